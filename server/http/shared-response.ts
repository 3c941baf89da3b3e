import {
  BROTLI_QUALITY,
  COMPRESS_MIN_BYTES,
  compress,
  markEncoded,
  preferredEncoding,
  varyOnEncoding,
} from './compression';
import { etagMatches } from './etag';

/** One JSON response that many callers get byte for byte, held with its compressed forms. */
export interface SharedResponse {
  etag: string;
  identity: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

/** Serializes and compresses once; callers keep the result as long as its content version holds. */
export async function buildSharedResponse(value: unknown, etag: string): Promise<SharedResponse> {
  const identity = new TextEncoder().encode(JSON.stringify(value));
  const [br, gzip] = await Promise.all([
    compress(identity, 'br', BROTLI_QUALITY.cached),
    compress(identity, 'gzip', BROTLI_QUALITY.cached),
  ]);
  return { etag, identity, br, gzip };
}

/**
 * Sends the held bytes: 304 when `If-None-Match` names the response, else the form `Accept-Encoding`
 * prefers. `private, no-cache`: it depends on the caller's access, so only the caller's browser caches
 * it, and revalidates every time (cheap: no body when unchanged).
 */
export function sendSharedResponse(request: Request, shared: SharedResponse): Response {
  const headers = new Headers({
    'Content-Type': 'application/json',
    'Cache-Control': 'private, no-cache',
    ETag: shared.etag,
  });
  const large = shared.identity.byteLength >= COMPRESS_MIN_BYTES;
  if (large) varyOnEncoding(headers);
  const encoding = large ? preferredEncoding(request.headers.get('accept-encoding')) : null;
  const body = encoding ? shared[encoding] : shared.identity;
  if (encoding) markEncoded(headers, encoding, body.byteLength);
  else headers.set('Content-Length', String(body.byteLength));
  if (etagMatches(request.headers.get('if-none-match'), shared.etag)) {
    headers.delete('Content-Length');
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
}
