import type { Kysely } from 'kysely';

/**
 * Client error reports for the publisher (issue 14): what kind of failure (uncaught error,
 * unhandled rejection, API call) and which client version sent it, readable by time through the
 * operator route.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('client_errors')
    .addColumn('kind', 'text')
    .addColumn('client_version', 'text')
    .execute();
  await db.schema.createIndex('client_errors_created_at').on('client_errors').column('created_at').execute();
}
