/**
 * Real server processes for the tests (server/main.ts as a child of node, so kill -9 reaches the
 * server itself), on the database engine of the vitest project: a migrated PGlite directory per
 * process, or one new PostgreSQL database processes may share.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { createDatabase, freePort } from './embedded-postgres';
import { freshPGliteDataDir, TEST_POSTGRES_URL } from './helpers';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** How long a starting server is left before it is asked again whether it is ready. */
const nextAsk = () => new Promise((resolve) => setTimeout(resolve, 250));
/** Starting tsx, PGlite and the demo seed takes a few seconds, far more on a busy machine. */
export const START_TIMEOUT_MS = 90_000;

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** stdout and stderr so far. */
  output(): string;
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();
/** Removes the data directories and databases the tests made. */
const cleanups: (() => unknown)[] = [];

/** Kills (SIGKILL) every server process still running: for afterEach. */
export function killServers(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/** Removes the data directories and databases made so far: for afterAll. */
export async function removeServerData(): Promise<void> {
  for (const cleanup of cleanups.splice(0)) await cleanup();
}

/** A migrated PGlite directory (a copy of the tests' template: creating one from nothing takes far longer). */
export async function tempDataDir(): Promise<string> {
  const dir = await freshPGliteDataDir();
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The database environment of a new server: a PGlite directory, or a new PostgreSQL database. */
export async function databaseEnv(): Promise<Record<string, string>> {
  if (!TEST_POSTGRES_URL) return { DATA_DIR: await tempDataDir() };
  const database = await createDatabase(TEST_POSTGRES_URL);
  cleanups.push(database.drop);
  return { DATABASE_URL: database.url };
}

/** Spawns server/main.ts (one node process: kill -9 reaches the server itself, not a wrapper). */
export async function launch(env: Record<string, string>): Promise<ServerProcess> {
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

/** Launches a server and waits until it says it is ready. */
export async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await launch(env);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && server.child.exitCode === null) {
    const ready = await fetch(`${server.base}/api/health/ready`).catch(() => null);
    if (ready?.ok) return server;
    await nextAsk();
  }
  throw new Error(`server did not start:\n${server.output()}`);
}
