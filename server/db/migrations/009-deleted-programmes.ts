import { type Kysely, sql } from 'kysely';

/**
 * Deleted programmes (decision 0046): the id of each programme a user deleted, so that a device
 * that edited it before it knew of the deletion cannot bring it back with its write.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('deleted_programmes')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('deleted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('deleted_programmes_user').on('deleted_programmes').column('user_id').execute();
}
