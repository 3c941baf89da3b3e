import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEditions } from '../../server/content/editions';
import { measureIds } from '../../server/layout/layout-options';
import type { DownloadManifestDto, EditionFilesDto } from '../../src/core/contract/api';
import type { SyncMap } from '../../src/core/contract/edition-format';
import type { ScreenLayout } from '../../src/core/contract/screen-layout';
import {
  CONDUCTOR,
  call,
  GENEROUS,
  login,
  NEWBIE,
  REAL_CONTENT_DIR,
  startTestServer,
  type TestApp,
  type TestServer,
} from './helpers';

/**
 * Screen layouts (server/layout/, routes/screen-layouts.ts) from the real editions: what a purchaser,
 * a preview and an attacker get. Each test file lays out into its own cache folder.
 */

const cacheDir = mkdtempSync(path.join(tmpdir(), 'layouts-'));
let server: TestServer;
let app: TestApp;
let conductor: string;
let newbie: string;

beforeAll(async () => {
  server = await startTestServer({
    config: {
      ...GENEROUS,
      contentDir: REAL_CONTENT_DIR,
      layoutCache: { dir: cacheDir, maxBytes: 50_000_000 },
    },
    editions: loadEditions(REAL_CONTENT_DIR),
  });
  app = server.app;
  [conductor, newbie] = await Promise.all([login(app, CONDUCTOR), login(app, NEWBIE)]);
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

const PHONE = 'width=366&height=560&staff=6';
const url = (articleId: string, preview: boolean, query: string) =>
  `/api/catalogue/${articleId}/layout/${preview}?${query}`;
const layout = (articleId: string, preview: boolean, query: string, token?: string, app_ = app) =>
  call<ScreenLayout>(app_, 'GET', url(articleId, preview, query), { token });

const readJson = <T>(relative: string) =>
  JSON.parse(readFileSync(path.join(REAL_CONTENT_DIR, relative), 'utf8')) as T;

/** Every edition, version and part of the real content (its MEI per part, as the server reads it). */
const EVERY_PART = loadEditions(REAL_CONTENT_DIR).catalogue.flatMap((entry) =>
  entry.versions.flatMap((version) =>
    readdirSync(path.join(REAL_CONTENT_DIR, `editions/${entry.articleId}/${version}/mei`))
      .filter((file) => /^part\d+\.mei$/.test(file))
      .map((file) => ({ articleId: entry.articleId, version, part: Number(file.slice(4, -4)) })),
  ),
);

describe('a purchaser', () => {
  it('gets every bar of the part on pages no larger than asked, at quantised sizes', async () => {
    const res = await layout('10003', false, `version=1.0.0&part=0&${PHONE}`, conductor);
    // 10003 is not the conductor's: 403 first; 10001 is.
    expect(res.status).toBe(403);
    const own = await layout('10001', false, `version=1.1.0&part=0&width=1000&height=700&staff=9`, conductor);
    expect(own.status).toBe(200);
    const body = own.body;
    expect(body).toMatchObject({
      articleId: '10001',
      version: '1.1.0',
      part: 0,
      preview: false,
      staffSize: 9,
    });
    expect(body.width).toBeLessThanOrEqual(1000);
    expect(body.width).toBeGreaterThan(950);
    expect(body.height).toBeGreaterThanOrEqual(660);
    expect(body.partPages).toEqual([body.pages.length]);
    const sync = readJson<SyncMap>('editions/10001/1.1.0/sync/part0.json');
    const shown = body.pages.flatMap((page) => page.measures);
    expect(new Set(shown)).toEqual(new Set(sync.bars.map((bar) => bar.measureId)));
    // The notes the highlighter marks are drawn with the sync map's ids.
    const svg = body.pages.map((page) => page.svg).join('');
    for (const note of sync.voices.soprano) expect(svg).toContain(`id="${note.id}"`);
    for (const page of body.pages) {
      expect(page.svg).toMatch(/viewBox="0 0 \d+ \d+"/);
      expect(measureIds(page.svg)).toEqual(page.measures);
    }
    expect(own.headers.get('etag')).toBe(`"${createHash('sha256').update(own.text).digest('hex')}"`);
  });

  it('numbers pages over all parts: every part knows the page counts of the others', async () => {
    const query = `version=1.0.0&width=1180&height=640&staff=8`;
    const parts = await Promise.all(
      [0, 1, 2].map((part) => layout('10002', false, `${query}&part=${part}`, conductor)),
    );
    for (const [part, res] of parts.entries()) {
      expect(res.status).toBe(200);
      expect(res.body.part).toBe(part);
      expect(res.body.partPages).toEqual(parts.map((each) => each.body.pages.length));
    }
    expect((await layout('10002', false, `${query}&part=3`, conductor)).status).toBe(404);
  });

  it('gets the same bytes again from the cache, 304 with the ETag, and Brotli when asked', async () => {
    const query = `version=1.1.0&part=0&width=1000&height=700&staff=9`;
    const first = await layout('10001', false, query, conductor);
    const again = await call(app, 'GET', url('10001', false, query), {
      token: conductor,
      headers: { 'If-None-Match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    const res = await app.request(url('10001', false, query), {
      headers: { Authorization: `Bearer ${conductor}`, 'Accept-Encoding': 'br' },
    });
    expect(res.headers.get('content-encoding')).toBe('br');
    // A nearby size falls into the same bucket: the same rendering.
    const near = await layout(
      '10001',
      false,
      'version=1.1.0&part=0&width=1001&height=701&staff=9',
      conductor,
    );
    expect(near.text).toBe(first.text);
  });
});

describe('the paywall', () => {
  it('refuses the full edition signed out (401), without the purchase (403) and for a preview-only article (404)', async () => {
    expect((await layout('10001', false, `version=1.1.0&part=0&${PHONE}`)).status).toBe(401);
    const other = await layout('10001', false, `version=1.1.0&part=0&${PHONE}`, newbie);
    expect(other.status).toBe(403);
    expect(other.body).not.toHaveProperty('pages');
    expect((await layout('10004', false, `version=1.0.0&part=0&${PHONE}`, conductor)).status).toBe(404);
  });

  it('gives a preview only the bars of its printed pages, and only its one part, for every edition', async () => {
    for (const { articleId, version } of EVERY_PART.filter((each) => each.part === 0)) {
      const res = await layout(articleId, true, `version=${version}&part=0&${PHONE}`);
      expect(res.status).toBe(200);
      const manifest = readJson<{ parts: { pages: { file: string }[] }[] }>(
        `editions/${articleId}/${version}/preview/manifest.json`,
      );
      const printed = manifest.parts[0]!.pages.flatMap((page) =>
        measureIds(
          readFileSync(
            path.join(REAL_CONTENT_DIR, `editions/${articleId}/${version}/preview/${page.file}`),
            'utf8',
          ),
        ),
      );
      expect(res.body.pages.flatMap((page) => page.measures)).toEqual(printed);
      expect(res.body.partPages).toEqual([res.body.pages.length]);
      // No bar beyond the preview is drawn.
      const mei = readFileSync(
        path.join(REAL_CONTENT_DIR, `editions/${articleId}/${version}/mei/part0.mei`),
        'utf8',
      );
      const hidden = [...mei.matchAll(/<measure\b[^>]*xml:id="([^"]+)"/g)]
        .map((match) => match[1]!)
        .filter((id) => !printed.includes(id));
      // 10004 is one printed page: its preview shows every bar.
      if (articleId !== '10004') expect(hidden.length).toBeGreaterThan(0);
      const svg = res.body.pages.map((page) => page.svg).join('');
      for (const id of hidden) expect(svg).not.toContain(`id="${id}"`);
    }
    for (const { articleId, version, part } of EVERY_PART.filter((each) => each.part > 0))
      expect((await layout(articleId, true, `version=${version}&part=${part}&${PHONE}`)).status).toBe(404);
  });

  it('never hands out the MEI: not in the download manifest, the stream or under /content', async () => {
    const manifest = await call<DownloadManifestDto>(
      app,
      'GET',
      '/api/purchases/10002/downloadmanifest/false',
      {
        token: conductor,
      },
    );
    const stream = await call<EditionFilesDto>(app, 'GET', '/api/catalogue/10002/stream/false', {
      token: conductor,
    });
    for (const files of [manifest.body.files, stream.body.files]) {
      expect(files.length).toBeGreaterThan(0);
      expect(files.filter((file) => /mei/.test(file.path))).toEqual([]);
    }
    for (const address of [
      '/content/editions/10002/1.0.0/mei/part0.mei',
      '/content/editions/10002/1.0.0/mei%2fpart0.mei',
      '/api/files/editions/10002/1.0.0/mei/part0.mei',
    ])
      expect((await app.request(address)).status).toBeGreaterThanOrEqual(403);
  });
});

describe('the paywall walked over every edition', () => {
  const TABLET = 'width=1180&height=700&staff=9';

  it('serves no full layout of an edition not purchased, even one already made for a purchaser', async () => {
    expect(EVERY_PART.length).toBeGreaterThanOrEqual(7);
    // The conductor holds 10001 and 10002: their layouts are made and cached first.
    for (const held of EVERY_PART.filter((each) => ['10001', '10002'].includes(each.articleId)))
      expect(
        (
          await layout(
            held.articleId,
            false,
            `version=${held.version}&part=${held.part}&${TABLET}`,
            conductor,
          )
        ).status,
      ).toBe(200);
    for (const { articleId, version, part } of EVERY_PART)
      for (const [who, token] of [
        ['signed out', undefined],
        ['unlicensed', newbie],
      ] as const)
        for (const size of [TABLET, PHONE]) {
          const res = await layout(articleId, false, `version=${version}&part=${part}&${size}`, token);
          expect([401, 403, 404], `${who} ${articleId} ${version} part ${part}`).toContain(res.status);
          expect(JSON.stringify(res.body)).not.toContain('<svg');
        }
    // Nor listed in a download manifest for someone without the purchase.
    const listed = await call(app, 'GET', `/api/purchases/10001/downloadmanifest/false?layouts=1180x700-9`, {
      token: newbie,
    });
    expect(listed.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(listed.body)).not.toContain('layouts/');
  });
});

describe('a download', () => {
  const manifest = (query: string, preview = false) =>
    call<DownloadManifestDto>(app, 'GET', `/api/purchases/10002/downloadmanifest/${preview}?${query}`, {
      token: conductor,
    });

  it('lists every part laid out at the device’s sizes, each fetched by its signed link and checked', async () => {
    const res = await manifest('layouts=1000x700-9,400x600-6');
    expect(res.status).toBe(200);
    const laidOut = res.body.files.filter((file) => file.path.startsWith('layouts/'));
    expect(laidOut.map((file) => file.path.replace(/\d+x\d+/, 'WxH')).sort()).toEqual([
      'layouts/WxH-s6/part0.json',
      'layouts/WxH-s6/part1.json',
      'layouts/WxH-s6/part2.json',
      'layouts/WxH-s9/part0.json',
      'layouts/WxH-s9/part1.json',
      'layouts/WxH-s9/part2.json',
    ]);
    for (const file of laidOut) {
      const link = new URL(file.url);
      const got = await app.request(link.pathname + link.search);
      const bytes = Buffer.from(await got.arrayBuffer());
      expect(got.status).toBe(200);
      expect(bytes.length).toBe(file.size);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);
      const layout = JSON.parse(bytes.toString('utf8')) as ScreenLayout;
      expect(`layouts/${layout.width}x`).toBe(file.path.slice(0, file.path.indexOf('x') + 1));
    }
    // The same links hand out the Brotli form to a browser that takes it.
    const link = new URL(laidOut[0]!.url);
    const compressed = await app.request(link.pathname + link.search, {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
  });

  it('lists no layout for a preview, and refuses sizes that are no sizes', async () => {
    // Without a staff size the server takes the box's readable one (9 for a tablet's box).
    const readable = await manifest('layouts=1000x700');
    const paths = readable.body.files.map((file) => file.path).filter((path) => path.startsWith('layouts/'));
    expect(paths.length).toBe(3);
    expect(paths.every((path) => /^layouts\/\d+x\d+-s9\//.test(path))).toBe(true);
    const preview = await manifest('layouts=1000x700-9', true);
    expect(preview.status).toBe(200);
    expect(preview.body.files.filter((file) => file.path.startsWith('layouts/'))).toEqual([]);
    for (const bad of ['1000x', '1000x700-9,1,2', 'a', '1x1-1,1x1-1,1x1-1,1x1-1,1x1-1', '1000x700-9/../x'])
      expect((await manifest(`layouts=${encodeURIComponent(bad)}`)).status, bad).toBe(400);
  });

  it('signs a rendering’s link for that rendering only', async () => {
    const res = await manifest('layouts=1000x700-9');
    const link = new URL(res.body.files.find((file) => file.path.startsWith('layouts/'))!.url);
    const other = link.pathname.replace('part0', 'part1');
    expect((await app.request(other + link.search)).status).toBe(403);
  });
});

describe('hostile input', () => {
  it.each([
    ['a version the edition does not have', 404, 'version=9.9.9&part=0&width=800&height=600&staff=9'],
    ['a path in the version', 400, 'version=..%2F..&part=0&width=800&height=600&staff=9'],
    ['a huge width', 400, 'version=1.0.0&part=0&width=100000&height=600&staff=9'],
    ['a negative height', 400, 'version=1.0.0&part=0&width=800&height=-5&staff=9'],
    ['a fraction', 400, 'version=1.0.0&part=0&width=800.5&height=600&staff=9'],
    ['no staff size', 400, 'version=1.0.0&part=0&width=800&height=600'],
    ['a staff size of 0', 400, 'version=1.0.0&part=0&width=800&height=600&staff=0'],
  ])('answers %s with %i', async (_what, status, query) => {
    expect((await layout('10003', true, query)).status).toBe(status);
  });

  it('lays a tiny or odd size out at the smallest bucket and the nearest staff size', async () => {
    const res = await layout('10003', true, 'version=1.0.0&part=0&width=3&height=7&staff=99');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ width: 240, staffSize: 16 });
    // A system at that staff size is taller than 240 px: the page grows to hold it whole.
    expect(res.body.height).toBeGreaterThan(240);
  });

  it('stops a caller who asks for many new sizes (429), while cached ones still come', async () => {
    // Its own address, so the layouts of the other tests do not count.
    const limited = server.appWith({ layoutLimit: { perCaller: 2, windowMs: 60_000 }, trustedProxyHops: 1 });
    const caller = { 'X-Forwarded-For': '203.0.113.7' };
    const sizes = [300, 420, 560].map((height) => `version=1.0.0&part=0&width=500&height=${height}&staff=7`);
    const answers = [];
    const ask = (query: string) => call(limited, 'GET', url('10004', true, query), { headers: caller });
    for (const query of sizes) answers.push((await ask(query)).status);
    expect(answers).toEqual([200, 200, 429]);
    expect((await ask(sizes[0]!)).status).toBe(200);
  });

  it('makes a burst of the same new layout once and turns away what the queue cannot hold (503)', async () => {
    const busy = server.appWith({ layoutRendering: { concurrency: 1, maxQueued: 1, maxWaitMs: 60_000 } });
    const [small, middle, large] = [500, 900, 1500].map(
      (side) => `version=1.0.0&part=0&width=${side}&height=${side}&staff=5`,
    ) as [string, string, string];
    // Three distinct sizes: one runs, one waits, one is refused; the repeats join the first.
    const picked = [small, small, middle, large, large];
    const statuses = await Promise.all(
      picked.map((query) => layout('10001', true, query, undefined, busy).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(3);
    expect(statuses).toContain(503);
    // One folder per size laid out: the repeats made none of their own, the refused one none.
    const laidOut = readdirSync(path.join(cacheDir, '10001', '1.0.0', 'preview'));
    expect(laidOut.filter((folder) => folder.endsWith('-s5')).length).toBeLessThanOrEqual(2);
  });
});
