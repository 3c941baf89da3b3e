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
  /** The counters that were full (empty when allowed). */
  refused: string[];
  /** When each counter's current window began (to count failures in the same window, see countHitsIn). */
  windowStarts: Map<string, Date>;
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
 * burst of parallel requests cannot all pass a check made before they are counted. All or nothing:
 * a refused reservation is given back at once, so refusals never fill a counter.
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
  const windowStarts = new Map(rows.map((row) => [row.key, new Date(row.window_start)]));
  const refused = rows.filter((row) => row.count > (limits.get(row.key) ?? 0));
  if (refused.length === 0) return { allowed: true, retryAfterSeconds: 0, refused: [], windowStarts };
  await refund(
    db,
    rows.map((row) => row.key),
  );
  return {
    allowed: false,
    retryAfterSeconds: secondsUntil(Math.max(...refused.map((row) => row.windowEnd))),
    refused: refused.map((row) => row.key),
    windowStarts,
  };
}

/** Whole seconds until `time` (at least 1), for Retry-After. */
export const secondsUntil = (time: number) => Math.max(1, Math.ceil((time - Date.now()) / 1000));

/**
 * Counts one hit on every key in the window of another counter (its start from `reserve`), so that
 * a counter of failures ends with the counter of reservations it is part of.
 */
export async function countHitsIn(db: Kysely<Database>, hits: readonly { key: string; windowStart: Date }[]) {
  return db
    .insertInto('rate_limits')
    .values(hits.map(({ key, windowStart }) => ({ key, window_start: windowStart, count: 1 })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_start < excluded.window_start then 1 else rate_limits.count + 1 end`,
        window_start: sql<Date>`greatest(rate_limits.window_start, excluded.window_start)`,
      }),
    )
    .returning(['key', 'count'])
    .execute();
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

/**
 * Gives back reserved attempts that turned out to be no failure (a right password or code). One
 * statement per key: an UPDATE of several rows locks them in its own order, which can deadlock on
 * PostgreSQL with a `countHits` locking the same rows in the order of its keys.
 */
export async function refund(db: Kysely<Database>, keys: readonly string[], amount = 1): Promise<void> {
  if (amount <= 0) return;
  await Promise.all(
    keys.map((key) =>
      db
        .updateTable('rate_limits')
        .set({ count: sql<number>`greatest(count - ${amount}, 0)` })
        .where('key', '=', key)
        .execute(),
    ),
  );
}

export interface Hits {
  count: number;
  /** When the current window ends (ms since the epoch). */
  windowEnd: number;
}

/** The hits of every key in its current window (count 0 when it has none), in one query. */
export async function hitsOfEach(
  db: Kysely<Database>,
  keys: readonly string[],
  windowMs: number,
): Promise<Map<string, Hits>> {
  const rows = await db
    .selectFrom('rate_limits')
    .select(['key', 'count', 'window_start'])
    .where('key', 'in', keys)
    .execute();
  const now = Date.now();
  const hits = new Map<string, Hits>(keys.map((key) => [key, { count: 0, windowEnd: now }]));
  for (const row of rows) {
    const windowEnd = new Date(row.window_start).getTime() + windowMs;
    if (windowEnd > now) hits.set(row.key, { count: row.count, windowEnd });
  }
  return hits;
}

/** Deletes the key's counter and returns the hits it held in its current window. */
export async function clearLimit(db: Kysely<Database>, key: string, windowMs: number): Promise<number> {
  const row = await db
    .deleteFrom('rate_limits')
    .where('key', '=', key)
    .returning(['count', 'window_start'])
    .executeTakeFirst();
  return row && new Date(row.window_start).getTime() + windowMs > Date.now() ? row.count : 0;
}
