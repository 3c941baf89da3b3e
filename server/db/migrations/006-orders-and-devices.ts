import type { Kysely } from 'kysely';

/**
 * Issue 40: payments show what was paid and the order it came with (`purchases.order_number`,
 * `price_cents`; `articles.price_cents` is the list price an order pays), and a browser signing in
 * again replaces its own session (`tokens.device_key`: a hash of the browser's random id with the
 * user id, so two accounts on one browser are not linked).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('articles').addColumn('price_cents', 'integer').execute();
  await db.schema
    .alterTable('purchases')
    .addColumn('order_number', 'text')
    .addColumn('price_cents', 'integer')
    .execute();
  await db.schema.alterTable('tokens').addColumn('device_key', 'text').execute();
  await db.schema.createIndex('tokens_user_device').on('tokens').columns(['user_id', 'device_key']).execute();
}
