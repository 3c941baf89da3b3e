/**
 * Lets `npm start` skip the build when nothing it is made from changed since the last
 * `npm run build` (which always builds and ends with `stamp.ts write`). The stamp holds a
 * fingerprint of every input's path, size and modification time; `stamp.ts check` exits 0 when the
 * outputs exist and the inputs still match it, else 1 with the reason.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
function staleReason(): string | null {
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

const command = process.argv[2];
if (command === 'write') {
  mkdirSync(path.dirname(STAMP), { recursive: true });
  const stamp: Stamp = { distDir: loadConfig().distDir, fingerprint: fingerprint() };
  writeFileSync(STAMP, `${JSON.stringify(stamp, null, 2)}\n`);
} else if (command === 'check') {
  const reason = staleReason();
  if (reason !== null) {
    console.log(`Building (${reason}).`);
    process.exit(1);
  }
  console.log('Build is current: skipping it.');
} else {
  console.error('usage: tsx scripts/build/stamp.ts check|write');
  process.exit(2);
}
