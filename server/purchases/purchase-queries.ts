import { type Expression, type Kysely, sql } from 'kysely';
import { hasValidLicenceFor } from '../../src/core/licence/licence-state';
import type { Database, UserRow } from '../db/schema';

export interface EffectivePurchase {
  articleId: string;
  art: 'CC' | 'SE' | undefined;
  kind: 'licence' | 'edition';
  /** An order (the demo's seeded ones too), a redeemed code, or a seat of someone else's pack. */
  source: 'order' | 'code' | 'seat';
  orderNumber: string | null;
  priceCents: number | null;
  /** Seats the user may share (a pack they bought). */
  seats: number;
  date: Date;
  validUntil: Date;
  availableAt: Date;
  /** The row that counts this user's downloads: their own purchase, or the seat given to them. */
  holder: DownloadHolder;
  /** Downloads counted on that row (download-grants.ts). */
  downloads: number;
}

/** A purchase row, or a seat of someone else's licence pack (a row of specific_unlocks). */
export type DownloadHolder = { purchaseId: number } | { seat: { articleId: string; email: string } };

/**
 * Articles another customer unlocked for `email`, joined with the owner's purchase (whose validity
 * they share) and the article. `email` may reference an outer query's column.
 */
export function unlocksFor(db: Kysely<Database>, email: string | Expression<string>) {
  return db
    .selectFrom('specific_unlocks')
    .innerJoin('purchases', (join) =>
      join
        .onRef('purchases.article_id', '=', 'specific_unlocks.article_id')
        .onRef('purchases.user_id', '=', 'specific_unlocks.granted_by'),
    )
    .innerJoin('articles', 'articles.id', 'specific_unlocks.article_id')
    .where('specific_unlocks.email', '=', email);
}

/**
 * What a user holds for an app: their own purchases plus articles that another customer unlocked
 * for their e-mail address (valid as long as the owner's purchase). One query: a seat's rows carry
 * the holder's e-mail, a purchase's its id.
 */
export async function purchasesOf(
  db: Kysely<Database>,
  user: Pick<UserRow, 'id' | 'email'>,
  app?: string,
): Promise<EffectivePurchase[]> {
  let own = db
    .selectFrom('purchases')
    .innerJoin('articles', 'articles.id', 'purchases.article_id')
    .select((eb) => [
      eb.ref('purchases.id').$castTo<number | null>().as('purchase_id'),
      sql<string | null>`null`.as('seat_email'),
      'purchases.article_id',
      'articles.art',
      'articles.kind',
      eb.ref('purchases.source').$castTo<string>().as('source'),
      'purchases.order_number',
      'purchases.price_cents',
      'purchases.seats',
      'purchases.purchased_at as date',
      'purchases.valid_until',
      'purchases.available_at',
      'purchases.downloads',
    ])
    .where('purchases.user_id', '=', user.id);
  let granted = unlocksFor(db, user.email).select((eb) => [
    sql<number | null>`null`.as('purchase_id'),
    eb.ref('specific_unlocks.email').$castTo<string | null>().as('seat_email'),
    'specific_unlocks.article_id',
    'articles.art',
    'articles.kind',
    // The paid columns of a purchase row; a seat has none of its own.
    sql<string>`'seat'`.as('source'),
    sql<string | null>`null`.as('order_number'),
    sql<number | null>`null`.as('price_cents'),
    sql<number>`0`.as('seats'),
    'specific_unlocks.created_at as date',
    'purchases.valid_until',
    'purchases.available_at',
    'specific_unlocks.downloads',
  ]);
  if (app) {
    own = own.where('articles.app', '=', app);
    granted = granted.where('articles.app', '=', app);
  }
  const rows = await own.unionAll(granted).execute();
  const result = new Map<string, EffectivePurchase>();
  type Paid = Pick<EffectivePurchase, 'source' | 'orderNumber' | 'priceCents' | 'seats'>;
  const entry = (row: (typeof rows)[number], holder: DownloadHolder, paid: Paid) =>
    result.set(row.article_id, {
      articleId: row.article_id,
      art: (row.art ?? undefined) as EffectivePurchase['art'],
      kind: row.kind,
      ...paid,
      date: new Date(row.date),
      validUntil: new Date(row.valid_until),
      availableAt: new Date(row.available_at),
      holder,
      downloads: row.downloads,
    });
  // Own purchases come last, so they win over an unlock of the same edition.
  const seat: Paid = { source: 'seat', orderNumber: null, priceCents: null, seats: 0 };
  for (const row of rows)
    if (row.seat_email !== null)
      entry(row, { seat: { articleId: row.article_id, email: row.seat_email } }, seat);
  for (const row of rows)
    if (row.purchase_id !== null)
      entry(
        row,
        { purchaseId: row.purchase_id },
        {
          source: row.source === 'code' ? 'code' : 'order',
          orderNumber: row.order_number,
          priceCents: row.price_cents,
          seats: row.seats,
        },
      );
  return [...result.values()].sort((a, b) => a.date.getTime() - b.date.getTime());
}

/** The arts (CC, SE) for which the user holds a valid licence now (requirements R4.6: the baseline rule). */
export function licensedArts(purchases: readonly EffectivePurchase[], now = Date.now()): Set<string> {
  const arts = new Set<string>();
  for (const art of ['CC', 'SE']) if (hasValidLicenceFor(purchases, art, now)) arts.add(art);
  return arts;
}
