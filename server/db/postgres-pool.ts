import type { PostgresPool } from 'kysely';
import pg from 'pg';
import { log } from '../log';
import { OverloadedError } from '../work-queue';
import { nameStatements } from './postgres-statements';

export interface PoolLimits {
  /** Connections at most. */
  max: number;
  /**
   * How long a request waits for a connection while all are in use: load, so past it the request
   * gets `503 overloaded` (OverloadedError), long before a client would give up.
   */
  waitMs: number;
}

export const POOL_LIMITS: PoolLimits = { max: 10, waitMs: 2000 };

/**
 * How long making a new connection may take. Past it the database counts as unreachable
 * (`503 database-unavailable`, server/db/database-errors.ts): without a timeout, requests would
 * wait for a host that does not respond until the proxy gives up.
 */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * The PostgreSQL pool as Kysely uses it. It survives PostgreSQL restarts: a cut connection is an
 * 'error' event, which would end the process when nobody listens; the broken connection is
 * dropped, the request using it fails with 503, and the next request connects anew. And it tells
 * waiting for a free connection (load) from failing to connect (an outage).
 */
export function createPool(connectionString: string, limits: PoolLimits = POOL_LIMITS): PostgresPool {
  // pg's own timeout covers both a new connection and a wait in its queue; the wait is cut shorter below.
  const pool = new pg.Pool({
    connectionString,
    max: limits.max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  pool.on('connect', (client) => {
    // Every connection reports its own loss, idle or in use; the pool repeats it for idle ones.
    client.on('error', (error) => log.warn('PostgreSQL connection lost', { reason: error.message }));
    nameStatements(client);
  });
  pool.on('error', () => {});
  const waitedTooLong = () => new OverloadedError(`no database connection free within ${limits.waitMs} ms`);
  return {
    connect() {
      // Not full, or an idle connection: connected anew or at once, under the connect timeout.
      const mustWait = pool.totalCount >= limits.max && pool.idleCount === 0;
      const connecting = pool.connect().catch((error: unknown) => {
        // pg's own limit on a wait in its queue (the one below is shorter): load as well.
        throw error instanceof Error && error.message === 'timeout exceeded when trying to connect'
          ? waitedTooLong()
          : error;
      });
      if (!mustWait) return connecting;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(waitedTooLong());
          // Still in pg's queue: handed back as soon as it comes.
          connecting.then(
            (client) => client.release(),
            () => {},
          );
        }, limits.waitMs);
        connecting.then(
          (client) => {
            clearTimeout(timer);
            resolve(client);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error);
          },
        );
      });
    },
    end: () => pool.end(),
  };
}
