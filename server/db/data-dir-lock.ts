import { linkSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { isProcessAlive } from '../process-alive';

/**
 * One writer per embedded data directory: PGlite has no lock of its own, and two processes on one
 * directory silently corrupt it. The lock is a file created atomically holding the owner's
 * pid; a lock whose process is gone (after `kill -9` or a crash) is stale and taken over.
 */

const LOCK_FILE = 'choir-coach.lock';

interface LockOwner {
  pid: number;
  hostname: string;
  /** The directory the lock was written for: a copied directory (a restored backup) carries a stale one. */
  dataDir: string;
  startedAt: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The data directory ${dataDir} is in use by another server process (pid ${owner.pid} on ${owner.hostname}, ` +
        `started ${owner.startedAt}). Two processes on one embedded database would corrupt it: stop that ` +
        'process, give this one another DATA_DIR, or use PostgreSQL (DATABASE_URL) to run several processes.',
    );
    this.name = 'DataDirInUseError';
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' ? (owner as LockOwner) : null;
  } catch {
    return null; // gone meanwhile, or torn by a crash while it was written
  }
}

function holdsLock(owner: LockOwner | null, dataDir: string): owner is LockOwner {
  return (
    owner !== null &&
    owner.dataDir === dataDir &&
    // Another machine's pid cannot be checked from here (a shared network directory): assume it is alive.
    (owner.hostname !== hostname() || isProcessAlive(owner.pid))
  );
}

/** Takes the directory's lock or throws DataDirInUseError; the returned function releases it. */
export function lockDataDir(directory: string): () => void {
  const dataDir = realpathSync(directory);
  const file = path.join(dataDir, LOCK_FILE);
  const draft = `${file}.${process.pid}`;
  const me: LockOwner = {
    pid: process.pid,
    hostname: hostname(),
    dataDir,
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      // Written aside, then linked into place: the lock appears atomically and never half-written.
      writeFileSync(draft, JSON.stringify(me));
      linkSync(draft, file);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (holdsLock(owner, dataDir)) throw new DataDirInUseError(dataDir, owner);
      if (attempt > 0)
        throw new Error(
          `Cannot lock the data directory ${dataDir}: ${file} keeps reappearing. Is another server starting?`,
        );
      rmSync(file, { force: true }); // stale: its process is gone
    } finally {
      rmSync(draft, { force: true });
    }
  }
  const release = () => {
    if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
    process.off('exit', release);
  };
  // A process that ends without closing the database (an uncaught error) still frees the directory.
  process.on('exit', release);
  return release;
}
