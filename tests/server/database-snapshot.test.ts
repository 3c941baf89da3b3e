/**
 * A new embedded database starts as a copy of the build's snapshot (server/db/snapshot.ts) instead
 * of initdb and every migration: the result equals a database migrated from nothing, migrations
 * newer than the snapshot still run, and a snapshot never goes over an existing database.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MIGRATIONS, openDatabase } from '../../server/db/database';
import { PGliteDialect } from '../../server/db/pglite-dialect';
import type { Database } from '../../server/db/schema';
import { DEMO_ACCOUNTS, seedArticles, seedDemo } from '../../server/db/seed';
import { snapshotUnusableReason, writeSnapshotManifest } from '../../server/db/snapshot';
import { freshPGliteDataDir, TEST_ENGINE } from './helpers';

const made: string[] = [];
function tempDir(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `choir-coach-${name}-`));
  made.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const NAMES = Object.keys(MIGRATIONS);
const NEWEST = NAMES.at(-1)!;

/** A snapshot one migration behind the code, as a build before the newest migration made it. */
async function snapshotWithoutNewest(): Promise<string> {
  const dir = tempDir('snapshot');
  const lite = await PGlite.create(dir);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(lite) });
  const older = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name !== NEWEST));
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => older },
  }).migrateToLatest();
  // A mark outside what is compared, to tell a copy of this snapshot from a database made anew.
  if (!error) await sql`comment on table kysely_migration is 'test snapshot'`.execute(db);
  await db.destroy();
  if (error) throw error;
  writeSnapshotManifest(dir, Object.keys(older));
  return dir;
}

/** What must be equal: the schema, the applied migrations and the seeded rows (without timestamps). */
async function contents(db: Kysely<Database>) {
  const rows = async (query: ReturnType<typeof sql>) => (await query.execute(db)).rows;
  return {
    columns: await rows(sql`select table_name, column_name, data_type, is_nullable, column_default
      from information_schema.columns where table_schema = 'public' order by table_name, column_name`),
    indexes: await rows(sql`select tablename, indexname, indexdef from pg_indexes
      where schemaname = 'public' order by tablename, indexname`),
    constraints: await rows(sql`select table_name, constraint_name, constraint_type
      from information_schema.table_constraints where table_schema = 'public'
      order by table_name, constraint_name`),
    migrations: await rows(sql`select name from kysely_migration order by name`),
    articles: await rows(sql`select * from articles order by id`),
    users: await rows(sql`select email, username, first_name, last_name from users order by email`),
    purchases: await rows(sql`select u.email, p.article_id, p.seats, p.source from purchases p
      join users u on u.id = p.user_id order by u.email, p.article_id`),
    codes: await rows(sql`select code, article_id, used_by from unlock_codes order by code`),
  };
}

async function openSeeded(dataDir: string, snapshotDir?: string) {
  const database = await openDatabase({ dataDir, snapshotDir });
  await seedArticles(database.db, []);
  await seedDemo(database.db);
  return database;
}

describe.runIf(TEST_ENGINE === 'pglite')('the embedded database snapshot', () => {
  let snapshot: string;
  beforeAll(async () => {
    snapshot = await snapshotWithoutNewest();
  });

  it('starts a new data directory from the snapshot, runs the newer migration, and equals a migrated database', async () => {
    const warn = vi.spyOn(console, 'warn');
    const fromSnapshot = await openSeeded(tempDir('from-snapshot'), snapshot);
    const migrated = await openSeeded(await freshPGliteDataDir());
    try {
      expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('from nothing'));
      const mark = await sql<{
        mark: string | null;
      }>`select obj_description('kysely_migration'::regclass) as mark`.execute(fromSnapshot.db);
      expect(mark.rows[0]?.mark).toBe('test snapshot');
      const ours = await contents(fromSnapshot.db);
      expect(ours.migrations).toContainEqual({ name: NEWEST });
      expect(ours.users).toHaveLength(DEMO_ACCOUNTS.length);
      expect(ours).toEqual(await contents(migrated.db));
    } finally {
      warn.mockRestore();
      await fromSnapshot.close();
      await migrated.close();
    }
  }, 60_000); // two databases opened and seeded

  it('never copies the snapshot over an existing database', async () => {
    const dataDir = await freshPGliteDataDir();
    made.push(dataDir);
    const first = await openSeeded(dataDir);
    await sql`delete from unlock_codes where code = 'COACH-SE-DEMO'`.execute(first.db);
    await first.close();
    const again = await openDatabase({ dataDir, snapshotDir: snapshot });
    try {
      const codes = await sql<{ code: string }>`select code from unlock_codes`.execute(again.db);
      expect(codes.rows.map((row) => row.code)).not.toContain('COACH-SE-DEMO');
      expect(codes.rows.length).toBeGreaterThan(0);
    } finally {
      await again.close();
    }
  });

  it('is not used when it holds a migration the code does not know, or was made by another PGlite', () => {
    expect(snapshotUnusableReason(snapshot, NAMES)).toBeNull();
    const other = tempDir('other-snapshot');
    cpSync(snapshot, other, { recursive: true });
    writeSnapshotManifest(other, [...NAMES, '999-from-the-future']);
    expect(snapshotUnusableReason(other, NAMES)).toMatch(/does not know \(999-from-the-future\)/);
    writeFileSync(
      path.join(other, 'choir-coach-snapshot.json'),
      JSON.stringify({ pglite: '0.1.0', migrations: [] }),
    );
    expect(snapshotUnusableReason(other, NAMES)).toMatch(/made by PGlite 0\.1\.0/);
    expect(snapshotUnusableReason(tempDir('empty'), NAMES)).toBe('no snapshot was built');
  });
});
