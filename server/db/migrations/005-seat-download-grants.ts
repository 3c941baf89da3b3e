import type { Kysely } from 'kysely';

/**
 * A seat holder's own download count and grant (server/purchases/download-grants.ts): a singer
 * given a seat of a choir pack counts against the download limit like the buyer, on their own row,
 * so one singer cannot use up the pack's downloads for the others.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('specific_unlocks')
    .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('grant_expires_at', 'timestamptz')
    .execute();
}
