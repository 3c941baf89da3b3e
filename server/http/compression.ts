import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { encodedEtag } from './etag';

export type Encoding = 'br' | 'gzip';

/** Smaller responses are sent as they are: the saving would not pay for the work and the header bytes. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli quality per use. On the fly, 5 gives nearly the size of 9 at a tenth of its CPU (measured on
 * the 320 KB topics response: q5 94 KB in ~55 ms, q9 90 KB in ~590 ms, q11 83 KB in ~2.4 s).
 * Responses built once and held (topics shapes) take 9; the build step, which runs once per file, takes 11.
 */
export const BROTLI_QUALITY = { onTheFly: 5, cached: 9, build: 11 } as const;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Runs in libuv's thread pool, so a large response does not stall the event loop. */
export async function compress(
  bytes: Uint8Array,
  encoding: Encoding,
  brotliQuality: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const encoded = await (encoding === 'br'
    ? brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      })
    : gzipAsync(bytes, { level: 6 }));
  // zlib returns a Buffer over a plain ArrayBuffer; the Fetch API's types want it said.
  return encoded as Uint8Array<ArrayBuffer>;
}

/**
 * The encoding to respond with for an `Accept-Encoding` header: br before gzip before identity,
 * honouring `q=0` (refused) and `*`. Null means identity.
 */
export function preferredEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((name) => weight(name) > 0);
  return best.sort((a, b) => weight(b) - weight(a))[0] ?? null;
}

/** Adds `Accept-Encoding` to `Vary` (keeping what is there): caches must key the response by it. */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

/** Sets the headers of an encoded representation (length, encoding, the representation's ETag). */
export function markEncoded(headers: Headers, encoding: Encoding, length: number): void {
  headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(length));
  const etag = headers.get('etag');
  if (etag) headers.set('ETag', encodedEtag(etag, encoding));
}

const COMPRESSIBLE = /^(application\/(json|problem\+json)|text\/html)\b/i;

/**
 * Compresses JSON and HTML responses of 1 KB and more on the fly. Files (they carry `Accept-Ranges`)
 * are left alone: the file server sends their prebuilt siblings, and a byte range must stay on the
 * identity bytes. Responses that are already encoded (the cached topics shapes) pass through.
 */
export function compressOnTheFly(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (
      !res.body ||
      res.status < 200 ||
      res.status === 204 ||
      res.status === 206 ||
      !COMPRESSIBLE.test(type) ||
      res.headers.has('content-encoding') ||
      res.headers.has('accept-ranges')
    )
      return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const encoding = preferredEncoding(c.req.header('accept-encoding'));
    const large = bytes.byteLength >= COMPRESS_MIN_BYTES;
    const body = large && encoding ? await compress(bytes, encoding, BROTLI_QUALITY.onTheFly) : bytes;
    // Hono copies the old response's headers onto a new one: set ours after the swap.
    c.res = new Response(body, res);
    if (!large) return;
    varyOnEncoding(c.res.headers);
    if (encoding) markEncoded(c.res.headers, encoding, body.byteLength);
  };
}
