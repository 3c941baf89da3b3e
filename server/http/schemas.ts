import { z } from '@hono/zod-openapi';
import { ErrorSchema } from '../../src/core/contract/schemas';

/**
 * The server's side of the OpenAPI document: error answers and the path and query parameters it
 * parses. The JSON bodies are the contract's zod schemas (src/core/contract/schemas.ts), which the
 * routes use as they are.
 */

export const errorResponses = {
  400: { description: 'Invalid input', content: { 'application/json': { schema: ErrorSchema } } },
  401: {
    description: 'Missing, invalid or expired token',
    content: { 'application/json': { schema: ErrorSchema } },
  },
} as const;

export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorSchema } },
});

/** Longest app id (query `app`); every app id gets its own settings and progress rows. */
export const MAX_APP_ID_LENGTH = 64;

export const AppQuery = z.object({
  app: z
    .string()
    .min(1, 'The app id is required')
    .max(MAX_APP_ID_LENGTH, `App ids are at most ${MAX_APP_ID_LENGTH} characters long`)
    .regex(/^[a-z0-9-]+$/, 'Use lowercase letters, digits and dashes')
    .openapi({ example: 'choir-coach' }),
});

/** `{preview}` path segment: `true` for the preview subset, `false` for the full edition. */
export const PreviewParam = z
  .enum(['true', 'false'], { error: 'preview must be true or false' })
  .transform((value) => value === 'true')
  .openapi({ param: { name: 'preview', in: 'path' }, example: 'true' });

/** Path ids are plain decimal digits: no spaces, exponents, hex or signs sneak through. */
const idSchema = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .openapi({ param: { name, in: 'path' }, example: '11', type: 'integer' });

export const IdParam = <N extends string>(name: N) =>
  z.object({ [name]: idSchema(name) } as Record<N, ReturnType<typeof idSchema>>);
