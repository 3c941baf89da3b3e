import { z } from '@hono/zod-openapi';

/**
 * The path and query parameters the server parses, shared by several routes. The JSON bodies are the
 * contract's zod schemas (src/core/contract/schemas.ts); the error responses come with jsonRoute
 * (json-route.ts).
 */

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

/** `{articleId}` path segment: an article of the publisher's webshop. */
export const ArticleParam = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9._-]+$/, 'articleId may contain letters, digits, dot, dash and underscore')
  .openapi({ param: { name: 'articleId', in: 'path' }, example: '10001' });

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

/** `{articleId}/…/{preview}`: an edition, in full or its preview. */
export const EditionParams = z.object({ articleId: ArticleParam, preview: PreviewParam });
