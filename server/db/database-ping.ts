import { type Kysely, sql } from 'kysely';
import { OverloadedError } from '../work-queue';
import type { Database } from './schema';

/** Longer than a busy embedded database's queue should ever be; a check must not hang a probe. */
const PING_TIMEOUT_MS = 3000;
/** How old the liveness's last check may be before a read of it starts the next one. */
const WATCH_MAX_AGE_MS = 1000;

/** What a `select 1` finds: an answer, only a full pool (load), or no database within PING_TIMEOUT_MS. */
export type DatabaseState = 'up' | 'busy' | 'down';

export async function checkDatabase(db: Kysely<Database>): Promise<DatabaseState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), PING_TIMEOUT_MS);
  });
  const query = sql`select 1`.execute(db).then(
    () => 'up' as const,
    (error: unknown) => (error instanceof OverloadedError ? 'busy' : 'down'),
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The database's state for liveness: the result of the last background ping, never awaited by
 * the request that reads it (a busy database or a full pool must not make a live process look
 * dead). A read finding the last ping older than WATCH_MAX_AGE_MS starts the next, one at a time;
 * no timer runs while nobody asks.
 */
export function watchDatabase(db: Kysely<Database>) {
  // The database answered when the server started: it ran the migrations.
  let up = true;
  let checkedAt = Date.now();
  let pinging = false;
  return {
    isUp(): boolean {
      if (!pinging && Date.now() - checkedAt > WATCH_MAX_AGE_MS) {
        pinging = true;
        void checkDatabase(db).then((state) => {
          up = state !== 'down'; // busy is up
          checkedAt = Date.now();
          pinging = false;
        });
      }
      return up;
    },
  };
}
