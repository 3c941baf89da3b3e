import type { Context } from 'hono';
import type { AppDeps } from '../context';
import { clientAddress } from '../http/client-address';
import { HttpError } from '../http/errors';
import { reserve } from '../security/rate-limit';

/**
 * Counts a screen layout about to be made (not in the cache) against LAYOUT_LIMIT, per address and,
 * signed in, per user; `429 too-many-layouts` with Retry-After beyond it. So nobody fills the queue
 * or the disk with sizes no screen has.
 */
export async function countRendering(deps: Pick<AppDeps, 'db' | 'config'>, c: Context, userId?: string) {
  const { perCaller, windowMs } = deps.config.layoutLimit;
  const keys = [`layout:address:${clientAddress(c, deps.config.trustedProxyHops)}`];
  if (userId) keys.push(`layout:user:${userId}`);
  const reservation = await reserve(
    deps.db,
    keys.map((key) => ({ key, limit: perCaller })),
    windowMs,
  );
  if (!reservation.allowed)
    throw new HttpError(
      429,
      'too-many-layouts',
      'Too many new screen layouts were asked for. Please try again later.',
      undefined,
      { 'Retry-After': String(reservation.retryAfterSeconds) },
    );
}
