/**
 * Responds to a media element's `Range` request from a whole file in Cache Storage (a cache
 * cannot store a 206, and `<audio>` seeks with ranges).
 */
export async function rangeOf(whole: Response, range: string | null): Promise<Response> {
  const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (!match) return whole;
  const body = await whole.blob();
  const size = body.size;
  const [, first, last] = match;
  // `bytes=-500` asks for the last 500 bytes.
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first !== '' && last !== '' ? Math.min(Number(last), size - 1) : size - 1;
  if (start >= size || start > end)
    return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${size}` } });
  const headers = new Headers(whole.headers);
  headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
  headers.set('Content-Length', String(end - start + 1));
  headers.set('Accept-Ranges', 'bytes');
  return new Response(body.slice(start, end + 1), { status: 206, headers });
}
