/**
 * Lets `npm start` skip the build when nothing it is made from changed since the last
 * `npm run build` (which always builds and ends with `stamp.ts write`). The stamp holds a
 * fingerprint of every input's path, size and modification time.
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

function files(input: string): string[] {
  if (!existsSync(input)) return [];
  if (!statSync(input).isDirectory()) return [input];
  return readdirSync(input, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(input, name))
    .filter((file) => statSync(file).isFile());
}

function fingerprint(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files).sort()) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${file}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

interface Stamp {
  distDir: string;
  fingerprint: string;
}

/** Why a build is needed, or null when the last one is still current. */
export function staleReason(): string | null {
  const { distDir, databaseSnapshotDir } = loadConfig();
  if (!existsSync(distDir) || !existsSync(databaseSnapshotDir)) return 'no build yet';
  let stamp: Stamp;
  try {
    stamp = JSON.parse(readFileSync(STAMP, 'utf8')) as Stamp;
  } catch {
    return 'no build stamp';
  }
  if (stamp.distDir !== distDir) return `the last build went to ${stamp.distDir}`;
  if (stamp.fingerprint !== fingerprint()) return 'sources changed since the last build';
  return null;
}

function writeStamp(): void {
  mkdirSync(path.dirname(STAMP), { recursive: true });
  const stamp: Stamp = { distDir: loadConfig().distDir, fingerprint: fingerprint() };
  writeFileSync(STAMP, `${JSON.stringify(stamp, null, 2)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) writeStamp();
