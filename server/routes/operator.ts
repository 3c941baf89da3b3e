import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import { ClientErrorReportSchema } from '../../src/core/contract/schemas';
import type { Api, AppDeps } from '../context';
import { HttpError, notFound } from '../http/errors';
import { jsonRoutes } from '../http/json-route';

/**
 * The publisher's reading of client error reports: `GET /api/operator/errors` with the
 * `OPERATOR_TOKEN` in `X-Operator-Token` (not `Authorization`, which is a customer's session).
 * Off (404) when no token is configured. `npm run errors` prints its response as JSON lines.
 */

const DURATION = /^(\d{1,4})([mhd])$/;
const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `30m`, `12h`, `7d` back from now, or an ISO time. */
export function sinceTime(value: string, now: number): Date | null {
  const duration = DURATION.exec(value);
  if (duration) return new Date(now - Number(duration[1]) * UNIT_MS[duration[2] as keyof typeof UNIT_MS]);
  const time = Date.parse(value);
  return Number.isFinite(time) ? new Date(time) : null;
}

const route = jsonRoutes('operator', 'public');

const listErrors = route('GET /operator/errors', {
  summary: 'Client error reports since a time, oldest first (operators only: X-Operator-Token)',
  headers: z.object({ 'x-operator-token': z.string().max(200).optional() }),
  query: z.object({
    since: z
      .string()
      .max(40)
      .default('1d')
      .openapi({ description: '`30m`, `12h`, `7d` back from now, or an ISO time', example: '1d' }),
    limit: z.coerce.number().int().min(1).max(5000).default(1000),
  }),
  response: { description: 'The reports', schema: z.object({ errors: z.array(ClientErrorReportSchema) }) },
  errors: { 401: 'Missing or wrong operator token', 404: 'No OPERATOR_TOKEN is configured' },
});

const digest = (value: string) => createHash('sha256').update(value).digest();

/** 404 when no OPERATOR_TOKEN is configured, 401 when `sent` is missing or not it. */
export function requireOperator(configured: string | undefined, sent: string | undefined): void {
  if (!configured) throw notFound('Operator routes are off: set OPERATOR_TOKEN.');
  // Compared as digests: equal length, constant time.
  if (!timingSafeEqual(digest(sent ?? ''), digest(configured)))
    throw new HttpError(401, 'unauthorized', 'The operator token is missing or wrong.');
}

export function registerOperatorRoutes(api: Api, deps: AppDeps) {
  const { db, config } = deps;

  api.openapi(listErrors, async (c) => {
    requireOperator(config.operatorToken, c.req.valid('header')['x-operator-token']);
    const { since, limit } = c.req.valid('query');
    const from = sinceTime(since, Date.now());
    if (!from)
      throw new HttpError(400, 'bad-request', 'since: use 30m, 12h, 7d or an ISO time.', {
        'query.since': 'Not a duration or time',
      });
    const rows = await db
      .selectFrom('client_errors')
      .select(['id', 'created_at', 'user_id', 'kind', 'client_version', 'message', 'detail'])
      .where('created_at', '>=', from)
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    const errors = rows.map((row) => {
      const detail = row.detail as { stack?: string; context?: Record<string, unknown> };
      return {
        id: row.id,
        at: new Date(row.created_at).toISOString(),
        userId: row.user_id,
        kind: row.kind,
        clientVersion: row.client_version,
        message: row.message,
        ...(detail.stack ? { stack: detail.stack } : {}),
        ...(detail.context ? { context: detail.context } : {}),
      };
    });
    return c.json({ errors }, 200);
  });
}
