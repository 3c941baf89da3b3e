import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEditions } from '../../server/content/editions';
import type {
  CatalogueDto,
  CatalogueItemDto,
  DownloadManifestDto,
  EditionFilesDto,
  PurchaseDto,
} from '../../src/core/contract/api';
import {
  CONDUCTOR,
  call,
  login,
  NEWBIE,
  REAL_CONTENT_DIR,
  sha256,
  startTestServer,
  type TestApp,
  type TestServer,
} from './helpers';
import { passTime } from './pass-time';

/** Long enough that the checks right after the purchase come in time even on a busy machine. */
const AVAILABILITY_DELAY_MS = 2500;
const DOWNLOAD_LIMIT = 3;

let server: TestServer;
let app: TestApp;
let conductor: string;
let newbie: string;

beforeAll(async () => {
  server = await startTestServer({
    config: {
      contentDir: REAL_CONTENT_DIR,
      purchaseAvailabilityDelayMs: AVAILABILITY_DELAY_MS,
      downloadLimit: DOWNLOAD_LIMIT,
    },
    editions: loadEditions(REAL_CONTENT_DIR),
  });
  app = server.app;
  [conductor, newbie] = await Promise.all([login(app, CONDUCTOR), login(app, NEWBIE)]);
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => vi.useRealTimers());

const catalogue = (query = '', token?: string) =>
  call<CatalogueDto>(app, 'GET', `/api/catalogue${query}`, { token });
const ids = (body: CatalogueDto) => body.editions.map((e) => e.articleId);
const item = (body: CatalogueDto, articleId: string) => body.editions.find((e) => e.articleId === articleId)!;

describe('GET /api/catalogue', () => {
  it('lists every edition with composers, prices, flags and the latest version (signed out)', async () => {
    const res = await catalogue();
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(['10001', '10002', '10003', '10004']);
    expect(res.body.total).toBe(4);
    const chorale = item(res.body, '10001');
    expect(chorale).toMatchObject({
      title: { de: 'Nun danket alle Gott' },
      catalogueNumber: '4010100',
      priceCents: 390,
      onSale: false,
      offer: false,
      latestVersion: '1.1.0',
      versions: ['1.0.0', '1.1.0'],
      previewOnly: false,
      voices: ['soprano', 'alto', 'tenore', 'basso'],
      parts: 1,
      pages: 2,
      purchased: false,
      previewAvailable: true,
      downloadAvailable: false,
    });
    expect(chorale.composers[0]).toMatchObject({ name: 'Johann Crüger', born: 1598, role: { en: 'Tune' } });
    expect(chorale.durationMs).toBeGreaterThan(60_000);
    expect(chorale.downloadsUsed).toBeUndefined();
    expect(item(res.body, '10002')).toMatchObject({
      onSale: true,
      regularPriceCents: 1590,
      parts: 3,
      pages: 6,
    });
    expect(item(res.body, '10001').regularPriceCents).toBeUndefined();
    expect(item(res.body, '10003')).toMatchObject({ offer: true });
    expect(item(res.body, '10004')).toMatchObject({ previewOnly: true, downloadAvailable: false });
    expect(item(res.body, '10002').subtitle?.en).toBe('for mixed choir');
  });

  it('lists the composers with their editions, by family name', async () => {
    const { body } = await catalogue();
    const names = body.composers.map((c) => c.name);
    expect(names).toContain('Johann Crüger');
    const families = names.map((n) =>
      n
        .split(' ')
        .at(-1)!
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, ''),
    );
    expect(families).toEqual([...families].sort((a, b) => a.localeCompare(b)));
    expect(body.composers.find((c) => c.name === 'Johann Crüger')?.articleIds).toEqual(['10001']);
  });

  it('searches by keyword in titles, composers, keywords and catalogue numbers, accents folded', async () => {
    expect(ids((await catalogue('?q=cruger')).body)).toEqual(['10001']);
    expect(ids((await catalogue('?q=Lorelei')).body)).toEqual(['10003']);
    expect(ids((await catalogue('?q=folk%20song')).body)).toEqual(['10002', '10003']);
    expect(ids((await catalogue('?q=folk%20song%20heine')).body)).toEqual(['10003']);
    expect(ids((await catalogue('?q=40.102%2F00')).body)).toEqual(['10002']);
    expect(ids((await catalogue('?q=zzzz')).body)).toEqual([]);
    expect((await catalogue('?q=zzzz')).body.total).toBe(4);
  });

  it('filters by composer', async () => {
    expect(ids((await catalogue(`?composer=${encodeURIComponent('Johann Crüger')}`)).body)).toEqual([
      '10001',
    ]);
  });

  it('marks purchases and download state for the signed-in user', async () => {
    const res = await catalogue('', conductor);
    expect(item(res.body, '10001')).toMatchObject({
      purchased: true,
      downloadAvailable: true,
      downloadsUsed: 0,
      downloadLimit: DOWNLOAD_LIMIT,
    });
    expect(item(res.body, '10003')).toMatchObject({ purchased: false, downloadAvailable: false });
    expect(ids((await catalogue('?purchased=true', conductor)).body)).toEqual(['10001', '10002']);
    expect(ids((await catalogue('?purchased=false', conductor)).body)).toEqual(['10003', '10004']);
  });

  it('refuses bad input with 400, never 500', async () => {
    expect((await catalogue('?purchased=maybe')).status).toBe(400);
    expect((await catalogue(`?q=${'x'.repeat(300)}`)).status).toBe(400);
    expect((await call(app, 'GET', '/api/catalogue/bad%20id')).status).toBe(400);
  });

  it('answers 401 for a bad token', async () => {
    expect((await catalogue('', 'not-a-token')).status).toBe(401);
  });
});

describe('GET /api/catalogue/{articleId}', () => {
  it('returns one edition, 404 for an unknown one', async () => {
    const res = await call<CatalogueItemDto>(app, 'GET', '/api/catalogue/10002', { token: conductor });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ articleId: '10002', purchased: true, parts: 3 });
    expect((await call(app, 'GET', '/api/catalogue/99999')).status).toBe(404);
  });
});

describe('GET /api/catalogue/{articleId}/stream/{preview}', () => {
  const stream = (articleId: string, preview: string, token?: string) =>
    call<EditionFilesDto>(app, 'GET', `/api/catalogue/${articleId}/stream/${preview}`, { token });

  it('gives everybody the preview files with working signed links', async () => {
    const res = await stream('10003', 'true');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ articleId: '10003', version: '1.0.0', preview: true });
    const paths = res.body.files.map((f) => f.path);
    expect(paths).toContain('manifest.json');
    expect(paths).toContain('audio/part0-soprano.m4a');
    expect(paths.some((p) => p.startsWith('preview/'))).toBe(false);
    const file = res.body.files.find((f) => f.path === 'sync/part0.json')!;
    const url = new URL(file.url);
    const download = await app.request(url.pathname + url.search);
    expect(download.status).toBe(200);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe(file.size);
    expect(sha256(bytes)).toBe(file.sha256);
    const real = readFileSync(path.join(REAL_CONTENT_DIR, 'editions/10003/1.0.0/preview/sync/part0.json'));
    expect(bytes.equals(real)).toBe(true);
  });

  it('serves the preview-only edition as a preview and 404 for its full edition', async () => {
    expect((await stream('10004', 'true')).status).toBe(200);
    expect((await stream('10004', 'false', conductor)).status).toBe(404);
  });

  it('needs sign-in and a purchase for the full edition', async () => {
    expect((await stream('10001', 'false')).status).toBe(401);
    const res = await stream('10003', 'false', conductor);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'not-purchased' });
  });

  it('gives the owner the latest full version, counted as one download however often it renews', async () => {
    const res = await stream('10001', 'false', conductor);
    expect(res.status).toBe(200);
    expect(res.body.version).toBe('1.1.0');
    expect(res.body.files.map((f) => f.path)).toContain('pages/p02.svg');
    expect(res.body.files.some((f) => f.path.startsWith('preview/'))).toBe(false);
    expect((await stream('10001', 'false', conductor)).status).toBe(200);
    const after = await call<CatalogueItemDto>(app, 'GET', '/api/catalogue/10001', { token: conductor });
    expect(after.body.downloadsUsed).toBe(1);
  });
});

describe('a purchase by unlock code, as the works list sees it', () => {
  it('is "purchased, not available yet" with its time, then downloadable', async () => {
    const unlocked = await call<PurchaseDto>(app, 'GET', '/api/purchases/10003/unlock/CHOIR-10003-DEMO', {
      token: newbie,
    });
    expect(unlocked.status).toBe(200);
    const waiting = await call<CatalogueItemDto>(app, 'GET', '/api/catalogue/10003', { token: newbie });
    expect(waiting.body).toMatchObject({ purchased: true, downloadAvailable: false, downloadsUsed: 0 });
    expect(Date.parse(waiting.body.availableAt!)).toBeGreaterThan(Date.now());
    // Playing it in the browser works at once; only the download waits.
    const early = await call(app, 'GET', '/api/catalogue/10003/stream/false', { token: newbie });
    expect(early.status).toBe(200);
    const earlyManifest = await call(app, 'GET', '/api/purchases/10003/downloadmanifest/false', {
      token: newbie,
    });
    expect(earlyManifest.status).toBe(409);
    expect(Number(earlyManifest.headers.get('retry-after'))).toBeGreaterThan(0);

    passTime(AVAILABILITY_DELAY_MS + 1);
    const ready = await call<CatalogueItemDto>(app, 'GET', '/api/catalogue/10003', { token: newbie });
    expect(ready.body).toMatchObject({ purchased: true, downloadAvailable: true });
    expect(ready.body.availableAt).toBeUndefined();

    const manifest = await call<DownloadManifestDto>(
      app,
      'GET',
      '/api/purchases/10003/downloadmanifest/false',
      {
        token: newbie,
      },
    );
    expect(manifest.status).toBe(200);
    const counted = await call<CatalogueItemDto>(app, 'GET', '/api/catalogue/10003', { token: newbie });
    expect(counted.body.downloadsUsed).toBe(1);
  });
});
