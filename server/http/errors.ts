import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../src/core/contract/api';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/database-errors';
import { log } from '../log';
import { OverloadedError } from '../work-queue';

/** Seconds a client should wait before repeating a request the saturated server did not take. */
export const OVERLOADED_RETRY_AFTER_SECONDS = 2;

/** An error with the status and body the client should see. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'bad-request', message, fields);
export const unauthorized = (
  message = 'Sign-in required: the access token is missing, invalid or expired.',
) => new HttpError(401, 'unauthorized', message, undefined, { 'WWW-Authenticate': 'Bearer' });
export const forbidden = (code: string, message: string) => new HttpError(403, code, message);
export const notFound = (message: string) => new HttpError(404, 'not-found', message);
export const databaseUnavailable = () =>
  new HttpError(
    503,
    'database-unavailable',
    'The database cannot be reached at the moment, so nothing was read or saved. Please try again in a few seconds.',
    undefined,
    { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
  );

/** The process is saturated, not broken: nothing was done, the same request works a little later. */
export const overloaded = (retryAfterSeconds = OVERLOADED_RETRY_AFTER_SECONDS) =>
  new HttpError(
    503,
    'overloaded',
    'The server is busy at the moment, so nothing was done. Please try again in a few seconds.',
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );

/** PostgreSQL "data exception" (SQLSTATE class 22): caused by a value the client sent, so a 400, never a 500. */
function isDataException(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

export function errorResponse(error: Error, c: Context): Response {
  if (error instanceof OverloadedError) return errorResponse(overloaded(), c);
  if (isDatabaseUnavailable(error)) return errorResponse(databaseUnavailable(), c);
  if (error instanceof HttpError) {
    const body: ApiErrorBody = {
      error: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    };
    return c.json(body, error.status, error.headers);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const body: ApiErrorBody = {
      error: status === 413 ? 'payload-too-large' : 'bad-request',
      message: error.message,
    };
    return c.json(body, status);
  }
  if (isDataException(error)) {
    const body: ApiErrorBody = {
      error: 'bad-request',
      message:
        'The input holds a value that cannot be stored (a NUL character, a lone surrogate or a number out of range).',
    };
    return c.json(body, 400);
  }
  log.error('Unhandled error', { error });
  return c.json({ error: 'internal', message: 'Internal server error' } satisfies ApiErrorBody, 500);
}

interface ZodIssueLike {
  path: PropertyKey[];
  message: string;
}

/** Field-level messages from a failed zod validation: `{ "body.email": "Invalid email address" }`. */
export function validationError(target: string, issues: readonly ZodIssueLike[]): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = [target, ...issue.path.map(String)].join('.');
    fields[key] ??= issue.message;
  }
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  return badRequest(`Invalid request: ${summary}`, fields);
}
