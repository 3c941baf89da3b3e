import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';

const ENCODING_SUFFIX = /-(br|gz)"$/;

/** The ETag of an encoded representation: its bytes differ from identity's, so its strong tag must too. */
export function encodedEtag(etag: string, encoding: 'br' | 'gzip'): string {
  return etag.replace(/"$/, `-${encoding === 'br' ? 'br' : 'gz'}"`);
}

/**
 * Whether `If-None-Match` names the current response. Weak comparison (RFC 9110 13.1.2), and a tag of
 * any encoded form of the same response counts too: the content is the same, only its coding differs.
 */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const base = (tag: string) => tag.trim().replace(/^W\//, '').replace(ENCODING_SUFFIX, '"');
  const current = base(etag);
  return ifNoneMatch.split(',').some((tag) => base(tag) === current);
}

/** A strong ETag from the response's bytes. */
export function bytesEtag(bytes: Uint8Array | string): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
}

/**
 * Revalidation for read-mostly JSON responses that depend on the caller: the tag is a hash of exactly
 * the bytes this caller would get, so no caller can be told "unchanged" about another's response.
 * `private, no-cache`: the browser keeps it and asks again each time, shared caches never keep it.
 */
export function revalidatedByContent(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method !== 'GET' || res.status !== 200 || !res.body) return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const etag = bytesEtag(bytes);
    const unchanged = etagMatches(c.req.header('if-none-match'), etag);
    c.res = unchanged ? new Response(null, { status: 304, headers: res.headers }) : new Response(bytes, res);
    c.res.headers.set('ETag', etag);
    c.res.headers.set('Cache-Control', 'private, no-cache');
    if (unchanged) c.res.headers.delete('Content-Length');
  };
}

/**
 * A caller's own JSON answer (purchases, settings) with the same revalidation, made where the
 * value is at hand: its text is hashed once and never read back from a response. A reload that
 * sends the tag gets `304` without a body.
 */
export function revalidatedJson(c: Context, value: unknown): Response {
  const text = JSON.stringify(value);
  const etag = bytesEtag(text);
  const headers = { ETag: etag, 'Cache-Control': 'private, no-cache' };
  if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  return c.body(text, 200, { ...headers, 'Content-Type': 'application/json' });
}
