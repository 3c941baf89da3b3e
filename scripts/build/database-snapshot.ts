/**
 * Builds the embedded database's snapshot (server/db/snapshot.ts): a data directory created and
 * migrated once here, so that a server on a new data directory copies it instead of running initdb
 * and every migration. Part of `npm run build`.
 */
import { renameSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { writeSnapshotManifest } from '../../server/db/snapshot';

export async function buildDatabaseSnapshot(snapshotDir: string): Promise<void> {
  const building = `${snapshotDir}.building`;
  rmSync(building, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: building });
  const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
    database.db,
  );
  await database.close(); // a cleanly closed cluster: a copy of it opens without recovery
  writeSnapshotManifest(
    building,
    applied.rows.map((row) => row.name),
  );
  rmSync(snapshotDir, { recursive: true, force: true });
  renameSync(building, snapshotDir);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const { databaseSnapshotDir } = loadConfig();
  await buildDatabaseSnapshot(databaseSnapshotDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`database snapshot: ${databaseSnapshotDir} (${seconds} s)`);
}
