import {
  BROTLI_QUALITY,
  COMPRESS_MIN_BYTES,
  compress,
  markEncoded,
  preferredEncoding,
  varyOnEncoding,
} from './compression';
import { etagMatches } from './etag';

/** One JSON answer that many callers get byte for byte, kept with its compressed forms. */
export interface SharedAnswer {
  etag: string;
  identity: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

/** Serializes and compresses once; callers keep the result as long as its content version holds. */
export async function buildSharedAnswer(value: unknown, etag: string): Promise<SharedAnswer> {
  const identity = new TextEncoder().encode(JSON.stringify(value));
  const [br, gzip] = await Promise.all([
    compress(identity, 'br', BROTLI_QUALITY.cached),
    compress(identity, 'gzip', BROTLI_QUALITY.cached),
  ]);
  return { etag, identity, br, gzip };
}

/**
 * Sends the kept bytes: 304 when `If-None-Match` names the answer, else the form `Accept-Encoding`
 * prefers. `private, no-cache`: it depends on the caller's access, so only the caller's browser keeps
 * it, and revalidates every time (cheap: no body when unchanged).
 */
export function sendSharedAnswer(request: Request, answer: SharedAnswer): Response {
  const headers = new Headers({
    'Content-Type': 'application/json',
    'Cache-Control': 'private, no-cache',
    ETag: answer.etag,
  });
  const large = answer.identity.byteLength >= COMPRESS_MIN_BYTES;
  if (large) varyOnEncoding(headers);
  const encoding = large ? preferredEncoding(request.headers.get('accept-encoding')) : null;
  const body = encoding ? answer[encoding] : answer.identity;
  if (encoding) markEncoded(headers, encoding, body.byteLength);
  else headers.set('Content-Length', String(body.byteLength));
  if (etagMatches(request.headers.get('if-none-match'), answer.etag)) {
    headers.delete('Content-Length');
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
}
