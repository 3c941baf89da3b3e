import type { Kysely } from 'kysely';
import type { CatalogueEntry } from '../content/editions';
import { hashPassword } from '../security/passwords';
import type { Database } from './schema';

const DAY = 86_400_000;
export const DEMO_PASSWORD = 'choir-2026';
const APP = 'choir-coach';

/** Licence articles: a year of all CC topics, a year of "Singing in English", a 5-seat choir pack. */
const LICENCES = [
  { id: 'CC-365', art: 'CC', title: 'choir coach licence (12 months)', valid_days: 365, price_cents: 8900 },
  {
    id: 'SE-365',
    art: 'SE',
    title: 'choir coach Singing in English (12 months)',
    valid_days: 365,
    price_cents: 2900,
  },
  {
    id: 'CC-PACK-5',
    art: 'CC',
    title: 'choir coach licence for choirs (5 seats, 12 months)',
    valid_days: 365,
    price_cents: 34900,
  },
];

interface DemoPurchase {
  article: string;
  /** The webshop order it came with; it paid the article's list price. */
  order: string;
  /** Validity relative to now, so the demo states hold whenever the server starts. */
  validDays: number;
  boughtDaysAgo: number;
  seats?: number;
}

export const DEMO_ACCOUNTS: {
  email: string;
  first: string;
  last: string;
  purchases: DemoPurchase[];
  /** Not yet signed in: the app's introduction opens after the first sign-in (issue 19.13). */
  firstVisit?: true;
}[] = [
  {
    email: 'conductor@example.com',
    first: 'Clara',
    last: 'Conductor',
    // The choir pack is her own licence too: she holds the CC licence once, through it.
    purchases: [
      { article: 'CC-PACK-5', order: 'W-20417', validDays: 300, boughtDaysAgo: 65, seats: 5 },
      { article: 'SE-365', order: 'W-20418', validDays: 300, boughtDaysAgo: 65 },
      { article: '10001', order: 'W-20562', validDays: 36_500, boughtDaysAgo: 40 },
      { article: '10002', order: 'W-20693', validDays: 36_500, boughtDaysAgo: 20 },
    ],
  },
  {
    email: 'expiring@example.com',
    first: 'Erik',
    last: 'Expiring',
    purchases: [{ article: 'CC-365', order: 'W-18150', validDays: 10, boughtDaysAgo: 355 }],
  },
  {
    email: 'expired@example.com',
    first: 'Eva',
    last: 'Expired',
    purchases: [{ article: 'CC-365', order: 'W-17733', validDays: -30, boughtDaysAgo: 395 }],
  },
  { email: 'new@example.com', first: 'Noah', last: 'New', purchases: [] },
  { email: 'welcome@example.com', first: 'Wanda', last: 'Welcome', purchases: [], firstVisit: true },
];

/** Single-use demo unlock codes (README lists them); re-created unused when the seed runs on an empty database. */
export const DEMO_CODES = [
  { code: 'CHOIR-10003-DEMO', article: '10003' },
  { code: 'CHOIR-10001-DEMO', article: '10001' },
  { code: 'CHOIR-10002-DEMO', article: '10002' },
  { code: 'COACH-CC-DEMO', article: 'CC-365' },
  { code: 'COACH-SE-DEMO', article: 'SE-365' },
];

/** The articles: licences plus every edition of the catalogue (ids fixed even before content exists). */
export async function seedArticles(
  db: Kysely<Database>,
  catalogue: readonly CatalogueEntry[],
): Promise<void> {
  const editions = new Map<string, string>([
    ['10001', 'Nun danket alle Gott'],
    ['10002', 'Drei Volkslieder'],
    ['10003', 'Die Lorelei'],
    ['10004', 'Preview hymn'],
  ]);
  for (const entry of catalogue) editions.set(entry.articleId, entry.title.de);
  const prices = new Map(catalogue.map((entry) => [entry.articleId, entry.priceCents]));
  const rows = [
    ...LICENCES.map((l) => ({ ...l, app: APP, kind: 'licence' as const })),
    ...[...editions].map(([id, title]) => ({
      id,
      app: APP,
      kind: 'edition' as const,
      art: null,
      title,
      valid_days: 36_500,
      price_cents: prices.get(id) ?? null,
    })),
  ];
  await db
    .insertInto('articles')
    .values(rows)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        valid_days: eb.ref('excluded.valid_days'),
        price_cents: eb.ref('excluded.price_cents'),
      })),
    )
    .execute();
}

/**
 * Creates the demo accounts on first start and, on every start, moves their seeded purchases
 * relative to today so "expiring" still expires soon and "expired" is still expired.
 */
export async function seedDemo(db: Kysely<Database>): Promise<void> {
  const now = Date.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    // Insert-or-nothing, then read: several processes may seed one new database at once.
    await db
      .insertInto('users')
      .values({
        email: account.email,
        username: `${account.first} ${account.last}`,
        first_name: account.first,
        last_name: account.last,
        password_hash: passwordHash,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    // The other demo accounts have used the app before: no introduction in their way.
    if (!account.firstVisit)
      await db
        .insertInto('user_settings')
        .values({ user_id: user.id, app: APP, settings: JSON.stringify({ onboardingSeen: true }) })
        .onConflict((oc) => oc.columns(['user_id', 'app']).doNothing())
        .execute();
    // A seeded purchase the demo no longer lists goes (an older seed gave the conductor her CC
    // licence twice: alone and with the choir pack).
    const listed = account.purchases.map((purchase) => purchase.article);
    let stale = db.deleteFrom('purchases').where('user_id', '=', user.id).where('source', '=', 'seed');
    if (listed.length > 0) stale = stale.where('article_id', 'not in', listed);
    await stale.execute();
    for (const purchase of account.purchases) {
      const bought = new Date(now - purchase.boughtDaysAgo * DAY);
      const price = await db
        .selectFrom('articles')
        .select('price_cents')
        .where('id', '=', purchase.article)
        .executeTakeFirst();
      const values = {
        user_id: user.id,
        article_id: purchase.article,
        purchased_at: bought,
        valid_until: new Date(now + purchase.validDays * DAY),
        available_at: bought,
        source: 'seed' as const,
        seats: purchase.seats ?? 0,
        order_number: purchase.order,
        price_cents: price?.price_cents ?? null,
      };
      await db
        .insertInto('purchases')
        .values(values)
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'article_id'])
            .doUpdateSet({
              purchased_at: values.purchased_at,
              valid_until: values.valid_until,
              available_at: values.available_at,
              order_number: values.order_number,
              price_cents: values.price_cents,
            })
            .where('purchases.source', '=', 'seed'),
        )
        .execute();
    }
  }
  await db
    .insertInto('unlock_codes')
    .values(DEMO_CODES.map((c) => ({ code: c.code, article_id: c.article, used_by: null, used_at: null })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
