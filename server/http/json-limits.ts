import type { MiddlewareHandler } from 'hono';
import { HttpError } from './errors';

/**
 * Deepest nesting of arrays and objects a JSON body may have. Our deepest body (settings with
 * exercise steps) is 3 levels; anything far deeper is hostile: JSON.stringify, zod and PostgreSQL's
 * jsonb all recurse per level and overflow their stacks a few thousand levels down.
 */
export const MAX_JSON_DEPTH = 32;

/** Any media type that a JSON body parser would accept (`application/json`, `…+json`). */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * The deepest nesting of `[` and `{` in a JSON text, counted without parsing (iteratively, so
 * the count itself cannot overflow the stack); stops counting once `limit` is passed.
 */
export function jsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}

/**
 * Checks every JSON request body before a route parses it: broken JSON gets
 * `400 invalid-json`, nesting deeper than MAX_JSON_DEPTH `400 too-deep`. Bodies of other media
 * types are left to the routes (which respond 415).
 */
export function jsonLimits(maxDepth = MAX_JSON_DEPTH): MiddlewareHandler {
  return async (c, next) => {
    const contentType = c.req.header('content-type');
    if (!contentType || !JSON_MEDIA_TYPE.test(contentType) || !c.req.raw.body) return next();
    // Hono caches the text for the route's own parsing; later middleware (a route's smaller body
    // limit) reads the raw request again, so it gets a fresh copy of the body.
    const text = await c.req.text();
    c.req.raw = new Request(c.req.raw, { body: text });
    if (jsonDepth(text, maxDepth) > maxDepth)
      throw new HttpError(
        400,
        'too-deep',
        `The request body is nested too deeply: at most ${maxDepth} levels of arrays and objects.`,
      );
    if (text.trim() !== '') {
      try {
        JSON.parse(text);
      } catch {
        throw new HttpError(400, 'invalid-json', 'The request body is not valid JSON.');
      }
    }
    return next();
  };
}
