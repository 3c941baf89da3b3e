import type { Kysely } from 'kysely';
import { hasValidLicenceFor, type LicencePurchase } from '../../src/core/licence/licence-state';
import type { Database, UserRow } from '../db/schema';
import { unlocksFor } from './purchase-queries';

const ARTS = ['CC', 'SE'] as const;

/**
 * The arts (CC, SE) a user holds a valid licence of, in one query: the same answer as
 * `licensedArts(await purchasesOf(…))`, reading only the licence rows (own purchases and those
 * unlocked for the user's e-mail). The topics answer per request needs nothing else.
 */
export async function licensedArtsOf(
  db: Kysely<Database>,
  user: Pick<UserRow, 'id' | 'email'>,
  now = Date.now(),
): Promise<Set<string>> {
  const own = db
    .selectFrom('purchases')
    .innerJoin('articles', 'articles.id', 'purchases.article_id')
    .select(['articles.art', 'purchases.valid_until'])
    .where('purchases.user_id', '=', user.id)
    .where('articles.art', 'is not', null);
  const granted = unlocksFor(db, user.email)
    .select(['articles.art', 'purchases.valid_until'])
    .where('articles.art', 'is not', null);
  const rows = await own.unionAll(granted).execute();
  const licences: LicencePurchase[] = rows.map((row) => ({
    art: row.art ?? undefined,
    validUntil: new Date(row.valid_until),
  }));
  return new Set(ARTS.filter((art) => hasValidLicenceFor(licences, art, now)));
}
