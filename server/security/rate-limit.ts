import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A fixed-window counter in the database, so every server process shares it. Counts one hit and
 * returns whether the key is still within `limit` hits of the current window.
 */
export async function hit(
  db: Kysely<Database>,
  key: string,
  limit: number,
  windowMs: number,
): Promise<boolean> {
  const now = new Date();
  const windowStart = new Date(now.getTime() - windowMs);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_start < ${windowStart} then 1 else rate_limits.count + 1 end`,
        window_start: sql<Date>`case when rate_limits.window_start < ${windowStart} then ${now} else rate_limits.window_start end`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count <= limit;
}

/** Whether the key has already used up its window, without counting a hit. */
export async function isLimited(
  db: Kysely<Database>,
  key: string,
  limit: number,
  windowMs: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['count', 'window_start'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return false;
  return new Date(row.window_start).getTime() > Date.now() - windowMs && row.count >= limit;
}

export async function clearLimit(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
