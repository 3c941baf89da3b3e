/**
 * One writer at a time of an editions folder's indexes (`catalogue.json`, `imports.json`), across
 * every server process and the pipeline on that folder (decision 0054): a lock file created
 * exclusively (`O_EXCL`) beside them. It is held for the few milliseconds of numbering a version,
 * moving its folder into place and writing the indexes; the heavy work happens before, unlocked.
 */

import { randomBytes } from 'node:crypto';
import { open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const LOCK_FILE = '.catalogue.lock';

/** The lock was not free within the wait: another save or build is writing the indexes. */
export class CatalogueBusyError extends Error {
  constructor() {
    super('Another version is being saved; try again in a moment.');
    this.name = 'CatalogueBusyError';
  }
}

/** Writes a file whole or not at all: a reader (a server process, a build) never sees half of it. */
export async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}
/** A lock this old was left by a process that died while holding it. */
const STALE_MS = 30_000;

function isCode(error: unknown, code: string): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === code;
}

/** Takes the lock (waiting up to `waitMs`), runs `work`, and gives the lock back, also on an error. */
export async function withCatalogueLock<T>(
  editionsDir: string,
  work: () => Promise<T>,
  {
    waitMs = 10_000,
    onStale = (file: string) => console.warn(`removing a stale catalogue lock: ${file}`),
  } = {},
): Promise<T> {
  const file = path.join(editionsDir, LOCK_FILE);
  const deadline = Date.now() + waitMs;
  // What this holder wrote: the lock is given back only while it is still ours (not broken as stale).
  const token = `${process.pid} ${hostname()} ${new Date().toISOString()} ${randomBytes(8).toString('hex')}\n`;
  for (;;) {
    try {
      const handle = await open(file, 'wx');
      try {
        await handle.writeFile(token);
      } catch (error) {
        // A lock left empty (disk full) would hold off every save until it is stale.
        await handle.close();
        await rm(file, { force: true });
        throw error;
      }
      await handle.close();
      break;
    } catch (error) {
      if (!isCode(error, 'EEXIST')) throw error;
    }
    const held = await stat(file).catch(() => null);
    if (held && Date.now() - held.mtimeMs > STALE_MS) {
      onStale(file);
      await rm(file, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new CatalogueBusyError();
    await sleep(10 + Math.random() * 40);
  }
  try {
    return await work();
  } finally {
    if ((await readFile(file, 'utf8').catch(() => null)) === token) await rm(file, { force: true });
  }
}
