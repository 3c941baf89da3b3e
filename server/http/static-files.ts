import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { type Encoding, markEncoded, preferredEncoding, varyOnEncoding } from './compression';
import { etagMatches } from './etag';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.m4a': 'audio/mp4',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.vtt': 'text/vtt; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Text files the build gives `.br` and `.gz` siblings (scripts/build/compress-assets.ts). */
export const COMPRESSIBLE_EXTENSIONS = [
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.vtt',
  '.txt',
  '.webmanifest',
];

const SIBLING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The prebuilt sibling to send for `Accept-Encoding`, if there is one at least as new as the file
 * (an older one belongs to a previous version of it and is ignored).
 */
async function encodedSibling(
  request: Request,
  file: string,
  mtimeMs: number,
): Promise<{ file: string; size: number; encoding: Encoding } | null> {
  const encoding = preferredEncoding(request.headers.get('accept-encoding'));
  if (!encoding) return null;
  const sibling = `${file}${SIBLING_SUFFIX[encoding]}`;
  const info = await stat(sibling).catch(() => null);
  return info?.isFile() && info.mtimeMs >= mtimeMs ? { file: sibling, size: info.size, encoding } : null;
}

/** Resolves `relative` inside `root`, or null when it would escape it (path traversal). */
export function safeJoin(root: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const resolved = path.resolve(root, `.${path.posix.sep}${decoded.replace(/^\/+/, '')}`);
  return resolved === root || resolved.startsWith(root + path.sep) ? resolved : null;
}

export interface ServeOptions {
  /** Cache-Control value; hashed assets get a year, everything else revalidates. */
  cacheControl?: string;
  /** Point DevTools at a script's source map (the `SourceMap` header) when there is one. */
  sourceMaps?: boolean;
}

/**
 * Serves one file with ETag/Last-Modified revalidation and single-range requests (video and audio
 * seeking need `206 Partial Content`). Text files go out as their prebuilt brotli or gzip sibling
 * when the client accepts it; a byte range always counts over the identity bytes, so it is always
 * served from the file itself. Returns null when the file does not exist.
 */
export async function serveFile(
  request: Request,
  file: string,
  options: ServeOptions = {},
): Promise<Response | null> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = new Headers({
    'Content-Type': contentType(file),
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
    'Cache-Control': options.cacheControl ?? 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  const extension = path.extname(file).toLowerCase();
  // The build leaves the sourceMappingURL comment out of scripts (bytes on every page); DevTools
  // find the map by this header instead.
  if (options.sourceMaps && extension === '.js' && (await stat(`${file}.map`).catch(() => null))?.isFile())
    headers.set('SourceMap', `${path.basename(file)}.map`);
  const compressible = COMPRESSIBLE_EXTENSIONS.includes(extension);
  if (compressible) varyOnEncoding(headers);
  if (etagMatches(request.headers.get('if-none-match'), etag))
    return new Response(null, { status: 304, headers });

  const range = request.headers.get('range');
  const ifRange = request.headers.get('if-range');
  if (range && (!ifRange || ifRange === etag)) {
    const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
    let start = match?.[1] ? Number(match[1]) : Number.NaN;
    let end = match?.[2] ? Number(match[2]) : info.size - 1;
    if (match && !match[1] && match[2]) {
      start = Math.max(0, info.size - Number(match[2]));
      end = info.size - 1;
    }
    if (!match || Number.isNaN(start) || start > end || start >= info.size) {
      return rangeNotSatisfiable(request, headers, info.size);
    }
    end = Math.min(end, info.size - 1);
    headers.set('Content-Range', `bytes ${start}-${end}/${info.size}`);
    headers.set('Content-Length', String(end - start + 1));
    const body = request.method === 'HEAD' ? null : stream(file, start, end);
    return new Response(body, { status: 206, headers });
  }
  const sibling = compressible ? await encodedSibling(request, file, info.mtimeMs) : null;
  if (sibling) {
    markEncoded(headers, sibling.encoding, sibling.size);
    const body =
      request.method === 'HEAD' || sibling.size === 0 ? null : stream(sibling.file, 0, sibling.size - 1);
    return new Response(body, { status: 200, headers });
  }
  headers.set('Content-Length', String(info.size));
  // An empty file has no byte range to stream (createReadStream refuses `end: -1`).
  const whole = request.method === 'HEAD' || info.size === 0 ? null : stream(file, 0, info.size - 1);
  return new Response(whole, {
    status: 200,
    headers,
  });
}

/** 416 with the API's error shape, so that every error a client meets reads alike. */
function rangeNotSatisfiable(request: Request, headers: Headers, size: number): Response {
  headers.set('Content-Range', `bytes */${size}`);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  const body = {
    error: 'range-not-satisfiable',
    message: `The file has ${size} bytes; the requested range is not in it.`,
  };
  return new Response(request.method === 'HEAD' ? null : JSON.stringify(body), { status: 416, headers });
}

function stream(file: string, start: number, end: number): ReadableStream<Uint8Array> {
  return Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>;
}
