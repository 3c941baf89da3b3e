import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { PreparedStatements } from './pglite-statements';

/**
 * Kysely on embedded PGlite. PGlite is one connection, so connections are handed out one at a time
 * (a first-come, first-served queue): interleaving two transactions on one connection would mix them. Written here because
 * the published dialect does not support PGlite 0.5.
 */
class PGliteConnection implements DatabaseConnection {
  private readonly statements: PreparedStatements;

  constructor(db: PGlite) {
    this.statements = new PreparedStatements(db);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.statements.query<R>(query.query.kind, query.sql, query.parameters);
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered by PGlite.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming queries');
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private busy = false;
  private readonly waiting: ((connection: DatabaseConnection) => void)[] = [];

  constructor(private readonly db: PGlite) {
    this.connection = new PGliteConnection(db);
  }

  async init(): Promise<void> {
    await this.db.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (!this.busy) {
      this.busy = true;
      return this.connection;
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /**
   * Hands the connection to the next waiter on a later turn of the event loop: PGlite replies
   * without I/O, so handing it on at once would run the whole queue as one block, and nothing
   * else (reading new requests, responding to others) could happen until it is empty.
   */
  async releaseConnection(): Promise<void> {
    const next = this.waiting.shift();
    if (next) setImmediate(() => next(this.connection));
    else this.busy = false;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`start transaction${isolation}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    await this.db.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly db: PGlite) {}
  createAdapter = () => new PostgresAdapter();
  createDriver = () => new PGliteDriver(this.db);
  createQueryCompiler = () => new PostgresQueryCompiler();
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's introspector is typed for any database.
  createIntrospector = (db: Kysely<any>) => new PostgresIntrospector(db);
}
