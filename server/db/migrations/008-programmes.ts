import { type Kysely, sql } from 'kysely';

/**
 * Concert programmes (issue 39): one row per programme, its fields as one JSON document with the
 * change time of each (merged in code, src/core/programmes/programme-merge.ts), and the licence
 * pack whose seat holders may read it as a column of its own, to find those quickly.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('programmes')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('shared_with', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('programmes_user').on('programmes').column('user_id').execute();
  await db.schema.createIndex('programmes_shared_with').on('programmes').column('shared_with').execute();
}
