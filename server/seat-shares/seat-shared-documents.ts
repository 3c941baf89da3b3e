import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A user's document that its owner may share with the seat holders of a licence pack they bought
 * (issue 39): a layer of markings (`marking_layers`, server/markings/layers.ts) or a concert
 * programme (`programmes`, server/programmes/programme-store.ts). Each row has its owner
 * (`user_id`) and the pack it is shared with (`shared_with`).
 */
export type SeatShared = 'marking_layers' | 'programmes';

type SharedRows<T extends SeatShared> = SelectQueryBuilder<
  Database & { doc: Database[T] },
  'doc' | 'specific_unlocks' | 'purchases' | 'users',
  object
>;

/**
 * The documents of a table shared with the holder of a seat given to `email`: the document names a
 * pack its owner bought, and the owner gave that e-mail a seat of it (a withdrawn seat is a deleted
 * row, so access ends with it). The owner's row is `users`, the pack's purchase `purchases`; the
 * caller selects and narrows (the purchase still valid, the pack with seats, not the user's own).
 */
export function seatSharedDocuments<T extends SeatShared>(
  db: Kysely<Database>,
  table: T,
  email: string,
): SharedRows<T> {
  // The same joins for either table: Kysely cannot follow a generic table's columns, so the query is
  // built on one and typed for the other by the caller's T (both have user_id and shared_with).
  const rows = db
    .selectFrom(`${table as 'programmes'} as doc`)
    .innerJoin('specific_unlocks', (join) =>
      join
        .onRef('specific_unlocks.article_id', '=', 'doc.shared_with')
        .onRef('specific_unlocks.granted_by', '=', 'doc.user_id'),
    )
    .innerJoin('purchases', (join) =>
      join
        .onRef('purchases.article_id', '=', 'doc.shared_with')
        .onRef('purchases.user_id', '=', 'doc.user_id'),
    )
    .innerJoin('users', 'users.id', 'doc.user_id')
    .where('specific_unlocks.email', '=', email);
  return rows as unknown as SharedRows<T>;
}

/** Whether the user bought the licence pack `packId` with seats (the only pack a document is shared with). */
export async function ownsSeatPack(db: Kysely<Database>, userId: string, packId: string): Promise<boolean> {
  const pack = await db
    .selectFrom('purchases')
    .select('id')
    .where('user_id', '=', userId)
    .where('article_id', '=', packId)
    .where('seats', '>', 0)
    .executeTakeFirst();
  return pack !== undefined;
}
