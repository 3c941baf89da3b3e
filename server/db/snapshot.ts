import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * A migrated, empty PGlite data directory made at build time (`scripts/build/database-snapshot.ts`).
 * A new embedded database starts as a copy of it instead of running initdb and every migration
 * (about 10 s of a cold start); the migrator then runs whatever is newer than the snapshot.
 */

/** Beside the data files, what the snapshot holds; never copied into a data directory. */
const MANIFEST = 'choir-coach-snapshot.json';
/** PostgreSQL's mark of an existing cluster: PGlite runs initdb where it is missing. */
const CLUSTER_MARK = 'PG_VERSION';
/** Files of the data directory's own (the writer's lock) that a snapshot must not carry. */
const NOT_COPIED = new Set([MANIFEST, 'choir-coach.lock']);

export interface SnapshotManifest {
  /** The PGlite release that wrote the files: another one may not read them. */
  pglite: string;
  /** The migrations already applied in the snapshot. */
  migrations: string[];
}

export function installedPGliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const packageJson = path.join(
    entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)),
    'package.json',
  );
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

export function writeSnapshotManifest(snapshotDir: string, migrations: string[]): void {
  const manifest: SnapshotManifest = { pglite: installedPGliteVersion(), migrations };
  writeFileSync(path.join(snapshotDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

function readManifest(snapshotDir: string): SnapshotManifest | null {
  try {
    return JSON.parse(readFileSync(path.join(snapshotDir, MANIFEST), 'utf8')) as SnapshotManifest;
  } catch {
    return null; // no snapshot built (or an unfinished one)
  }
}

/** Whether the data directory already holds a database: a snapshot never goes over one. */
export function holdsDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, CLUSTER_MARK));
}

/**
 * Why the snapshot cannot start a new database here, or null when it can: never one from another
 * PGlite release, never one holding a migration this code does not know (a snapshot from a newer
 * checkout), which the migrator would refuse.
 */
export function snapshotUnusableReason(snapshotDir: string, knownMigrations: string[]): string | null {
  const manifest = readManifest(snapshotDir);
  if (!manifest || !existsSync(path.join(snapshotDir, CLUSTER_MARK))) return 'no snapshot was built';
  if (manifest.pglite !== installedPGliteVersion())
    return `the snapshot was made by PGlite ${manifest.pglite}, this is ${installedPGliteVersion()}`;
  const unknown = manifest.migrations.filter((name) => !knownMigrations.includes(name));
  if (unknown.length > 0)
    return `the snapshot holds migrations this code does not know (${unknown.join(', ')})`;
  return null;
}

/**
 * Copies the snapshot into an empty data directory. The cluster mark goes last: a copy cut short
 * (a crash) leaves no mark, so the next start sees no database and copies again, where a
 * half-copied cluster with its mark would be opened as if whole.
 */
export function copySnapshot(snapshotDir: string, dataDir: string): void {
  for (const name of readdirSync(snapshotDir)) {
    if (name === CLUSTER_MARK || NOT_COPIED.has(name)) continue;
    cpSync(path.join(snapshotDir, name), path.join(dataDir, name), { recursive: true, force: true });
  }
  cpSync(path.join(snapshotDir, CLUSTER_MARK), path.join(dataDir, CLUSTER_MARK));
}
