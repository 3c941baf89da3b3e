/**
 * The real server process (server/main.ts as a child): graceful shutdown, one process per embedded
 * data directory, and no acknowledged write lost to `kill -9`, on the engine of the vitest project.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse, UserSettings } from '../../src/core/contract/api';
import { createDatabase, freePort } from './embedded-postgres';
import { CONDUCTOR, DEMO_PASSWORD, freshPGliteDataDir, TEST_ENGINE, TEST_POSTGRES_URL } from './helpers';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** How long a starting server is left before it is asked again whether it is ready. */
const nextAsk = () => new Promise((resolve) => setTimeout(resolve, 250));
/** Starting tsx, PGlite and the demo seed takes a few seconds, far more on a busy machine. */
const START_TIMEOUT_MS = 90_000;

interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** stdout and stderr so far. */
  output(): string;
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();
/** Removes the data directories and databases the tests made. */
const cleanups: (() => unknown)[] = [];
afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
});
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** A migrated PGlite directory (a copy of the tests' template: creating one from nothing takes far longer). */
async function tempDataDir(): Promise<string> {
  const dir = await freshPGliteDataDir();
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The database environment of a new server: a PGlite directory, or a new PostgreSQL database. */
async function databaseEnv(): Promise<Record<string, string>> {
  if (!TEST_POSTGRES_URL) return { DATA_DIR: await tempDataDir() };
  const database = await createDatabase(TEST_POSTGRES_URL);
  cleanups.push(database.drop);
  return { DATABASE_URL: database.url };
}

/** Spawns server/main.ts (one node process: kill -9 reaches the server itself, not a wrapper). */
async function launch(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEMO_PORT: '0', SEED_DEMO: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, base: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await launch(env);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && server.child.exitCode === null) {
    const ready = await fetch(`${server.base}/api/health/ready`).catch(() => null);
    if (ready?.ok) return server;
    await nextAsk();
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: CONDUCTOR, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as LoginResponse).token;
}

const SETTINGS = '/api/auth/usersettings?app=choir-coach';

describe(`the server process (${TEST_ENGINE})`, () => {
  it(
    'keeps every acknowledged progress write when killed with SIGKILL during a burst of writes',
    async () => {
      const env = await databaseEnv();
      const first = await start(env);
      const token = await signIn(first.base);
      const acknowledged = new Map<number, number>();
      const write = async (id: number) => {
        const res = await fetch(`${first.base}${SETTINGS}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({
            learnElementMetadata: [{ learnElementId: id, learnElementProgress: id % 100 }],
          }),
        }).catch(() => null); // the kill cuts the requests still open
        if (res?.status === 200) acknowledged.set(id, id % 100);
      };
      // Eight writers in parallel; the process is killed once 40 writes were acknowledged.
      let next = 10_000;
      const writers = Array.from({ length: 8 }, async () => {
        while (first.child.exitCode === null && first.child.signalCode === null) await write(next++);
      });
      await vi.waitFor(() => expect(acknowledged.size).toBeGreaterThanOrEqual(40), {
        timeout: START_TIMEOUT_MS,
        interval: 5,
      });
      first.child.kill('SIGKILL');
      await Promise.all(writers);
      await first.exited;
      expect(acknowledged.size).toBeGreaterThanOrEqual(40);

      // On PGlite the killed process left its lock behind: the next start takes it over.
      const second = await start(env);
      const res = await fetch(`${second.base}${SETTINGS}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const stored = new Map(
        ((await res.json()) as UserSettings).learnElementMetadata?.map((m) => [
          m.learnElementId,
          m.learnElementProgress,
        ]),
      );
      const lost = [...acknowledged].filter(([id, value]) => stored.get(id) !== value);
      expect(lost).toEqual([]);
    },
    3 * START_TIMEOUT_MS,
  );

  it.runIf(TEST_ENGINE === 'pglite')(
    'refuses a second process on its data directory; on SIGTERM finishes the request in flight and exits 0',
    async () => {
      const dataDir = await tempDataDir();
      const server = await start({ DATA_DIR: dataDir });

      const second = await launch({ DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`The data directory ${dataDir} is in use by another server process`);
      expect(second.output()).toContain(`pid ${server.child.pid}`);
      expect((await fetch(`${server.base}/api/health/ready`)).status).toBe(200); // the first is unharmed

      // A sign-in whose body arrives slowly: in flight when SIGTERM comes. It asks before sending
      // its body (Expect: 100-continue): the server's "100 Continue" says it has read the head.
      const body = JSON.stringify({ email: CONDUCTOR, password: DEMO_PASSWORD });
      const socket = connect(Number(new URL(server.base).port), '127.0.0.1');
      let response = '';
      socket.on('data', (chunk) => (response += chunk));
      const ended = new Promise((resolve) => socket.on('close', resolve));
      socket.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n${body.slice(0, 10)}`,
      );
      const goOn = 'HTTP/1.1 100 Continue\r\n\r\n';
      await vi.waitFor(() => expect(response).toBe(goOn), { timeout: 10_000 });

      server.child.kill('SIGTERM');
      // No new connections are accepted meanwhile.
      await vi.waitFor(
        async () => expect(await fetch(`${server.base}/api/health`).catch(() => 'refused')).toBe('refused'),
        { timeout: 10_000, interval: 50 },
      );
      socket.write(body.slice(10));
      await ended;
      expect(response.slice(goOn.length)).toMatch(/^HTTP\/1\.1 200/);
      expect(response).toContain('"token"');
      expect(await server.exited).toBe(0);
      // The database was closed and its lock released.
      expect(existsSync(path.join(dataDir, 'choir-coach.lock'))).toBe(false);
      expect(server.output()).not.toMatch(/error/i);
    },
    2 * START_TIMEOUT_MS,
  );
});
