/**
 * One process per embedded data directory: a second opener is refused with a message naming the
 * directory and the owner; a lock left by a killed process or carried by a copied directory is not.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from '../../server/db/data-dir-lock';
import { openDatabase } from '../../server/db/database';
import { freshPGliteDataDir, TEST_ENGINE } from './helpers';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LOCK = 'choir-coach.lock';
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

async function dataDir(): Promise<string> {
  const dir = realpathSync(await freshPGliteDataDir());
  made.push(dir);
  return dir;
}

/** A process that takes the directory's lock, then is killed with SIGKILL (no chance to release it). */
async function lockAndKill(dir: string): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('./server/db/data-dir-lock.ts').then((m) => { m.lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); })`,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => child.stdout.once('data', resolve));
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** Opening PGlite takes 5-20 s on a busy machine (the server tests' hooks allow 60 s for it). */
const OPENS_PGLITE_MS = 60_000;

describe.runIf(TEST_ENGINE === 'pglite')('the PGlite data directory lock', () => {
  it(
    'refuses a second opener while the first has it open, naming the directory and the process',
    async () => {
      const dir = await dataDir();
      const first = await openDatabase({ dataDir: dir });
      try {
        const second = openDatabase({ dataDir: dir });
        await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
        await expect(second).rejects.toThrow(
          `The data directory ${dir} is in use by another server process (pid ${process.pid}`,
        );
      } finally {
        await first.close();
      }
      expect(existsSync(path.join(dir, LOCK))).toBe(false); // closed: the directory is free again
    },
    OPENS_PGLITE_MS,
  );

  it('takes over a lock whose process was killed', async () => {
    const dir = await dataDir();
    await lockAndKill(dir);
    expect(readFileSync(path.join(dir, LOCK), 'utf8')).toContain('"pid"');
    lockDataDir(dir)();
  });

  it('takes over a lock copied with the directory (a restored backup) while the original stays locked', async () => {
    const original = await dataDir();
    const release = lockDataDir(original);
    try {
      const copy = `${original}-copy`;
      made.push(copy);
      cpSync(original, copy, { recursive: true });
      lockDataDir(copy)();
      expect(() => lockDataDir(original)).toThrow(DataDirInUseError);
    } finally {
      release();
    }
  });
});
