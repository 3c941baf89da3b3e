/**
 * Several API processes on one PostgreSQL behave as one: two apps, each with its own connection
 * pool (as two processes have), on one database, with requests alternated between them. And
 * several processes starting at once do not race on the migrations.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadEditions } from '../../server/content/editions';
import { MIGRATIONS, type OpenDatabase, openDatabase } from '../../server/db/database';
import { seedArticles, seedDemo } from '../../server/db/seed';
import type { DownloadManifestDto, UserSettings } from '../../src/core/contract/api';
import { createDatabase } from './embedded-postgres';
import {
  CONDUCTOR,
  type ContentFixture,
  call,
  createContentFixture,
  DEMO_PASSWORD,
  EXPIRING,
  GENEROUS,
  login,
  NEWBIE,
  startTestServer,
  TEST_POSTGRES_URL,
  type TestApp,
  type TestServer,
  tally,
} from './helpers';

describe.runIf(TEST_POSTGRES_URL)('two API processes on one PostgreSQL', () => {
  let fixture: ContentFixture;
  let server: TestServer;
  let second: OpenDatabase;
  /** The two "processes", alternated: apps[i % 2]. */
  let apps: [TestApp, TestApp];
  const LIMIT = 4;

  beforeAll(async () => {
    fixture = createContentFixture();
    const config = {
      contentDir: fixture.contentDir,
      purchaseAvailabilityDelayMs: 0,
      downloadLimit: LIMIT,
      loginLimit: { ...GENEROUS.loginLimit!, perAccount: LIMIT },
    };
    server = await startTestServer({ config, editions: loadEditions(fixture.contentDir) });
    second = await openDatabase({ databaseUrl: server.databaseUrl, dataDir: '' });
    apps = [server.app, createApp({ ...server.deps, db: second.db })];
  });
  afterAll(async () => {
    await second?.close();
    await server?.close();
    fixture?.cleanup();
  });

  it('accepts a token from one process on the other, and a logout on one holds on both', async () => {
    const token = await login(apps[0], EXPIRING);
    expect((await call(apps[1], 'GET', '/api/auth/whoami', { token })).status).toBe(200);
    expect((await call(apps[1], 'POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await call(apps[0], 'GET', '/api/auth/whoami', { token })).status).toBe(401);
  });

  it('counts failed sign-ins of both processes against one limit', async () => {
    const email = `limited-${randomBytes(4).toString('hex')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const res = await call(apps[i % 2]!, 'POST', '/api/auth/login', { json: { email, password: 'wrong' } });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429]);
  });

  it('signs a burst of right passwords through both processes in and checks at most the limit of wrong ones', async () => {
    const signIn = (i: number, email: string, password: string) =>
      call(apps[i % 2]!, 'POST', '/api/auth/login', { json: { email, password } });
    const right = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(i, NEWBIE, DEMO_PASSWORD)));
    expect(tally(right.map((res) => res.status))).toEqual({ 200: 40 });
    const email = `burst-${randomBytes(4).toString('hex')}@example.com`;
    const wrong = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(i, email, 'wrong')));
    expect(tally(wrong.map((res) => res.status))).toEqual({ 401: LIMIT, 429: 20 - LIMIT });
  });

  it('merges progress written through both processes, concurrently, keeping the highest', async () => {
    const token = await login(apps[0], CONDUCTOR);
    const url = '/api/auth/usersettings?app=choir-coach';
    const writes = Array.from({ length: 20 }, (_, i) =>
      call(apps[i % 2]!, 'PATCH', url, {
        token,
        json: { learnElementMetadata: [{ learnElementId: 7000 + (i % 5), learnElementProgress: i }] },
      }),
    );
    expect((await Promise.all(writes)).map((res) => res.status)).toEqual(Array(20).fill(200));
    const settings = await call<UserSettings>(apps[1], 'GET', url, { token });
    const max = (id: number) =>
      settings.body.learnElementMetadata?.find((m) => m.learnElementId === id)?.maxProgress;
    expect([7000, 7001, 7002, 7003, 7004].map(max)).toEqual([15, 16, 17, 18, 19]);
  });

  it("reads a settings write of one process on the other's next read, under a new tag", async () => {
    const token = await login(apps[0], CONDUCTOR);
    const url = '/api/auth/usersettings?app=choir-coach';
    // Read twice first: the second process has its statements prepared and a tag to send.
    await call(apps[1], 'GET', url, { token });
    const before = await call<UserSettings>(apps[1], 'GET', url, { token });
    const write = await call(apps[0], 'PATCH', url, {
      token,
      json: { learnElementMetadata: [{ learnElementId: 7100, learnElementProgress: 3 }] },
    });
    expect(write.status).toBe(200);
    const after = await call<UserSettings>(apps[1], 'GET', url, {
      token,
      headers: { 'If-None-Match': before.headers.get('etag')! },
    });
    expect(after.status).toBe(200);
    expect(after.body.learnElementMetadata).toContainEqual(
      expect.objectContaining({ learnElementId: 7100, learnElementProgress: 3 }),
    );
  });

  it('lets a single-use code be redeemed once, whichever process is asked', async () => {
    const [newbie, expiring] = await Promise.all([login(apps[0], NEWBIE), login(apps[1], EXPIRING)]);
    const code = '/api/purchases/10003/unlock/CHOIR-10003-DEMO';
    const [first, again] = await Promise.all([
      call(apps[0], 'GET', code, { token: newbie }),
      call(apps[1], 'GET', code, { token: expiring }),
    ]);
    expect([first.status, again.status].sort()).toEqual([200, 404]);
  });

  it('counts downloads of both processes against one limit, and signs links the other accepts', async () => {
    const token = await login(apps[0], CONDUCTOR);
    const manifests = [];
    for (let i = 0; i <= LIMIT; i++) {
      // End the open grant, as if its links had expired: every manifest then counts one download.
      await server.deps.db.updateTable('purchases').set({ grant_expires_at: null }).execute();
      manifests.push(
        await call<DownloadManifestDto>(apps[i % 2]!, 'GET', '/api/purchases/10001/downloadmanifest/false', {
          token,
        }),
      );
    }
    expect(manifests.map((res) => res.status)).toEqual([...Array(LIMIT).fill(200), 410]);
    expect(manifests.slice(0, LIMIT).map((res) => res.body.downloadsUsed)).toEqual([1, 2, 3, 4]);

    const signed = new URL(manifests[0]!.body.files[0]!.url);
    expect((await apps[1].request(signed.pathname + signed.search)).status).toBe(200);
  });
});

describe.runIf(TEST_POSTGRES_URL)('several processes starting at once on one new PostgreSQL database', () => {
  it('migrate and seed it once, without an error', async () => {
    const created = await createDatabase(TEST_POSTGRES_URL!);
    const databases: OpenDatabase[] = [];
    try {
      // What main.ts does on start, four times at once.
      const starts = Array.from({ length: 4 }, async () => {
        const database = await openDatabase({ databaseUrl: created.url, dataDir: '' });
        databases.push(database);
        await seedArticles(database.db, []);
        await seedDemo(database.db);
        return database;
      });
      const results = await Promise.allSettled(starts);
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      const db = databases[0]!.db;
      const migrations = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
      // Every migration ran exactly once (a race would fail a start or record one twice).
      const names = migrations.rows.map((row) => row.name);
      expect(names.sort()).toEqual(Object.keys(MIGRATIONS).sort());
      const users = await db.selectFrom('users').select('email').where('email', '=', CONDUCTOR).execute();
      expect(users).toHaveLength(1);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
      await created.drop();
    }
  });
});
