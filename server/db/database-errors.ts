/**
 * Faults of the database connection (as opposed to faults of a query): PostgreSQL restarting or
 * unreachable. They are temporary, so the API responds 503 with Retry-After instead of 500.
 */

/** Seconds a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that is going away or not there yet: class 08 (connection exception),
 * 57P01-57P03 (administrator or crash shutdown, cannot connect now), 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;

/**
 * node-postgres reports a cut connection, or a new one that was not made in time, by message only,
 * without a code. (A wait for a free connection of a full pool is load: server/db/postgres-pool.ts.)
 */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|Connection is closed)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (UNAVAILABLE_MESSAGE.test(error.message)) return true;
  // AggregateError (a host name with several addresses, all refused) carries the codes of its parts.
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
}
