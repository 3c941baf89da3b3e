import type { Kysely } from 'kysely';
import type { SeatPackDto } from '../../src/core/contract/api';
import type { Database } from '../db/schema';
import type { SessionRef } from '../security/tokens';

/**
 * Who shared or withdrew which seat of a licence pack, when and from which device. A stolen token
 * could hand seats out; the owner sees it here (issue 12 point 10).
 */
export async function recordSeatChange(
  db: Kysely<Database>,
  change: {
    articleId: string;
    ownerId: string;
    email: string;
    action: 'share' | 'withdraw';
    session: SessionRef | null;
  },
): Promise<void> {
  await db
    .insertInto('seat_log')
    .values({
      article_id: change.articleId,
      owner_id: change.ownerId,
      email: change.email,
      action: change.action,
      browser: change.session?.browser ?? null,
      os: change.session?.os ?? null,
    })
    .execute();
}

/** The licence packs (purchases with seats) an owner holds, optionally one article only. */
export async function packsOf(
  db: Kysely<Database>,
  ownerId: string,
  articleId?: string,
): Promise<SeatPackDto[]> {
  let packs = db
    .selectFrom('purchases')
    .select(['article_id', 'seats'])
    .where('user_id', '=', ownerId)
    .where('seats', '>', 0)
    .orderBy('article_id');
  if (articleId) packs = packs.where('article_id', '=', articleId);
  const rows = await packs.execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.article_id);
  const [holders, log] = await Promise.all([
    db
      .selectFrom('specific_unlocks')
      .select(['article_id', 'email', 'created_at'])
      .where('granted_by', '=', ownerId)
      .where('article_id', 'in', ids)
      .orderBy('created_at')
      .orderBy('email')
      .execute(),
    db
      .selectFrom('seat_log')
      .select(['article_id', 'email', 'action', 'browser', 'os', 'created_at'])
      .where('owner_id', '=', ownerId)
      .where('article_id', 'in', ids)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return rows.map((pack) => ({
    articleId: pack.article_id,
    seats: pack.seats,
    holders: holders
      .filter((holder) => holder.article_id === pack.article_id)
      .map((holder) => ({ email: holder.email, since: new Date(holder.created_at).toISOString() })),
    log: log
      .filter((entry) => entry.article_id === pack.article_id)
      .map((entry) => ({
        action: entry.action,
        email: entry.email,
        at: new Date(entry.created_at).toISOString(),
        browser: entry.browser,
        os: entry.os,
      })),
  }));
}
