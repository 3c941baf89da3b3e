import type { AppDeps } from '../context';
import { HttpError } from '../http/errors';
import type { EffectivePurchase } from './purchase-queries';

/** The code names no article (or, asked for one, not that one). */
const unknownCode = () =>
  new HttpError(404, 'unknown-code', 'This unlock code is unknown. Please check it and try again.');

/** The code was redeemed before, by this user or another. */
const usedCode = () => new HttpError(409, 'code-used', 'This unlock code has already been used.');

/**
 * Redeems a single-use unlock code for the user, in one transaction: the code names its article
 * (`articleId`, when given, must be that one). An edition or a licence the user does not hold
 * becomes a purchase; a licence they hold is renewed from its end (from today once it has run out,
 * "Lizenz erneuern"). A code for an edition they already own stays unused (409 `already-bought`).
 */
export function redeemCode(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  userId: string,
  code: string,
  articleId?: string,
): Promise<EffectivePurchase> {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('unlock_codes')
      .selectAll()
      .where('code', '=', code.toUpperCase())
      .forUpdate()
      .executeTakeFirst();
    if (!found || (articleId !== undefined && found.article_id !== articleId)) throw unknownCode();
    if (found.used_at !== null) throw usedCode();
    await trx
      .updateTable('unlock_codes')
      .set({ used_by: userId, used_at: new Date() })
      .where('code', '=', found.code)
      .execute();
    const article = await trx
      .selectFrom('articles')
      .selectAll()
      .where('id', '=', found.article_id)
      .executeTakeFirstOrThrow();
    const now = new Date();
    const owned = await trx
      .selectFrom('purchases')
      .selectAll()
      .where('user_id', '=', userId)
      .where('article_id', '=', article.id)
      .forUpdate()
      .executeTakeFirst();
    let row: typeof owned;
    if (owned && article.kind === 'licence') {
      const from = Math.max(new Date(owned.valid_until).getTime(), now.getTime());
      row = await trx
        .updateTable('purchases')
        // The row stands for how it was last paid: the code, no longer the order.
        .set({
          valid_until: new Date(from + article.valid_days * 86_400_000),
          source: 'code',
          order_number: null,
          price_cents: null,
        })
        .where('id', '=', owned.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    } else {
      row = await trx
        .insertInto('purchases')
        .values({
          user_id: userId,
          article_id: article.id,
          purchased_at: now,
          valid_until: new Date(now.getTime() + article.valid_days * 86_400_000),
          available_at: new Date(
            now.getTime() + (article.kind === 'edition' ? config.purchaseAvailabilityDelayMs : 0),
          ),
          source: 'code',
          seats: 0,
        })
        .onConflict((oc) => oc.columns(['user_id', 'article_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
      // Rolls back the redemption too: the code stays usable for an article the user does not own.
      if (!row) throw new HttpError(409, 'already-bought', 'You have already bought this article.');
    }
    return {
      articleId: article.id,
      art: (article.art ?? undefined) as EffectivePurchase['art'],
      kind: article.kind,
      source: 'code',
      orderNumber: row.order_number,
      priceCents: row.price_cents,
      seats: row.seats,
      date: new Date(row.purchased_at),
      validUntil: new Date(row.valid_until),
      availableAt: new Date(row.available_at),
      holder: { purchaseId: row.id },
      downloads: row.downloads,
    };
  });
}
