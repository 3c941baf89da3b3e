import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEditions } from '../../server/content/editions';
import type { DownloadManifestDto, EditionFilesDto } from '../../src/core/contract/api';
import {
  CONDUCTOR,
  type ContentFixture,
  call,
  createContentFixture,
  login,
  NEWBIE,
  startTestServer,
  type TestApp,
  type TestServer,
  tally,
} from './helpers';

const LIMIT = 3;
const ARTICLE = '10002';

let fixture: ContentFixture;
let server: TestServer;
let conductor: string;

beforeAll(async () => {
  fixture = createContentFixture();
  server = await startTestServer({
    config: { contentDir: fixture.contentDir, downloadLimit: LIMIT },
    editions: loadEditions(fixture.contentDir),
  });
  conductor = await login(server.app, CONDUCTOR);
});
afterAll(async () => {
  await server?.close();
  fixture?.cleanup();
});

/** The conductor's purchase of the article with this many downloads and its grant ended or open. */
async function setPurchase(downloads: number, grantExpiresAt: Date | null) {
  const user = await server.deps.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', CONDUCTOR)
    .executeTakeFirstOrThrow();
  await server.deps.db
    .updateTable('purchases')
    .set({ downloads, grant_expires_at: grantExpiresAt })
    .where('user_id', '=', user.id)
    .where('article_id', '=', ARTICLE)
    .execute();
}
beforeEach(() => setPurchase(0, null));

const ENDED = new Date(Date.now() - 1000);

/** The two routes that hand out full-file links. */
const full = {
  manifest: (app: TestApp) =>
    call<DownloadManifestDto>(app, 'GET', `/api/purchases/${ARTICLE}/downloadmanifest/false`, {
      token: conductor,
    }),
  stream: (app: TestApp) =>
    call<EditionFilesDto>(app, 'GET', `/api/catalogue/${ARTICLE}/stream/false`, { token: conductor }),
};

describe('the download limit counts every route that hands out full-file links', () => {
  it('the player stream counts like the manifest, and answers 410 at the limit; previews stay open', async () => {
    await setPurchase(LIMIT, ENDED);
    const stream = await full.stream(server.app);
    expect(stream.status).toBe(410);
    expect(stream.body).toMatchObject({ error: 'download-limit-reached' });
    expect((await full.manifest(server.app)).status).toBe(410);
    expect((await call(server.app, 'GET', `/api/catalogue/${ARTICLE}/stream/true`)).status).toBe(200);
    expect((await call(server.app, 'GET', `/api/purchases/${ARTICLE}/downloadmanifest/true`)).status).toBe(
      200,
    );
  });

  it('one grant covers stream renewals and manifests while its links live', async () => {
    const first = await full.stream(server.app);
    const manifest = await full.manifest(server.app);
    const renewed = await full.stream(server.app);
    expect([first.status, manifest.status, renewed.status]).toEqual([200, 200, 200]);
    expect(manifest.body.downloadsUsed).toBe(1);
    expect((await full.manifest(server.app)).body.downloadsUsed).toBe(1);
  });

  it('links asked for after a grant ended open a new one, which counts', async () => {
    await setPurchase(1, ENDED);
    expect((await full.stream(server.app)).status).toBe(200);
    expect((await full.manifest(server.app)).body.downloadsUsed).toBe(2);
  });

  it('50 parallel manifest and stream requests at the last grant: one grant opens, all share it', async () => {
    await setPurchase(LIMIT - 1, ENDED);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? full.stream(server.app) : full.manifest(server.app))),
    );
    expect(tally(responses.map((a) => a.status))).toEqual({ 200: 50 });
    expect((await full.manifest(server.app)).body.downloadsUsed).toBe(LIMIT);
  });

  it('50 parallel requests that each need a new grant cannot outrun the limit', async () => {
    const instant = server.appWith({ signedUrlTtlMs: 1 }); // every grant ends at once
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? full.stream(instant) : full.manifest(instant))),
    );
    const statuses = tally(responses.map((a) => a.status));
    expect((statuses[200] ?? 0) + (statuses[410] ?? 0)).toBe(50);
    expect(statuses[410]).toBeGreaterThan(0);
    const row = await server.deps.db
      .selectFrom('purchases')
      .select('downloads')
      .where('article_id', '=', ARTICLE)
      .where('downloads', '>', 0)
      .executeTakeFirstOrThrow();
    expect(row.downloads).toBe(LIMIT);
  });
});

describe('a seat of a shared edition counts like the buyer', () => {
  it("the seat holder's downloads count on their own seat, up to the limit, and leave the buyer's alone", async () => {
    // An edition bought with seats: the buyer shares it with a singer.
    await server.deps.db
      .updateTable('purchases')
      .set({ seats: 2 })
      .where('article_id', '=', ARTICLE)
      .execute();
    const share = `/api/purchases/${ARTICLE}/unlockspecific/${NEWBIE}`;
    expect((await call(server.app, 'GET', share, { token: conductor })).status).toBe(200);
    const singer = await login(server.app, NEWBIE);
    const instant = server.appWith({ signedUrlTtlMs: 1 }); // every grant ends at once
    const manifest = (app: TestApp) =>
      call<DownloadManifestDto>(app, 'GET', `/api/purchases/${ARTICLE}/downloadmanifest/false`, {
        token: singer,
      });
    const used = [];
    for (let i = 0; i < LIMIT; i++) used.push((await manifest(instant)).body.downloadsUsed);
    expect(used).toEqual([1, 2, 3]);
    const refused = await manifest(instant);
    expect(refused.status).toBe(410);
    expect(refused.body).toMatchObject({ error: 'download-limit-reached' });
    const stream = await call(instant, 'GET', `/api/catalogue/${ARTICLE}/stream/false`, { token: singer });
    expect(stream.status).toBe(410);
    // The works list shows the singer their own count; the buyer's count is untouched.
    const item = await call<{ downloadsUsed?: number }>(server.app, 'GET', `/api/catalogue/${ARTICLE}`, {
      token: singer,
    });
    expect(item.body.downloadsUsed).toBe(LIMIT);
    expect((await full.manifest(server.app)).body.downloadsUsed).toBe(1);
  });
});
