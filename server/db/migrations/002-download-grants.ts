import type { Kysely } from 'kysely';

/**
 * The open download grant of a purchase (server/purchases/download-grants.ts): until this time,
 * full-file links are handed out without counting another download.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('purchases').addColumn('grant_expires_at', 'timestamptz').execute();
}
