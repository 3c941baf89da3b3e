import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { PORT } from '../../../playwright.config';

/**
 * A page of our own for the practice-tool tests: it loads the built bundle from the app server
 * (`/dist/choir-coach.js`) and places `<choir-tools>` with the attributes of the query string.
 * It also serves the practice videos (`/content/videos/…`), which the app server keeps private.
 */
/** In the worker's block of ports, after its server, webshop, demo hosts and sync editor's server. */
export const PAGE_PORT = PORT + 4;
export const PAGE = `http://localhost:${PAGE_PORT}`;

const TYPES: Record<string, string> = { '.mp4': 'video/mp4', '.vtt': 'text/vtt', '.jpg': 'image/jpeg' };

export function startPracticePage(appUrl: string): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', PAGE);
    const video = /^\/content\/videos\/(pattern-\d-\d+(?:-360|-720|\.en)?\.(?:mp4|vtt|jpg))$/.exec(
      url.pathname,
    );
    if (video) {
      const body = readFileSync(path.join('content/videos', video[1]!));
      response.writeHead(200, {
        'content-type': TYPES[path.extname(video[1]!)] ?? 'application/octet-stream',
      });
      response.end(body);
      return;
    }
    const attributes = [...url.searchParams]
      .map(([name, value]) => `${name}="${value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`)
      .join(' ');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Practice</title>
      <script type="module" src="${appUrl}/dist/choir-coach.js"></script></head>
      <body><main id="host"><choir-tools ${attributes}></choir-tools></main></body></html>`);
  });
  return new Promise((resolve) => server.listen(PAGE_PORT, () => resolve(server)));
}

/** A lesson video's attributes from content/videos/index.json. */
export function videoAttributes(id: string): string {
  const index = JSON.parse(readFileSync('content/videos/index.json', 'utf8')) as {
    id: string;
    beats: number;
    bpm: number;
    beatTimesMs: number[];
  }[];
  const entry = index.find((item) => item.id === id)!;
  return new URLSearchParams({
    'video-src': `/content/videos/${id}-360.mp4`,
    beats: String(entry.beats),
    bpm: String(entry.bpm),
    'beat-times-ms': JSON.stringify(entry.beatTimesMs),
    'pattern-placement': 'practice-video',
  }).toString();
}
