import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, type Migration, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import * as initial from './migrations/001-initial';
import * as downloadGrants from './migrations/002-download-grants';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

/** Versioned migrations, in order. Add a file and a line here; never edit a shipped one. */
const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '002-download-grants': downloadGrants,
};

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir`
 * (`memory://` for a throwaway one), and brings the schema up to date.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<OpenDatabase> {
  let db: Kysely<Database>;
  let kind: OpenDatabase['kind'];
  if (options.databaseUrl) {
    kind = 'postgres';
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: options.databaseUrl, max: 10 }) }),
    });
  } else {
    kind = 'pglite';
    if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
    const lite = await PGlite.create(options.dataDir);
    db = new Kysely<Database>({ dialect: new PGliteDialect(lite) });
  }
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Error') console.error(`Migration ${result.migrationName} failed`);
  }
  if (error) {
    await db.destroy();
    throw error;
  }
  return { db, kind, close: () => db.destroy() };
}
