/**
 * The application's statements run on PGlite as named prepared statements (server/db/pglite-statements.ts):
 * the same values as PGlite's own `query()`, each text parsed once, nothing kept across a schema
 * change, errors as before.
 */
import { PGlite } from '@electric-sql/pglite';
import { type Generated, Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect } from '../../server/db/pglite-dialect';
import { TEST_ENGINE } from './helpers';

interface Tables {
  notes: {
    id: Generated<number>;
    owner: string;
    body: unknown;
    done: boolean;
    at: Date;
    size: number | null;
  };
}

describe.runIf(TEST_ENGINE === 'pglite')('prepared statements on PGlite', () => {
  let lite: PGlite;
  let db: Kysely<Tables>;
  const at = new Date('2026-03-01T10:20:30.456Z');

  /** The statements this connection has prepared so far. */
  const prepared = async () =>
    (await lite.query<{ name: string }>(`select name from pg_prepared_statements order by name`)).rows.map(
      (row) => row.name,
    );

  beforeAll(async () => {
    lite = await PGlite.create();
    db = new Kysely<Tables>({ dialect: new PGliteDialect(lite) });
    await db.schema
      .createTable('notes')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('owner', 'text', (c) => c.notNull())
      .addColumn('body', 'jsonb', (c) => c.notNull())
      .addColumn('done', 'boolean', (c) => c.notNull())
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .addColumn('size', 'integer')
      .execute();
  }, 60_000);
  afterAll(async () => {
    await db?.destroy();
  });

  it("gives the rows and values PGlite's query() gives: json, booleans, times, nulls", async () => {
    await db
      .insertInto('notes')
      .values([
        { owner: 'a', body: JSON.stringify({ x: [1, 'two'] }), done: true, at, size: null },
        { owner: 'b', body: JSON.stringify({}), done: false, at, size: 3 },
      ])
      .execute();
    const query = db.selectFrom('notes').selectAll().where('at', '=', at).where('done', 'in', [true, false]);
    const ours = await query.orderBy('id').execute();
    const { sql: text, parameters } = query.orderBy('id').compile();
    const theirs = (await lite.query(text, [...parameters])).rows;
    expect(ours).toEqual(theirs);
    expect(ours[0]).toMatchObject({ owner: 'a', body: { x: [1, 'two'] }, done: true, at, size: null });
  });

  it('parses each text once and runs it again by name', async () => {
    const read = (owner: string) =>
      db.selectFrom('notes').select('owner').where('owner', '=', owner).execute();
    const before = (await prepared()).length;
    expect(await read('a')).toEqual([{ owner: 'a' }]);
    expect(await read('b')).toEqual([{ owner: 'b' }]);
    expect(await read('c')).toEqual([]);
    expect((await prepared()).length).toBe(before + 1);
  });

  it('keeps no plan across a schema change: a new column shows in the next select', async () => {
    const all = () => db.selectFrom('notes').selectAll().where('owner', '=', 'a').execute();
    expect(Object.keys((await all())[0]!)).not.toContain('extra');
    await db.schema
      .alterTable('notes')
      .addColumn('extra', 'text', (c) => c.defaultTo('new'))
      .execute();
    expect((await all())[0]).toMatchObject({ owner: 'a', extra: 'new' });
  });

  it('reports database errors with their code, and the next statement runs', async () => {
    const duplicate = db
      .insertInto('notes')
      .values({ id: 1, owner: 'z', body: '{}', done: true, at, size: null })
      .execute();
    await expect(duplicate).rejects.toMatchObject({ code: '23505' });
    expect(await db.selectFrom('notes').select('id').where('id', '=', 1).execute()).toEqual([{ id: 1 }]);
  });

  it('rolls back a transaction that failed, including its prepared writes', async () => {
    const failing = db.transaction().execute(async (trx) => {
      await trx.updateTable('notes').set({ owner: 'changed' }).where('id', '=', 2).execute();
      throw new Error('give up');
    });
    await expect(failing).rejects.toThrow('give up');
    expect(await db.selectFrom('notes').select('owner').where('id', '=', 2).execute()).toEqual([
      { owner: 'b' },
    ]);
  });

  it('still runs raw statements and reads', async () => {
    const { rows } = await sql<{ n: number }>`select ${41}::int + 1 as n`.execute(db);
    expect(rows).toEqual([{ n: 42 }]);
  });
});
