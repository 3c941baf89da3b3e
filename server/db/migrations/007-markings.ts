import { type Kysely, sql } from 'kysely';

/**
 * A user's layer of markings on an edition (issue 39): the markings as one JSON array (merged per
 * stroke in server/markings/layers.ts), and the choir pack whose seat holders may read it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('marking_layers')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('article_id', 'text', (c) => c.notNull().references('articles.id'))
    .addColumn('markings', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('shared_with', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('marking_layers_user_article', ['user_id', 'article_id'])
    .execute();
  // Seat holders look up the layers shared with a pack for one edition.
  await db.schema
    .createIndex('marking_layers_shared')
    .on('marking_layers')
    .columns(['article_id', 'shared_with'])
    .where('shared_with', 'is not', null)
    .execute();
}
