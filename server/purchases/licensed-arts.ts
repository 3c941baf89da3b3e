import type { Expression, Kysely } from 'kysely';
import { hasValidLicenceFor, type LicencePurchase } from '../../src/core/licence/licence-state';
import type { Database } from '../db/schema';
import { unlocksFor } from './purchase-queries';

const ARTS = ['CC', 'SE'] as const;

/** A licence row: the art it covers and until when (a Date, or its JSON text inside a JSON array). */
export interface LicenceRow {
  art: string | null;
  valid_until: Date | string;
}

/**
 * The licence rows of a user: own purchases and those unlocked for the user's e-mail. `user` holds
 * values, or references to an outer query's columns (the sign-in lookup reads them in the same
 * query as the token: security/tokens.ts).
 */
export function licenceRowsOf(
  db: Kysely<Database>,
  user: { id: string | Expression<string>; email: string | Expression<string> },
) {
  const own = db
    .selectFrom('purchases')
    .innerJoin('articles', 'articles.id', 'purchases.article_id')
    .select(['articles.art', 'purchases.valid_until'])
    .where('purchases.user_id', '=', user.id)
    .where('articles.art', 'is not', null);
  const granted = unlocksFor(db, user.email)
    .select(['articles.art', 'purchases.valid_until'])
    .where('articles.art', 'is not', null);
  return own.unionAll(granted);
}

/**
 * The arts (CC, SE) the licence rows make valid at `now`: the same result as
 * `licensedArts(await purchasesOf(…))`, from the licence rows only.
 */
export function licensedArtsAt(rows: readonly LicenceRow[], now = Date.now()): Set<string> {
  const licences: LicencePurchase[] = rows.map((row) => ({
    art: row.art ?? undefined,
    validUntil: new Date(row.valid_until),
  }));
  return new Set(ARTS.filter((art) => hasValidLicenceFor(licences, art, now)));
}
