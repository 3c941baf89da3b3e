import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedFileUrl } from '../../server/security/signed-urls';
import {
  type ContentFixture,
  createContentFixture,
  startTestServer,
  type TestApp,
  type TestServer,
} from './helpers';

/** A caption file well over 1 KB, with prebuilt siblings as the build step writes them. */
const CUES = Array.from(
  { length: 80 },
  (_, i) =>
    `00:${String(i).padStart(2, '0')}.000 --> 00:${String(i).padStart(2, '0')}.900\nCue number ${i}\n`,
);
const VTT = `WEBVTT\n\n${CUES.join('\n')}`;
const VTT_PATH = 'videos/long.en.vtt';

let fixture: ContentFixture;
let server: TestServer;
let app: TestApp;

beforeAll(async () => {
  fixture = createContentFixture();
  writeFileSync(fixture.file(VTT_PATH), VTT);
  writeFileSync(fixture.file(`${VTT_PATH}.br`), brotliCompressSync(VTT));
  writeFileSync(fixture.file(`${VTT_PATH}.gz`), gzipSync(VTT));
  // A public info page over 1 KB whose gzip sibling is older than the page (left from its last version).
  const page = JSON.stringify({ title: 'About', intro: 'x'.repeat(2000), sections: [] });
  writeFileSync(fixture.file('pages/long.en.json'), page);
  writeFileSync(fixture.file('pages/long.en.json.gz'), gzipSync('{"title":"an older version"}'));
  const past = new Date(Date.now() - 60_000);
  utimesSync(fixture.file('pages/long.en.json.gz'), past, past);
  server = await startTestServer({ config: { contentDir: fixture.contentDir } });
  app = server.app;
});
afterAll(async () => {
  await server?.close();
  fixture?.cleanup();
});

const captionsUrl = () => {
  const link = signedFileUrl(
    'http://localhost',
    server.deps.config.signingSecret,
    VTT_PATH,
    new Date(Date.now() + 60_000),
  );
  return link.replace('http://localhost', '');
};

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  app.request(url, { method, headers });

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('a signed text file with prebuilt siblings', () => {
  it('goes out as brotli when accepted, with Vary and the sibling length', async () => {
    const res = await get(captionsUrl(), { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = await bytes(res);
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(VTT.length / 2);
    expect(brotliDecompressSync(body).toString()).toBe(VTT);
    expect(res.headers.get('content-type')).toMatch(/^text\/vtt/);
  });

  it('goes out as gzip when brotli is not accepted (or refused with q=0)', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const res = await get(captionsUrl(), { 'Accept-Encoding': accept });
      expect(res.headers.get('content-encoding'), accept).toBe('gzip');
      expect(gunzipSync(await bytes(res)).toString()).toBe(VTT);
    }
  });

  it('goes out as it is without Accept-Encoding, still with Vary', async () => {
    const res = await get(captionsUrl());
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-length')).toBe(String(VTT.length));
    expect(await res.text()).toBe(VTT);
  });

  it('answers a byte range over the identity bytes, never over compressed ones', async () => {
    const res = await get(captionsUrl(), { 'Accept-Encoding': 'br, gzip', Range: 'bytes=0-9' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-range')).toBe(`bytes 0-9/${VTT.length}`);
    expect(await res.text()).toBe(VTT.slice(0, 10));
  });

  it('answers HEAD with the length of the form it would send', async () => {
    const res = await get(captionsUrl(), { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(Number(res.headers.get('content-length'))).toBe(brotliCompressSync(VTT).length);
  });

  it('revalidates with the tag of the compressed form (304)', async () => {
    const first = await get(captionsUrl(), { 'Accept-Encoding': 'br' });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/-br"$/);
    const again = await get(captionsUrl(), { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
  });
});

describe('a public content file whose sibling is older than it', () => {
  it('is sent as it is, not as the outdated sibling', async () => {
    const res = await get('/content/pages/long.en.json', { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await res.json()).title).toBe('About');
  });

  it('is kept briefly and then revalidated (Cache-Control)', async () => {
    const res = await get('/content/pages/long.en.json');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
  });
});

describe('API JSON compressed on the fly', () => {
  it('compresses a response over 1 KB by Accept-Encoding, with Vary and the right length', async () => {
    const plain = await get('/api/openapi.json');
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await get('/api/openapi.json', { 'Accept-Encoding': accept });
      expect(res.headers.get('content-encoding'), accept).toBe(accept);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      const body = await bytes(res);
      expect(Number(res.headers.get('content-length'))).toBe(body.length);
      expect(decode(body).toString()).toBe(text);
    }
  });

  it('sends a response under 1 KB as it is', async () => {
    const res = await get('/api/health', { 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toMatchObject({ status: expect.any(String) });
  });
});

describe('Cache-Control by kind of file', () => {
  it('keeps hashed chunks for a year, revalidates entries, the worker and the app page every time', async () => {
    const distDir = fixture.file('../dist');
    mkdirSync(`${distDir}/chunks`, { recursive: true });
    writeFileSync(`${distDir}/chunks/chunk-ABCD2345.js`, 'export {};');
    writeFileSync(`${distDir}/choir-coach.js`, 'import "./chunks/chunk-ABCD2345.js";');
    writeFileSync(`${distDir}/sw.js`, 'self;');
    const withDist = server.appWith({ distDir });
    const cacheControl = async (url: string) => (await withDist.request(url)).headers.get('cache-control');
    expect(await cacheControl('/dist/chunks/chunk-ABCD2345.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheControl('/dist/choir-coach.js')).toBe('no-cache');
    expect(await cacheControl('/sw.js')).toBe('no-cache');
    expect(await cacheControl('/en/start')).toBe('no-cache');
  });
});
