import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Statements worth keeping prepared: the application's reads and writes with parameters. */
const STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;
const BEGINS = /^\s*(begin|start\s+transaction)\b/i;
const ENDS = /^\s*(commit|end|rollback|abort)\s*;?\s*$/i;
/** PostgreSQL's error when a kept plan's result no longer fits the table (a column added meanwhile). */
const PLAN_OUTDATED = '0A000';

type Query = (text: unknown, values?: unknown) => Promise<pg.QueryResult>;

/**
 * Lets PostgreSQL parse and plan each of the application's statements once per connection, instead
 * of on every request: a statement with parameters, outside a transaction, is sent as a named
 * prepared statement (node-postgres parses it on first use, then sends only Bind and Execute). The
 * signed-in lookup, purchases and settings each cost PostgreSQL about a third of the processor
 * time they did (tests/bench/load.ts).
 *
 * Another process may migrate the tables meanwhile (a rolling deploy adds a column): a kept plan
 * whose rows would change then fails with `0A000` before it runs, and is prepared again under a
 * new name and run once more. That retry is safe only outside a transaction (the failure aborts
 * one), which is why statements in transactions stay unnamed. Texts beyond `capacity` (inserts of
 * many rows, each count a text of its own) stay unnamed too.
 */
export function nameStatements(client: pg.ClientBase, capacity = 200): void {
  const query = client.query.bind(client) as Query;
  const names = new Map<string, string>();
  let inTransaction = false;
  let renamed = 0;

  const named = (text: string): string | null => {
    const known = names.get(text);
    if (known) return known;
    if (names.size >= capacity) return null;
    const name = `choir_${createHash('sha1').update(text).digest('base64url')}_${renamed}`;
    names.set(text, name);
    return name;
  };

  const namedQuery: Query = async (text, values) => {
    if (typeof text !== 'string') return query(text, values);
    if (BEGINS.test(text)) inTransaction = true;
    else if (ENDS.test(text)) inTransaction = false;
    const name =
      !inTransaction && Array.isArray(values) && values.length > 0 && STATEMENT.test(text)
        ? named(text)
        : null;
    if (!name) return query(text, values);
    try {
      return await query({ name, text, values });
    } catch (error) {
      if ((error as { code?: unknown }).code !== PLAN_OUTDATED) throw error;
      names.delete(text);
      renamed++;
      return query({ name: named(text) ?? undefined, text, values });
    }
  };
  (client as unknown as { query: Query }).query = namedQuery;
}
