/**
 * A PostgreSQL restart under a running server: the process lives on, database routes respond 503
 * with Retry-After meanwhile (a failed write says so), liveness stays 200 while readiness does
 * not, and everything recovers by itself once the database is back. Runs on its own PostgreSQL
 * (it stops it), so only in the PostgreSQL project.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable } from '../../server/db/database-errors';
import type { HealthDto, UserSettings } from '../../src/core/contract/api';
import { startTestPostgres, type TestPostgres } from './embedded-postgres';
import {
  CONDUCTOR,
  call,
  DEMO_PASSWORD,
  login,
  startTestServer,
  TEST_POSTGRES_URL,
  type TestServer,
} from './helpers';

const URL = '/api/auth/usersettings?app=choir-coach';
const progress = (learnElementId: number, learnElementProgress: number) => ({
  learnElementMetadata: [{ learnElementId, learnElementProgress }],
});

describe.runIf(TEST_POSTGRES_URL)('a PostgreSQL restart under a running server', () => {
  let postgres: TestPostgres;
  let server: TestServer;

  beforeAll(async () => {
    postgres = await startTestPostgres();
    server = await startTestServer({ postgresUrl: postgres.url() });
  });
  afterAll(async () => {
    await server?.close();
    await postgres?.destroy();
  });

  it('answers 503 while the database is down and recovers by itself when it is back', async () => {
    const { app } = server;
    const token = await login(app, CONDUCTOR);
    expect((await call(app, 'PATCH', URL, { token, json: progress(8001, 40) })).status).toBe(200);
    // Several idle connections in the pool: each is cut by the shutdown (an 'error' event).
    await Promise.all(Array.from({ length: 5 }, () => call(app, 'GET', URL, { token })));
    // And one connection in use when the database goes away.
    const inFlight = sql`select pg_sleep(30)`.execute(server.deps.db).then(
      () => null,
      (error: unknown) => error,
    );
    await vi.waitFor(async () => {
      const { rows } = await sql<{ running: number }>`
        select count(*)::int as running from pg_stat_activity
        where state = 'active' and query = 'select pg_sleep(30)'`.execute(server.deps.db);
      expect(rows[0]!.running).toBe(1);
    }, 10_000);

    await postgres.stop();

    expect(isDatabaseUnavailable(await inFlight)).toBe(true);
    // Liveness answers at once with the state of its last background check, which soon says down.
    await vi.waitFor(async () => {
      const health = await call<HealthDto>(app, 'GET', '/api/health');
      expect(health.status).toBe(200);
      expect(health.body.databaseUp).toBe(false);
    }, 10_000);
    const ready = await call(app, 'GET', '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.error).toBe('database-unavailable');
    expect(ready.headers.get('retry-after')).toBe('5');

    const write = await call(app, 'PATCH', URL, { token, json: progress(8002, 10) });
    expect(write.status).toBe(503);
    expect(write.headers.get('retry-after')).toBe('5');
    expect(write.body).toEqual({
      error: 'database-unavailable',
      message: expect.stringMatching(/nothing was read or saved/),
    });
    const signIn = await call(app, 'POST', '/api/auth/login', {
      json: { email: CONDUCTOR, password: DEMO_PASSWORD },
    });
    expect(signIn.status).toBe(503);

    await postgres.start();
    const back = Date.now();
    await vi.waitFor(async () => expect((await call(app, 'GET', '/api/health/ready')).status).toBe(200), {
      timeout: 10_000,
      interval: 100,
    });
    expect(Date.now() - back).toBeLessThan(5000);

    // The token and the acknowledged write survived; the refused write is not there, and can be repeated.
    const settings = await call<UserSettings>(app, 'GET', URL, { token });
    expect(settings.status).toBe(200);
    const ids = () => settings.body.learnElementMetadata?.map((m) => m.learnElementId);
    expect(ids()).toContain(8001);
    expect(ids()).not.toContain(8002);
    expect((await call(app, 'PATCH', URL, { token, json: progress(8002, 10) })).status).toBe(200);
    await vi.waitFor(
      async () => expect((await call<HealthDto>(app, 'GET', '/api/health')).body.databaseUp).toBe(true),
      10_000,
    );
  });
});
