/**
 * Markings and programmes in the field (issue 39): a burst of writes is answered 200, or refused
 * as a whole with a clear error (429, or 503 overloaded with Retry-After), and what is stored is
 * exactly what was acknowledged; acknowledged writes survive a database restart (PGlite closed and
 * opened again, as a new process would; PostgreSQL stopped and started under a running server),
 * and a write the database was down for is refused with 503 and not stored.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import { seedArticles, seedDemo } from '../../server/db/seed';
import type { ApiErrorBody, ProgrammeDto, ProgrammeListDto } from '../../src/core/contract/api';
import type { Marking, MarkingLayer, MarkingsResponse } from '../../src/core/markings/model';
import { newProgramme, writeOf } from '../../src/core/programmes/programme-edits';
import { startTestPostgres } from './embedded-postgres';
import {
  CONDUCTOR,
  call,
  freshPGliteDataDir,
  login,
  startTestServer,
  TEST_ENGINE,
  TEST_POSTGRES_URL,
  type TestApp,
  type TestServer,
} from './helpers';

const EDITION = '10001';
const stroke = (id: string): Marking => ({
  id,
  kind: 'pen',
  colour: '#c02020',
  anchor: { measureId: 'm-1', x: 0.1, y: 0.2 },
  points: [
    [0.1, 0.2, 0.5],
    [0.3, 0.25, 0.7],
  ],
  size: 0.02,
  updatedAt: Date.now(),
});
/** A new programme with no items (this file's server has no edition catalogue to check them in). */
const programme = (name: string) => writeOf(newProgramme(randomUUID(), name, new Date().toISOString()));

const writeStrokes = (app: TestApp, token: string, ids: string[]) =>
  call<MarkingLayer | ApiErrorBody>(app, 'PATCH', `/api/markings/${EDITION}`, {
    token,
    json: { markings: ids.map(stroke) },
  });
const storedStrokes = async (app: TestApp, token: string) =>
  new Set(
    (await call<MarkingsResponse>(app, 'GET', `/api/markings/${EDITION}`, { token })).body.own.markings.map(
      (m) => m.id,
    ),
  );
const putProgramme = (app: TestApp, token: string, id: string, name: string) =>
  call<ProgrammeDto | ApiErrorBody>(app, 'PUT', `/api/programmes/${id}`, { token, json: programme(name) });
const storedProgrammes = async (app: TestApp, token: string) =>
  (await call<ProgrammeListDto>(app, 'GET', '/api/programmes', { token })).body.own;

/** A refusal says what happened and when to try again; nothing else is acceptable in a burst. */
function expectAcceptedOrShed(response: { status: number; body: unknown; headers: Headers }) {
  if (response.status === 200) return true;
  expect([429, 503]).toContain(response.status);
  expect(response.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  return false;
}

/**
 * A burst of markings and programme writes at once: each answer is 200 or a clear refusal, and
 * the server holds exactly the strokes and programmes it acknowledged, each whole.
 */
async function burst(app: TestApp, token: string, tag: string) {
  const batches = Array.from({ length: 24 }, (_, b) =>
    Array.from({ length: 20 }, (_, i) => `${tag}-${b}-${i}`.padEnd(8, 'x')),
  );
  const ids = Array.from({ length: 24 }, () => randomUUID());
  const [strokes, programmes] = await Promise.all([
    Promise.all(batches.map((batch) => writeStrokes(app, token, batch))),
    Promise.all(ids.map((id, i) => putProgramme(app, token, id, `${tag} ${i}`))),
  ]);
  const acceptedStrokes = batches.filter((_, b) => expectAcceptedOrShed(strokes[b]!)).flat();
  const acceptedProgrammes = ids.filter((_, i) => expectAcceptedOrShed(programmes[i]!));
  const held = await storedStrokes(app, token);
  expect([...held].filter((id) => id.startsWith(`${tag}-`)).sort()).toEqual(acceptedStrokes.sort());
  const kept = (await storedProgrammes(app, token)).filter((p) => p.name.startsWith(`${tag} `));
  expect(kept.map((p) => p.id).sort()).toEqual([...acceptedProgrammes].sort());
  for (const p of kept) expect(p).toMatchObject({ items: [], notes: '', sharedWith: null });
  return { strokes: acceptedStrokes.length, programmes: acceptedProgrammes.length };
}

describe('a burst of markings and programme writes', () => {
  let server: TestServer;
  afterAll(() => server?.close());

  it('answers each 200 or a clear refusal, and stores exactly what it acknowledged', async () => {
    server = await startTestServer();
    const token = await login(server.app, CONDUCTOR);
    const done = await burst(server.app, token, 'burst');
    // A busy machine may shed some of it; most goes through.
    expect(done.strokes).toBeGreaterThan(0);
    expect(done.programmes).toBeGreaterThan(0);
  }, 120_000);

  it.runIf(TEST_POSTGRES_URL)(
    'sheds a burst with 503 overloaded when no connection frees up, writing nothing',
    async () => {
      const small = await openDatabase({
        databaseUrl: server.databaseUrl,
        dataDir: '',
        pool: { max: 2, waitMs: 300 },
      });
      try {
        const app = createApp({ ...server.deps, db: small.db });
        const token = await login(app, CONDUCTOR);
        // Every connection held: the whole burst is shed, nothing of it written.
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        const started: Promise<void>[] = [];
        const holders = Array.from({ length: 2 }, () => {
          let go = () => {};
          started.push(new Promise((resolve) => (go = resolve)));
          return small.db.transaction().execute(async (trx) => {
            await sql`select 1`.execute(trx);
            go();
            await held;
          });
        });
        await Promise.all(started);
        const shed = await Promise.all([
          writeStrokes(app, token, ['shed-0001', 'shed-0002']),
          putProgramme(app, token, randomUUID(), 'shed'),
        ]);
        release();
        await Promise.all(holders);
        for (const response of shed) {
          expect(response.status).toBe(503);
          expect(response.body).toMatchObject({ error: 'overloaded' });
          expect(expectAcceptedOrShed(response)).toBe(false);
        }
        expect([...(await storedStrokes(app, token))].filter((id) => id.startsWith('shed-'))).toEqual([]);
        expect((await storedProgrammes(app, token)).filter((p) => p.name === 'shed')).toEqual([]);
        // A burst on the small pool: whatever it sheds, it stores exactly what it acknowledged.
        await burst(app, token, 'small');
      } finally {
        await small.close();
      }
    },
    120_000,
  );
});

describe.runIf(TEST_ENGINE === 'pglite')('markings and programmes across a PGlite restart', () => {
  let dataDir = '';
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every acknowledged write when the database is closed and opened again', async () => {
    const server = await startTestServer();
    await server.close();
    dataDir = await freshPGliteDataDir();
    const open = async () => {
      const database = await openDatabase({ dataDir });
      return { database, app: createApp({ ...server.deps, db: database.db, dbWrites: database.writes }) };
    };
    const first = await open();
    await seedArticles(first.database.db, server.deps.editions.catalogue);
    await seedDemo(first.database.db);
    const token = await login(first.app, CONDUCTOR);
    const id = randomUUID();
    expect((await writeStrokes(first.app, token, ['restart-1', 'restart-2'])).status).toBe(200);
    expect((await putProgramme(first.app, token, id, 'Before the restart')).status).toBe(200);
    await first.database.close();

    const second = await open();
    try {
      expect([...(await storedStrokes(second.app, token))].sort()).toEqual(['restart-1', 'restart-2']);
      expect((await storedProgrammes(second.app, token)).map((p) => p.name)).toEqual(['Before the restart']);
      // And it takes writes again, merged with what it held.
      expect((await writeStrokes(second.app, token, ['restart-3'])).status).toBe(200);
      expect((await storedStrokes(second.app, token)).size).toBe(3);
    } finally {
      await second.database.close();
    }
  }, 120_000);
});

describe.runIf(TEST_POSTGRES_URL)('markings and programmes across a PostgreSQL restart', () => {
  it('refuses writes with 503 while it is down, keeps the acknowledged ones, takes them again after', async () => {
    const postgres = await startTestPostgres();
    const server = await startTestServer({ postgresUrl: postgres.url() });
    try {
      const { app } = server;
      const token = await login(app, CONDUCTOR);
      const id = randomUUID();
      expect((await writeStrokes(app, token, ['before-01'])).status).toBe(200);
      expect((await putProgramme(app, token, id, 'Before')).status).toBe(200);

      await postgres.stop();
      const down = await Promise.all([
        writeStrokes(app, token, ['down-0001']),
        putProgramme(app, token, id, 'While down'),
        putProgramme(app, token, randomUUID(), 'New while down'),
      ]);
      for (const response of down) {
        expect(response.status).toBe(503);
        expect(response.body).toMatchObject({ error: 'database-unavailable' });
      }

      await postgres.start();
      await vi.waitFor(async () => expect((await call(app, 'GET', '/api/health/ready')).status).toBe(200), {
        timeout: 15_000,
        interval: 100,
      });
      expect([...(await storedStrokes(app, token))]).toEqual(['before-01']);
      expect((await storedProgrammes(app, token)).map((p) => p.name)).toEqual(['Before']);
      // The device's outbox sends them again: they go through now.
      expect((await writeStrokes(app, token, ['down-0001'])).status).toBe(200);
      expect((await putProgramme(app, token, id, 'While down')).status).toBe(200);
      expect((await storedStrokes(app, token)).size).toBe(2);
    } finally {
      await server.close();
      await postgres.destroy();
    }
  }, 180_000);
});
