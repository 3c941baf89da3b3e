import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEditions } from '../../server/content/editions';
import type { DownloadManifestDto, PurchaseDto } from '../../src/core/contract/api';
import {
  CONDUCTOR,
  type ContentFixture,
  call,
  createContentFixture,
  EDITION_VERSION,
  login,
  NEWBIE,
  sha256,
  startTestServer,
  type TestApp,
  type TestServer,
} from './helpers';
import { passTime } from './pass-time';

/** Long enough that the check right after the purchase comes in time even on a busy machine. */
const AVAILABILITY_DELAY_MS = 2500;

let fixture: ContentFixture;
let server: TestServer;
let app: TestApp;
let conductor: string;
let newbie: string;

beforeAll(async () => {
  fixture = createContentFixture();
  server = await startTestServer({
    config: { contentDir: fixture.contentDir, purchaseAvailabilityDelayMs: AVAILABILITY_DELAY_MS },
    editions: loadEditions(fixture.contentDir),
  });
  app = server.app;
  [conductor, newbie] = await Promise.all([login(app, CONDUCTOR), login(app, NEWBIE)]);
});
afterAll(async () => {
  await server?.close();
  fixture?.cleanup();
});
afterEach(() => vi.useRealTimers());

const manifest = (articleId: string, preview: string, token?: string) =>
  call<DownloadManifestDto>(app, 'GET', `/api/purchases/${articleId}/downloadmanifest/${preview}`, { token });

/** The in-process path of a signed URL (the manifest gives absolute URLs). */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

async function fetchBytes(url: string, headers: Record<string, string> = {}) {
  const res = await app.request(pathOf(url), { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('the edition catalogue', () => {
  it('is read in the format content/pipeline writes ({ version, editions })', () => {
    const editions = loadEditions(fixture.contentDir);
    expect(editions.catalogue.map((e) => e.articleId)).toEqual(['10001', '10002', '10003', '10004']);
    expect(editions.find('10004')?.previewOnly).toBe(true);
  });
});

describe('GET /api/purchases/{articleId}/downloadmanifest/true (preview)', () => {
  it('works signed out and lists only the preview files', async () => {
    const res = await manifest('10001', 'true');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      articleId: '10001',
      version: EDITION_VERSION,
      preview: true,
      downloadsUsed: 0,
    });
    expect(res.body.files.map((f) => f.path).sort()).toEqual(['manifest.json', 'pages/page-1.svg']);
    const file = res.body.files.find((f) => f.path === 'manifest.json')!;
    const real = readFileSync(fixture.file(`editions/10001/${EDITION_VERSION}/preview/manifest.json`));
    expect(file.sha256).toBe(sha256(real));
    expect(file.size).toBe(real.length);
  });

  it('works for a preview-only article', async () => {
    const res = await manifest('10004', 'true');
    expect(res.status).toBe(200);
    expect(res.body.files.length).toBeGreaterThan(0);
  });
});

describe('GET /api/purchases/{articleId}/downloadmanifest/false (full edition)', () => {
  it('answers 401 signed out', async () => {
    const res = await manifest('10001', 'false');
    expect(res.status).toBe(401);
    expect(res.body).not.toHaveProperty('files');
  });

  it('answers 403 to a user without the purchase', async () => {
    const res = await call(app, 'GET', '/api/purchases/10001/downloadmanifest/false', { token: newbie });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('not-purchased');
  });

  it('lists every file of the edition (not the preview) with path, size, sha256 and a signed URL', async () => {
    const res = await manifest('10001', 'false', conductor);
    expect(res.status).toBe(200);
    const { body } = res;
    expect(body).toMatchObject({ articleId: '10001', version: EDITION_VERSION, preview: false });
    expect(body.downloadsUsed).toBeGreaterThanOrEqual(1);
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now());
    expect(body.files.map((f) => f.path).sort()).toEqual([
      'audio/full.mp3',
      'manifest.json',
      'pages/page-1.svg',
    ]);
    for (const file of body.files) {
      expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(file.size).toBeGreaterThan(0);
      expect(file.url).toMatch(/\/api\/files\/editions\/10001\/.+\?expires=\d+&signature=[\w-]+$/);
    }
    const audio = body.files.find((f) => f.path === 'audio/full.mp3')!;
    const real = readFileSync(fixture.file(`editions/10001/${EDITION_VERSION}/audio/full.mp3`));
    expect(audio.sha256).toBe(sha256(real));
    expect(audio.size).toBe(real.length);
  });

  it('counts one download per grant: manifests while its links live count once, later ones again', async () => {
    const shortGrants = server.appWith({ signedUrlTtlMs: 300 });
    const get = () =>
      call<DownloadManifestDto>(shortGrants, 'GET', '/api/purchases/10001/downloadmanifest/false', {
        token: conductor,
      });
    await server.deps.db.updateTable('purchases').set({ grant_expires_at: null }).execute(); // end earlier tests' grants
    const first = await get();
    const second = await get();
    expect(second.body.downloadsUsed).toBe(first.body.downloadsUsed);
    passTime(Date.parse(first.body.expiresAt) - Date.now() + 50);
    const third = await get();
    expect(third.body.downloadsUsed).toBe(first.body.downloadsUsed + 1);
  });

  it('answers 404 for the full edition of a preview-only article', async () => {
    const res = await manifest('10004', 'false', conductor);
    expect(res.status).toBe(404);
  });

  it('answers 404 for an unknown article, signed in or not', async () => {
    expect((await manifest('99999', 'false', conductor)).status).toBe(404);
    expect((await manifest('99999', 'true')).status).toBe(404);
  });

  it('answers 400 with a field message for preview "maybe" or a bad article id', async () => {
    const maybe = await call(app, 'GET', '/api/purchases/10001/downloadmanifest/maybe', { token: conductor });
    expect(maybe.status).toBe(400);
    expect(maybe.body.fields?.['param.preview']).toBeTruthy();
    const bad = await call(app, 'GET', '/api/purchases/..%2f..%2fsecret/downloadmanifest/true');
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.['param.articleId']).toBeTruthy();
  });

  it('answers 409 not-available-yet with Retry-After right after a purchase, then succeeds', async () => {
    const unlocked = await call<PurchaseDto>(app, 'GET', '/api/purchases/10003/unlock/CHOIR-10003-DEMO', {
      token: newbie,
    });
    expect(unlocked.status).toBe(200);

    const early = await call(app, 'GET', '/api/purchases/10003/downloadmanifest/false', { token: newbie });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('not-available-yet');
    const retryAfter = Number(early.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil(AVAILABILITY_DELAY_MS / 1000));

    // Just past the purchase's availability time (purchase date + delay).
    passTime(Date.parse(unlocked.body.date) + AVAILABILITY_DELAY_MS + 1 - Date.now());
    const later = await manifest('10003', 'false', newbie);
    expect(later.status).toBe(200);
    expect(later.body.downloadsUsed).toBe(1);
  });

  it('answers 410 once the download limit is reached', async () => {
    // Grants of 1 ms: every manifest opens a new one.
    const limited = server.appWith({ downloadLimit: 2, signedUrlTtlMs: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await call(limited, 'GET', '/api/purchases/10002/downloadmanifest/false', { token: conductor }))
          .status,
      );
      passTime(5);
    }
    expect(statuses).toEqual([200, 200, 410]);
    const res = await call(limited, 'GET', '/api/purchases/10002/downloadmanifest/false', {
      token: conductor,
    });
    expect(res.body.error).toBe('download-limit-reached');
    // The preview is not limited.
    expect((await call(limited, 'GET', '/api/purchases/10002/downloadmanifest/true')).status).toBe(200);
  });
});

describe('GET /api/files/... (signed download links)', () => {
  let files: DownloadManifestDto['files'];
  beforeAll(async () => {
    files = (await manifest('10001', 'false', conductor)).body.files;
  });
  const audio = () => files.find((f) => f.path === 'audio/full.mp3')!;

  it('returns the bytes of the file, matching size and sha256 of the manifest', async () => {
    const res = await fetchBytes(audio().url);
    expect(res.status).toBe(200);
    expect(res.bytes.length).toBe(audio().size);
    expect(sha256(res.bytes)).toBe(audio().sha256);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(res.headers.get('cache-control')).toMatch(/private/);
  });

  it('answers a range request with 206 and Content-Range', async () => {
    const res = await fetchBytes(audio().url, { Range: 'bytes=100-199' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 100-199/${audio().size}`);
    const real = readFileSync(fixture.file(`editions/10001/${EDITION_VERSION}/audio/full.mp3`));
    expect(res.bytes.equals(real.subarray(100, 200))).toBe(true);
  });

  it('answers 403 for a tampered signature', async () => {
    const url = new URL(audio().url);
    const signature = url.searchParams.get('signature')!;
    url.searchParams.set('signature', (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1));
    const res = await call(app, 'GET', url.pathname + url.search);
    expect(res.status).toBe(403);
  });

  it('answers 403 when a signature is used for another file or another expiry', async () => {
    const other = files.find((f) => f.path === 'manifest.json')!;
    const signed = new URL(audio().url);
    const swapped = `${new URL(other.url).pathname}${signed.search}`;
    expect((await call(app, 'GET', swapped)).status).toBe(403);

    const expires = Number(signed.searchParams.get('expires')) + 3600;
    signed.searchParams.set('expires', String(expires));
    expect((await call(app, 'GET', signed.pathname + signed.search)).status).toBe(403);
  });

  it('answers 403 without a signature, even for an existing file', async () => {
    const res = await call(app, 'GET', `/api/files/editions/10001/${EDITION_VERSION}/audio/full.mp3`);
    expect(res.status).toBe(403);
  });

  it('answers 410 for an expired link', async () => {
    const expiring = server.appWith({ signedUrlTtlMs: -60_000 });
    const res = await call<DownloadManifestDto>(
      expiring,
      'GET',
      '/api/purchases/10001/downloadmanifest/true',
    );
    const link = res.body.files[0]!.url;
    const fetched = await call(expiring, 'GET', pathOf(link));
    expect(fetched.status).toBe(410);
    expect(fetched.body.error).toBe('link-expired');
  });
});
