import { createRoute, type z } from '@hono/zod-openapi';
import { ErrorSchema } from '../../src/core/contract/schemas';

/**
 * An API route as the OpenAPI document states it, built from what is its own: method and path,
 * summary, inputs, the JSON response and the errors only it gives. What every route shares is added
 * here: the bearer security of signed-in routes, `400` for routes with input, `401` for routes that
 * read a token, and the JSON error body (`{ error, message }`, server/http/errors.ts) of every error.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * `signed-in`: needs a bearer token (documented as security, with 401); `token`: responds signed out
 * too, the signed-in response differs (401 documented for a token that is not valid); `public`: the
 * same response for everybody (no 401 documented, though auth-middleware.ts refuses a bad token anywhere).
 */
export type RouteAuth = 'signed-in' | 'token' | 'public';

type Json<Schema extends z.ZodType> = { 'application/json': { schema: Schema } };
type ErrorResponse = { description: string; content: Json<typeof ErrorSchema> };
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 503;
type BareStatus = 304;
type Input = z.ZodObject | z.ZodPipe;
type ErrorTexts = Partial<Record<ErrorStatus, string>>;
type BareTexts = Partial<Record<BareStatus, string>>;

/** An error response of the API: its description and the JSON error body. */
const errorResponse = (description: string): ErrorResponse => ({
  description,
  content: { 'application/json': { schema: ErrorSchema } },
});

const INVALID_INPUT = errorResponse('Invalid input');
const BAD_TOKEN = errorResponse('Missing, invalid or expired token');

export interface JsonRouteSpec<
  Params extends Input | undefined,
  Query extends Input | undefined,
  Headers extends Input | undefined,
  Body extends z.ZodType | undefined,
  Success extends z.ZodType,
  Status extends 200 | 201,
  Errors extends ErrorTexts,
  Bare extends BareTexts,
> {
  summary: string;
  description?: string;
  deprecated?: boolean;
  /** When this route differs from the others of its file. */
  auth?: RouteAuth;
  params?: Params;
  query?: Query;
  headers?: Headers;
  /** A required JSON body. */
  body?: Body;
  response: { status?: Status; description: string; schema: Success };
  /** The errors of this route only, by status, with their description. */
  errors?: Errors;
  /** Responses without a body, by status, with their description. */
  bare?: Bare;
}

type None = Record<never, never>;

/** The request part of a route as @hono/zod-openapi reads it: only the inputs the route has. */
type Request<Params, Query, Headers, Body> = (Params extends Input ? { params: Params } : None) &
  (Query extends Input ? { query: Query } : None) &
  (Headers extends Input ? { headers: Headers } : None) &
  (Body extends z.ZodType ? { body: { required: true; content: Json<Body> } } : None);

/**
 * The route declarer of one file: its tag in the reference and the auth of most of its routes.
 * `const route = jsonRoutes('topics', 'token')`, then
 * `route('GET /topics/{id}', { summary: 'One topic', params, response, errors })`.
 */
export function jsonRoutes(tag: string, auth: RouteAuth) {
  return <
    Success extends z.ZodType,
    Params extends Input | undefined = undefined,
    Query extends Input | undefined = undefined,
    Headers extends Input | undefined = undefined,
    Body extends z.ZodType | undefined = undefined,
    Status extends 200 | 201 = 200,
    Errors extends ErrorTexts = Record<never, string>,
    Bare extends BareTexts = Record<never, string>,
  >(
    operation: `${Uppercase<Method>} /${string}`,
    spec: JsonRouteSpec<Params, Query, Headers, Body, Success, Status, Errors, Bare>,
  ) => {
    const { auth: ownAuth, params, query, headers, body, response, errors, bare, ...prose } = spec;
    const routeAuth = ownAuth ?? auth;
    const [method, path] = operation.split(' ') as [Uppercase<Method>, string];
    const hasInput = Boolean(params || query || headers || body);
    const request = {
      ...(params && { params }),
      ...(query && { query }),
      ...(headers && { headers }),
      ...(body && { body: { required: true, content: { 'application/json': { schema: body } } } }),
    };
    const responses = {
      [response.status ?? 200]: {
        description: response.description,
        content: { 'application/json': { schema: response.schema } },
      },
      ...(hasInput && { 400: INVALID_INPUT }),
      ...(routeAuth !== 'public' && { 401: BAD_TOKEN }),
      ...Object.fromEntries(
        Object.entries(errors ?? {}).map(([status, text]) => [status, errorResponse(text)]),
      ),
      ...Object.fromEntries(
        Object.entries(bare ?? {}).map(([status, text]) => [status, { description: text }]),
      ),
    };
    const route = createRoute({
      method: method.toLowerCase() as Lowercase<Method>,
      path,
      tags: [tag],
      ...prose,
      ...(routeAuth === 'signed-in' && { security: [{ bearer: [] }] }),
      request,
      responses,
    });
    // What the handler may read and respond with, for api.openapi's types (400 and 401 stand for "may").
    return route as Omit<typeof route, 'request' | 'responses'> & {
      request: Request<Params, Query, Headers, Body>;
      responses: Record<Status, { description: string; content: Json<Success> }> &
        Record<keyof Errors | 400 | 401, ErrorResponse> &
        Record<keyof Bare, { description: string }>;
    };
  };
}
