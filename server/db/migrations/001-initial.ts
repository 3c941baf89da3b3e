import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_settings_pk', ['user_id', 'app'])
    .execute();

  await db.schema
    .createTable('learn_element_progress')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('learn_element_id', 'integer', (c) => c.notNull())
    .addColumn('progress', 'real', (c) => c.notNull())
    .addColumn('max_progress', 'real', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('learn_element_progress_pk', ['user_id', 'app', 'learn_element_id'])
    .execute();

  await db.schema
    .createTable('articles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('licence', 'edition')`))
    .addColumn('art', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('valid_days', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('purchases')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('article_id', 'text', (c) => c.notNull().references('articles.id'))
    .addColumn('purchased_at', 'timestamptz', (c) => c.notNull())
    .addColumn('valid_until', 'timestamptz', (c) => c.notNull())
    .addColumn('available_at', 'timestamptz', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('purchases_user_article', ['user_id', 'article_id'])
    .execute();

  await db.schema
    .createTable('specific_unlocks')
    .addColumn('article_id', 'text', (c) => c.notNull().references('articles.id'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('granted_by', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('specific_unlocks_pk', ['article_id', 'email'])
    .execute();

  await db.schema
    .createTable('unlock_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('article_id', 'text', (c) => c.notNull().references('articles.id'))
    .addColumn('used_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('client_errors')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('detail', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
