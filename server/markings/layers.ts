import { type Kysely, sql } from 'kysely';
import { MAX_LAYER_BYTES } from '../../src/core/contract/markings-limits';
import { boundTombstones, liveBytes, mergeMarkings } from '../../src/core/markings/merge';
import type { Marking, MarkingLayer, SharedMarkingLayer } from '../../src/core/markings/model';
import type { Database } from '../db/schema';
import { forbidden, HttpError, notFound } from '../http/errors';
import { ownsSeatPack, seatSharedDocuments } from '../seat-shares/seat-shared-documents';
import { plainText } from './plain-text';

type Db = Kysely<Database>;

interface LayerRow {
  id: string;
  article_id: string;
  markings: Marking[];
  shared_with: string | null;
  updated_at: Date | string;
}

const asLayer = (row: LayerRow): MarkingLayer => ({
  layerId: row.id,
  articleId: row.article_id,
  markings: row.markings,
  sharedWith: row.shared_with,
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** 404 unless the article is an edition: markings belong to the music. */
export async function assertEdition(db: Db, articleId: string): Promise<void> {
  const edition = await db
    .selectFrom('articles')
    .select('id')
    .where('id', '=', articleId)
    .where('kind', '=', 'edition')
    .executeTakeFirst();
  if (!edition) throw notFound('There is no edition with this id.');
}

/** The user's own layer of an edition; an empty one (no id yet) before the first marking. */
export async function ownLayer(db: Db, userId: string, articleId: string): Promise<MarkingLayer> {
  const row = await db
    .selectFrom('marking_layers')
    .select(['id', 'article_id', 'markings', 'shared_with', 'updated_at'])
    .where('user_id', '=', userId)
    .where('article_id', '=', articleId)
    .executeTakeFirst();
  if (row) return asLayer(row);
  return { layerId: null, articleId, markings: [], sharedWith: null, updatedAt: new Date(0).toISOString() };
}

/** Text markings as plain text (markup stripped). */
const cleaned = (marking: Marking): Marking =>
  marking.text === undefined ? marking : { ...marking, text: plainText(marking.text) };

/**
 * Merges markings into the user's layer per stroke (core/markings/merge.ts), in one transaction
 * that holds the row, so two devices writing at once both keep their strokes. Tombstones are
 * bounded (merge.ts, boundTombstones) and do not count: a layer whose live markings would grow past
 * MAX_LAYER_BYTES is refused with 413 and left as it was.
 */
export async function writeMarkings(
  db: Db,
  userId: string,
  articleId: string,
  incoming: readonly Marking[],
): Promise<MarkingLayer> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('marking_layers')
      .values({ user_id: userId, article_id: articleId })
      .onConflict((oc) => oc.columns(['user_id', 'article_id']).doNothing())
      .execute();
    const row = await trx
      .selectFrom('marking_layers')
      .select(['id', 'markings'])
      .where('user_id', '=', userId)
      .where('article_id', '=', articleId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const merged = boundTombstones(mergeMarkings(row.markings, incoming.map(cleaned)));
    if (liveBytes(merged) > MAX_LAYER_BYTES) {
      throw new HttpError(
        413,
        'markings-too-large',
        `The markings of one edition are limited to ${MAX_LAYER_BYTES / 1024 / 1024} MB; nothing was saved. Erase some strokes first.`,
      );
    }
    const updated = await trx
      .updateTable('marking_layers')
      .set({ markings: JSON.stringify(merged), updated_at: sql<Date>`now()` })
      .where('id', '=', row.id)
      .returning(['id', 'article_id', 'markings', 'shared_with', 'updated_at'])
      .executeTakeFirstOrThrow();
    return asLayer(updated);
  });
}

/**
 * Shares the user's layer with the seat holders of a choir pack they bought (null: with nobody).
 * 403 for a pack that is not theirs or has no seats.
 */
export async function shareLayer(
  db: Db,
  userId: string,
  articleId: string,
  packId: string | null,
): Promise<MarkingLayer> {
  if (packId !== null) {
    if (!(await ownsSeatPack(db, userId, packId)))
      throw forbidden('not-pack-owner', 'Only the buyer of a choir pack shares markings with its seats.');
  }
  const row = await db
    .insertInto('marking_layers')
    .values({ user_id: userId, article_id: articleId, shared_with: packId })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'article_id'])
        .doUpdateSet({ shared_with: packId, updated_at: sql<Date>`now()` }),
    )
    .returning(['id', 'article_id', 'markings', 'shared_with', 'updated_at'])
    .executeTakeFirstOrThrow();
  return asLayer(row);
}

/**
 * Layers shared with a user: those of buyers who gave the user's e-mail a seat of the pack the
 * layer is shared with, while that seat and the buyer's purchase last. A withdrawn seat (its row
 * gone) reads nothing.
 */
function sharedWith(db: Db, user: { id: string; email: string }) {
  return seatSharedDocuments(db, 'marking_layers', user.email)
    .select([
      'doc.id',
      'doc.article_id',
      'doc.markings',
      'doc.updated_at',
      'users.first_name',
      'users.last_name',
    ])
    .where('purchases.valid_until', '>', sql<Date>`now()`)
    .where('doc.user_id', '!=', user.id);
}

type SharedRow = LayerRow & { first_name: string; last_name: string };

const asShared = (row: Omit<SharedRow, 'shared_with'>): SharedMarkingLayer => ({
  layerId: row.id,
  articleId: row.article_id,
  owner: `${row.first_name} ${row.last_name}`.trim(),
  markings: row.markings.filter((marking) => !marking.deleted),
  updatedAt: new Date(row.updated_at).toISOString(),
});

export async function sharedLayers(
  db: Db,
  user: { id: string; email: string },
  articleId: string,
): Promise<SharedMarkingLayer[]> {
  const rows = await sharedWith(db, user)
    .where('doc.article_id', '=', articleId)
    .orderBy('doc.updated_at')
    .execute();
  return rows.map(asShared);
}

/** One layer shared with the user, by id; 404 alike for a layer that is not there and one not theirs to read. */
export async function sharedLayer(
  db: Db,
  user: { id: string; email: string },
  layerId: string,
): Promise<SharedMarkingLayer> {
  const row = await sharedWith(db, user).where('doc.id', '=', layerId).executeTakeFirst();
  if (!row) throw notFound('There is no such layer of markings for you.');
  return asShared(row);
}
