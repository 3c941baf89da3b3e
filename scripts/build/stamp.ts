/**
 * Lets `npm start` skip the build when nothing it is made from changed since the last
 * `npm run build` (which always builds and ends with this script, writing the stamp). The stamp
 * holds a fingerprint of every input's path, size and modification time.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../../server/config';

/** What the bundle and the database snapshot are made from (directories are walked). */
const INPUTS = [
  'src',
  'package.json',
  'package-lock.json',
  'tsup.config.ts',
  'scripts/build',
  'scripts/generate-manifest.ts',
  'server/db',
];

const STAMP = '.build/build-stamp.json';

/** Where a build goes: the bundle and the database snapshot (absolute paths). */
export interface BuildOutputs {
  distDir: string;
  databaseSnapshotDir: string;
}

interface Stamp {
  distDir: string;
  fingerprint: string;
}

function files(root: string, input: string): string[] {
  const full = path.join(root, input);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [input];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(input, name))
    .filter((file) => statSync(path.join(root, file)).isFile());
}

function fingerprint(root: string): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => files(root, input)).sort()) {
    const { size, mtimeMs } = statSync(path.join(root, file));
    hash.update(`${file}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** Why a build is needed, or null when the last one is still current. */
export function staleReason(root = process.cwd(), outputs: BuildOutputs = loadConfig()): string | null {
  if (!existsSync(outputs.distDir) || !existsSync(outputs.databaseSnapshotDir)) return 'no build yet';
  let stamp: Stamp;
  try {
    stamp = JSON.parse(readFileSync(path.join(root, STAMP), 'utf8')) as Stamp;
  } catch {
    return 'no build stamp';
  }
  if (stamp.distDir !== outputs.distDir) return `the last build went to ${stamp.distDir}`;
  if (stamp.fingerprint !== fingerprint(root)) return 'sources changed since the last build';
  return null;
}

export function writeStamp(root = process.cwd(), outputs: BuildOutputs = loadConfig()): void {
  mkdirSync(path.join(root, path.dirname(STAMP)), { recursive: true });
  const stamp: Stamp = { distDir: outputs.distDir, fingerprint: fingerprint(root) };
  writeFileSync(path.join(root, STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) writeStamp();
