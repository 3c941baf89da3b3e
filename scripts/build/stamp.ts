/**
 * Lets `npm start` skip what is still current: the stamp holds, per part of the build, a
 * fingerprint of its inputs (each file's path, size and modification time) when it was made.
 * - the bundle (`dist/`), made from the sources and the build scripts;
 * - the database snapshot, made from the migrations and the installed PGlite (the lock file);
 * - the server's build (`.build/server/`), made from `server/` and the part of `src/` it imports;
 * - the finishing steps (typings, compressed siblings), done for one bundle: `npm start` runs them
 *   after the server listens, so a start stopped before they ended resumes them.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { SERVER_ENTRY } from './server-bundle';

const INPUTS = {
  bundle: [
    'src',
    'package.json',
    'package-lock.json',
    'tsup.config.ts',
    'scripts/build',
    'scripts/generate-manifest.ts',
  ],
  snapshot: ['server/db', 'package-lock.json', 'scripts/build/database-snapshot.ts'],
  // The server imports only src/core of the client's code (the layer rules), and of the content
  // pipeline the sync map's retiming, file format and list of imports (the operator's sync editor,
  // decision 0048):
  // server-bundle.test.ts.
  server: [
    'server',
    'src/core',
    'content/pipeline/align/retime.ts',
    'content/pipeline/catalogue-lock.ts',
    'content/pipeline/edition-files.ts',
    'content/pipeline/edition-index.ts',
    'package.json',
    'package-lock.json',
    'scripts/build/server-bundle.ts',
  ],
};

const STAMP = '.build/build-stamp.json';

/** Where a build goes: the bundle and the database snapshot (absolute paths). */
export interface BuildOutputs {
  distDir: string;
  databaseSnapshotDir: string;
}

/** The fingerprint of each part's inputs. */
export type Fingerprints = Record<keyof typeof INPUTS, string>;

interface Stamp {
  distDir?: string;
  bundle?: string;
  snapshot?: string;
  server?: string;
  /** The bundle fingerprint whose typings and compressed siblings are written. */
  finished?: string;
}

/** What a start still has to do, each with why; null when that part is current. */
export interface PendingWork {
  bundle: string | null;
  snapshot: string | null;
  server: string | null;
  finishing: string | null;
}

function files(root: string, input: string): string[] {
  const full = path.join(root, input);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [input];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(input, name))
    .filter((file) => statSync(path.join(root, file)).isFile());
}

function fingerprint(root: string, inputs: string[]): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => files(root, input)).sort()) {
    const { size, mtimeMs } = statSync(path.join(root, file));
    hash.update(`${file}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** Taken before a build: a source saved while it runs makes the next start build again. */
export function fingerprints(root = process.cwd()): Fingerprints {
  return {
    bundle: fingerprint(root, INPUTS.bundle),
    snapshot: fingerprint(root, INPUTS.snapshot),
    server: fingerprint(root, INPUTS.server),
  };
}

/** The files and folders the server's build is made from (relative to the checkout). */
export const SERVER_INPUTS: readonly string[] = INPUTS.server;

function readStamp(root: string): Stamp | null {
  try {
    return JSON.parse(readFileSync(path.join(root, STAMP), 'utf8')) as Stamp;
  } catch {
    return null;
  }
}

export function pendingWork(
  root = process.cwd(),
  outputs: BuildOutputs = loadConfig(),
  current: Fingerprints = fingerprints(root),
): PendingWork {
  const stamp = readStamp(root);
  const bundle = !existsSync(outputs.distDir)
    ? 'no build yet'
    : !stamp
      ? 'no build stamp'
      : stamp.distDir !== outputs.distDir
        ? `the last build went to ${stamp.distDir}`
        : stamp.bundle !== current.bundle
          ? 'sources changed since the last build'
          : null;
  const snapshot = !existsSync(outputs.databaseSnapshotDir)
    ? 'no database snapshot yet'
    : stamp?.snapshot !== current.snapshot
      ? 'the migrations or PGlite changed since the last snapshot'
      : null;
  const server = !existsSync(path.join(root, SERVER_ENTRY))
    ? 'no server build yet'
    : stamp?.server !== current.server
      ? 'the server changed since its last build'
      : null;
  const finishing =
    bundle ?? (stamp?.finished !== current.bundle ? 'the last start stopped before compressing' : null);
  return { bundle, snapshot, server, finishing };
}

/** Why a start must build before the server can answer, or null when the last build is current. */
export function staleReason(root = process.cwd(), outputs: BuildOutputs = loadConfig()): string | null {
  const pending = pendingWork(root, outputs);
  return pending.bundle ?? pending.snapshot ?? pending.server;
}

/**
 * Records the parts just made (their inputs' fingerprints from before they were made). A new bundle
 * is unfinished until its finishing steps are recorded too.
 */
export function recordBuilt(
  root: string,
  outputs: BuildOutputs,
  made: { bundle?: string; snapshot?: string; server?: string; finished?: string },
): void {
  const { distDir, bundle, snapshot, server, finished } = readStamp(root) ?? {};
  const stamp: Stamp = { distDir, bundle, snapshot, server, finished };
  if (made.bundle !== undefined) {
    stamp.distDir = outputs.distDir;
    stamp.bundle = made.bundle;
    stamp.finished = undefined;
  }
  if (made.snapshot !== undefined) stamp.snapshot = made.snapshot;
  if (made.server !== undefined) stamp.server = made.server;
  if (made.finished !== undefined) stamp.finished = made.finished;
  const file = path.join(root, STAMP);
  mkdirSync(path.dirname(file), { recursive: true });
  // Written whole under another name first: a start reading it meanwhile sees the old or the new one.
  writeFileSync(`${file}.${process.pid}`, `${JSON.stringify(stamp, null, 2)}\n`);
  renameSync(`${file}.${process.pid}`, file);
}

/** Records a whole build: every part made from `made`. */
export function writeStamp(
  root = process.cwd(),
  outputs: BuildOutputs = loadConfig(),
  made: Fingerprints = fingerprints(root),
): void {
  recordBuilt(root, outputs, { ...made, finished: made.bundle });
}
