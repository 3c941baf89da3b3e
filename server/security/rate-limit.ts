import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** One counter and the number of attempts it allows per window. */
export interface Allowance {
  key: string;
  limit: number;
}

export interface Reservation {
  allowed: boolean;
  /** Until the last window of a refusing counter ends (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in the database, so every server process shares them. Counts one hit on
 * every key in ONE statement (insert … on conflict do update … returning) and returns the counts:
 * the row lock orders concurrent upserts of a key, on PGlite and on PostgreSQL.
 */
export async function countHits(db: Kysely<Database>, keys: readonly string[], windowMs: number) {
  const now = new Date();
  const windowStart = new Date(now.getTime() - windowMs);
  const rows = await db
    .insertInto('rate_limits')
    .values(keys.map((key) => ({ key, window_start: now, count: 1 })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_start < ${windowStart} then 1 else rate_limits.count + 1 end`,
        window_start: sql<Date>`case when rate_limits.window_start < ${windowStart} then ${now} else rate_limits.window_start end`,
      }),
    )
    .returning(['key', 'count', 'window_start'])
    .execute();
  return rows.map((row) => ({ ...row, windowEnd: new Date(row.window_start).getTime() + windowMs }));
}

/**
 * Reserves one attempt on every counter before the work it guards (a password or code check), so a
 * burst of parallel requests cannot all pass a check made before they are counted.
 */
export async function reserve(
  db: Kysely<Database>,
  allowances: readonly Allowance[],
  windowMs: number,
): Promise<Reservation> {
  const rows = await countHits(
    db,
    allowances.map(({ key }) => key),
    windowMs,
  );
  const limits = new Map(allowances.map(({ key, limit }) => [key, limit]));
  const refusedUntil = rows
    .filter((row) => row.count > (limits.get(row.key) ?? 0))
    .map((row) => row.windowEnd);
  if (refusedUntil.length === 0) return { allowed: true, retryAfterSeconds: 0 };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((Math.max(...refusedUntil) - Date.now()) / 1000)),
  };
}

/** Counts one hit and returns whether the key is still within `limit` hits of the current window. */
export async function hit(
  db: Kysely<Database>,
  key: string,
  limit: number,
  windowMs: number,
): Promise<boolean> {
  return (await reserve(db, [{ key, limit }], windowMs)).allowed;
}

/** Gives back reserved attempts that turned out to be no failure (a right password or code). */
export async function refund(db: Kysely<Database>, keys: readonly string[]): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`greatest(count - 1, 0)` })
    .where('key', 'in', keys)
    .execute();
}

/** The hits of the key in its current window (0 when it has none). */
export async function hitsOf(db: Kysely<Database>, key: string, windowMs: number): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['count', 'window_start'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || new Date(row.window_start).getTime() <= Date.now() - windowMs) return 0;
  return row.count;
}

export async function clearLimit(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
