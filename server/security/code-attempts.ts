import type { Context } from 'hono';
import type { AppDeps } from '../context';
import { clientAddress } from '../http/client-address';
import { HttpError } from '../http/errors';
import { refund, reserve } from './rate-limit';

/** A code check's response for a code that does not exist or is used: the only ones that count. */
const isWrongCode = (error: unknown) =>
  error instanceof HttpError && (error.status === 404 || error.code === 'code-used');

/**
 * Reserves an unlock-code attempt under the wrong-code limits (CODE_LIMIT_PER_USER,
 * CODE_LIMIT_PER_ADDRESS) BEFORE the code is checked, so a burst of parallel guesses checks at most
 * the limit (429 with Retry-After beyond). `settle` gives the attempt back unless the code was wrong.
 */
export async function reserveCodeAttempt(deps: AppDeps, c: Context, userId: string) {
  const { perUser, perAddress, windowMs } = deps.config.codeLimit;
  const userKey = `code:user:${userId}`;
  const addressKey = `code:address:${clientAddress(c, deps.config.trustedProxyHops)}`;
  const reservation = await reserve(
    deps.db,
    [
      { key: userKey, limit: perUser },
      { key: addressKey, limit: perAddress },
    ],
    windowMs,
  );
  if (!reservation.allowed) {
    const minutes = Math.ceil(reservation.retryAfterSeconds / 60);
    throw new HttpError(
      429,
      'too-many-codes',
      `Too many wrong codes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      undefined,
      { 'Retry-After': String(reservation.retryAfterSeconds) },
    );
  }
  return {
    async settle<T>(check: Promise<T>): Promise<T> {
      try {
        const result = await check;
        await refund(deps.db, [userKey, addressKey]);
        return result;
      } catch (error) {
        if (!isWrongCode(error)) await refund(deps.db, [userKey, addressKey]);
        throw error;
      }
    },
  };
}
