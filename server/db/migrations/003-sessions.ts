import { type Kysely, sql } from 'kysely';

/**
 * Signed-in devices and the seat log (issue 12 point 10): each token gets a public id (never the
 * token or its hash), the browser and system it was issued to, and its last use; sharing and
 * withdrawing seats of a licence pack is recorded.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('tokens')
    .addColumn('id', 'uuid', (c) => c.notNull().unique().defaultTo(sql`gen_random_uuid()`))
    .addColumn('browser', 'text')
    .addColumn('os', 'text')
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('tokens_user_id').on('tokens').column('user_id').execute();

  await db.schema
    .createTable('seat_log')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('article_id', 'text', (c) => c.notNull().references('articles.id'))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('share', 'withdraw')`))
    .addColumn('browser', 'text')
    .addColumn('os', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('seat_log_owner_article')
    .on('seat_log')
    .columns(['owner_id', 'article_id'])
    .execute();
}
