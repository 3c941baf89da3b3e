import { mkdirSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, type Migration, Migrator, PostgresDialect } from 'kysely';
import { log } from '../log';
import { lockDataDir } from './data-dir-lock';
import * as initial from './migrations/001-initial';
import * as downloadGrants from './migrations/002-download-grants';
import * as sessions from './migrations/003-sessions';
import * as clientErrorReports from './migrations/004-client-error-reports';
import * as seatDownloadGrants from './migrations/005-seat-download-grants';
import * as ordersAndDevices from './migrations/006-orders-and-devices';
import * as markings from './migrations/007-markings';
import * as programmes from './migrations/008-programmes';
import * as deletedProgrammes from './migrations/009-deleted-programmes';
import { PGliteDialect } from './pglite-dialect';
import { createPool, POOL_LIMITS, type PoolLimits } from './postgres-pool';
import type { Database } from './schema';
import { copySnapshot, holdsDatabase, snapshotUnusableReason } from './snapshot';
import { WriteWatch } from './write-watch';

/** Versioned migrations, in order. Add a file and a line here; never edit a shipped one. */
export const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '002-download-grants': downloadGrants,
  '003-sessions': sessions,
  '004-client-error-reports': clientErrorReports,
  '005-seat-download-grants': seatDownloadGrants,
  '006-orders-and-devices': ordersAndDevices,
  '007-markings': markings,
  '008-programmes': programmes,
  '009-deleted-programmes': deletedProgrammes,
};

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** Every write, on PGlite (one process holds it, so it sees them all); null on PostgreSQL. */
  writes: WriteWatch | null;
  close(): Promise<void>;
}

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir`
 * (`memory://` for a throwaway one), and brings the schema up to date. A data directory already
 * open in another process is refused (DataDirInUseError). A new data directory starts as a copy of
 * `snapshotDir` when that snapshot fits (server/db/snapshot.ts).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  snapshotDir?: string | undefined;
  /** PostgreSQL settings for this start of PGlite (`-c name=value`: never written to the data directory). */
  pgliteSettings?: Record<string, string>;
  /** The PostgreSQL pool's size and longest wait for a connection (server/db/postgres-pool.ts). */
  pool?: PoolLimits;
}): Promise<OpenDatabase> {
  let db: Kysely<Database>;
  let kind: OpenDatabase['kind'];
  let writes: WriteWatch | null = null;
  let unlock = () => {};
  if (options.databaseUrl) {
    kind = 'postgres';
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: createPool(options.databaseUrl, options.pool ?? POOL_LIMITS) }),
    });
  } else {
    kind = 'pglite';
    if (!options.dataDir.startsWith('memory://')) {
      mkdirSync(options.dataDir, { recursive: true });
      unlock = lockDataDir(options.dataDir);
      if (options.snapshotDir && !holdsDatabase(options.dataDir))
        startFromSnapshot(options.snapshotDir, options.dataDir);
    }
    setFlagsFromString(ONE_WASM_COMPILATION_AT_A_TIME);
    try {
      const settings = Object.entries(options.pgliteSettings ?? {}).flatMap(([name, value]) => [
        '-c',
        `${name}=${value}`,
      ]);
      const lite = await PGlite.create({
        dataDir: options.dataDir,
        startParams: [...PGlite.defaultStartParams, ...settings],
      });
      writes = new WriteWatch();
      db = new Kysely<Database>({ dialect: new PGliteDialect(lite), plugins: [writes] });
    } catch (error) {
      unlock();
      throw error;
    }
  }
  const close = async () => {
    await db.destroy();
    unlock();
  };
  // Several processes may start at once: on PostgreSQL, Kysely's migrator holds an advisory lock
  // (pg_advisory_lock) while it migrates, so they wait for each other (tests/server/multi-process.test.ts).
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Error') log.error('Migration failed', { migration: result.migrationName });
  }
  if (error) {
    await close();
    throw error;
  }
  return { db, kind, writes, close };
}

/**
 * V8 moves PGlite's hot WebAssembly functions to its optimizing compiler on up to four threads at
 * once; what those compilations leave in the C allocator stays resident (about 40 MB of a 320 MB
 * server). One at a time keeps that small, and the code ends up as fast (tests/bench/load.ts).
 * Read when a module is compiled, so setting it before PGlite starts is enough.
 */
const ONE_WASM_COMPILATION_AT_A_TIME = '--wasm-num-compilation-tasks=1';

/** Copies the build's snapshot into a new data directory, or says why the database is created from nothing. */
function startFromSnapshot(snapshotDir: string, dataDir: string): void {
  const reason = snapshotUnusableReason(snapshotDir, Object.keys(MIGRATIONS));
  if (reason === null) copySnapshot(snapshotDir, dataDir);
  else log.warn('Creating the database from nothing (about 10 s)', { reason });
}
