/**
 * The application's statements run as named prepared statements on each PostgreSQL connection
 * (server/db/postgres-statements.ts): planned once, never inside a transaction, and still right
 * after another process added a column to the table.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameStatements } from '../../server/db/postgres-statements';
import { createDatabase } from './embedded-postgres';
import { TEST_POSTGRES_URL } from './helpers';

describe.runIf(TEST_POSTGRES_URL)('named statements on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let client: pg.Client;
  /** Another process on the same database (a migration of a rolling deploy). */
  let other: pg.Client;

  /** The statements the client's connection holds prepared. */
  const prepared = async () =>
    (await client.query<{ name: string }>('select name from pg_prepared_statements')).rows.length;

  beforeAll(async () => {
    database = await createDatabase(TEST_POSTGRES_URL!);
    client = new pg.Client(database.url);
    other = new pg.Client(database.url);
    await Promise.all([client.connect(), other.connect()]);
    nameStatements(client);
    await other.query('create table notes (id serial primary key, owner text not null, at timestamptz)');
    await other.query(`insert into notes (owner, at) values ('a', '2026-03-01T10:20:30.456Z'), ('b', null)`);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([client?.end(), other?.end()]);
    await database?.drop();
  });

  it('prepares a statement with parameters once and runs it again by name, with the same rows', async () => {
    const read = (owner: string) => client.query('select owner, at from notes where owner = $1', [owner]);
    expect((await read('a')).rows).toEqual([{ owner: 'a', at: new Date('2026-03-01T10:20:30.456Z') }]);
    expect((await read('b')).rows).toEqual([{ owner: 'b', at: null }]);
    expect(await prepared()).toBe(1);
  });

  it('leaves statements inside a transaction unnamed', async () => {
    const before = await prepared();
    await client.query('begin');
    await client.query('update notes set at = $1 where owner = $2', [new Date(0), 'b']);
    await client.query('rollback');
    expect(await prepared()).toBe(before);
    expect((await client.query('select at from notes where owner = $1', ['b'])).rows).toEqual([{ at: null }]);
  });

  it('still reads every column after another process added one to the table', async () => {
    const all = () => client.query('select * from notes where owner = $1', ['a']);
    expect(Object.keys((await all()).rows[0])).toEqual(['id', 'owner', 'at']);
    await other.query(`alter table notes add column extra text default 'new'`);
    expect((await all()).rows[0]).toMatchObject({ owner: 'a', extra: 'new' });
  });
});
