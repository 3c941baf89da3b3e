/**
 * Waiting for a connection is load, not an outage: a request that finds every connection of the
 * PostgreSQL pool in use for too long gets `503 overloaded` with Retry-After, soon, and
 * `503 database-unavailable` is kept for a database that cannot be connected to. Only in the
 * PostgreSQL project (PGlite has no pool).
 */
import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { type OpenDatabase, openDatabase } from '../../server/db/database';
import { createPool } from '../../server/db/postgres-pool';
import type { Database } from '../../server/db/schema';
import { freePort } from './embedded-postgres';
import {
  CONDUCTOR,
  call,
  DEMO_PASSWORD,
  login,
  startTestServer,
  TEST_POSTGRES_URL,
  type TestApp,
  type TestServer,
} from './helpers';

describe.runIf(TEST_POSTGRES_URL)('a PostgreSQL pool in full use', () => {
  let server: TestServer;
  /** The same database through a pool of two connections that lets a request wait 300 ms for one. */
  let small: OpenDatabase;
  let app: TestApp;

  beforeAll(async () => {
    server = await startTestServer();
    small = await openDatabase({
      databaseUrl: server.databaseUrl,
      dataDir: '',
      pool: { max: 2, waitMs: 300 },
    });
    app = createApp({ ...server.deps, db: small.db });
  });
  afterAll(async () => {
    await small?.close();
    await server?.close();
  });

  /** Holds every connection of the small pool in a transaction until the returned release is called. */
  async function holdConnections() {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holding: Promise<void>[] = [];
    const holders = Array.from({ length: 2 }, () => {
      let started = () => {};
      holding.push(new Promise((resolve) => (started = resolve)));
      return small.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        started();
        await held;
      });
    });
    await Promise.all(holding);
    return async () => {
      release();
      await Promise.all(holders);
    };
  }

  it('answers 503 overloaded with Retry-After when no connection frees up in time, and serves again after', async () => {
    const token = await login(app, CONDUCTOR);
    const release = await holdConnections();
    try {
      const started = Date.now();
      const topics = await call(app, 'GET', '/api/topics', { token });
      expect(topics.status).toBe(503);
      expect(topics.body.error).toBe('overloaded');
      expect(Number(topics.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Date.now() - started).toBeLessThan(3000); // shed long before a client gives up
      const ready = await call(app, 'GET', '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.error).toBe('overloaded');
    } finally {
      await release();
    }
    expect((await call(app, 'GET', '/api/topics', { token })).status).toBe(200);
  });

  it('answers 503 database-unavailable when the database cannot be connected to', async () => {
    const nobody = `postgres://postgres:test@127.0.0.1:${await freePort()}/nothing`;
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPool(nobody) }) });
    try {
      const unreachable = createApp({ ...server.deps, db });
      const signIn = await call(unreachable, 'POST', '/api/auth/login', {
        json: { email: CONDUCTOR, password: DEMO_PASSWORD },
      });
      expect(signIn.status).toBe(503);
      expect(signIn.body.error).toBe('database-unavailable');
      expect((await call(unreachable, 'GET', '/api/health/ready')).body.error).toBe('database-unavailable');
    } finally {
      await db.destroy();
    }
  });
});
