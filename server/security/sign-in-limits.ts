import type { AppDeps } from '../context';
import { HttpError, overloaded } from '../http/errors';
import { CounterWaits } from './counter-waits';
import { clearLimit, countHits, countHitsIn, hitsOfEach, refund, reserve, secondsUntil } from './rate-limit';

/**
 * The sign-in limits (docs/security.md, "Limits"; decision 0009). Two kinds of counters per
 * (account, address) pair and per address:
 * - reservations: attempts being checked plus failures. One is taken BEFORE the password is
 *   checked, so a burst checks at most the limit; a right password gives it back;
 * - failures alone, counted in the same window.
 * A request whose reservation is refused while the failures are still under the limit is not
 * refused: attempts in flight will finish, so it waits for room (woken when one gives its
 * reservation back) and is only refused when the failures reach the limit (429), or answered
 * `503 overloaded` when no room came within `loginWaitMs` (15 s). So a burst of right passwords
 * from one address all sign in and leaves nothing counted.
 */

/** A waiter asks the database again this often: attempts of other processes wake nobody here. */
const POLL_MS = 1000;

export interface SignInAttempt {
  /** The password was wrong: the reservation stays, as a failure. */
  failed(): Promise<void>;
  /** The password was right: the reservations are given back, the pair's failures and the slow-down end. */
  succeeded(): Promise<void>;
  /** The password could not be checked (busy server, database fault): the reservations are given back. */
  abandoned(): Promise<void>;
}

const tooMany = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    'too-many-attempts',
    'Too many sign-in attempts. Please wait a few minutes and try again.',
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );

/** The wait before checking a password of an account under attack: doubles per failure, capped. */
function slowdownMs(accountFailures: number, threshold: number, step: number, max: number): number {
  if (accountFailures < threshold) return 0;
  return Math.min(max, step * 2 ** Math.min(accountFailures - threshold, 20));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A reservation counter and the counter of its failures, with the limit of both. */
interface Counter {
  key: string;
  failures: string;
  limit: number;
}

/** The limits of one app (its waiters are this process's). */
export function signInLimits(deps: AppDeps) {
  const waits = new CounterWaits();
  const { db } = deps;

  /** Waits for a turn under the limits; 429 when the failures reached them, 503 when no turn came. */
  async function begin(email: string, address: string): Promise<SignInAttempt> {
    const { perAccount, perAddress, windowMs } = deps.config.loginLimit;
    const { stepMs, maxMs } = deps.config.loginSlowdown;
    const account = `login:account:${email}`;
    const pair: Counter = {
      key: `login:pair:${email}:${address}`,
      failures: `login:pair-failures:${email}:${address}`,
      limit: perAccount,
    };
    const fromAddress: Counter = {
      key: `login:address:${address}`,
      failures: `login:address-failures:${address}`,
      limit: perAddress,
    };
    const counters = [pair, fromAddress];
    const deadline = Date.now() + deps.config.loginWaitMs;

    let hits = await hitsOfEach(db, [account, pair.failures, fromAddress.failures], windowMs);
    const delay = slowdownMs(hits.get(account)!.count, perAccount, stepMs, maxMs);
    if (delay > 0) await sleep(delay);
    for (;;) {
      const ends = counters
        .filter((counter) => hits.get(counter.failures)!.count >= counter.limit)
        .map((counter) => hits.get(counter.failures)!.windowEnd);
      if (ends.length > 0) throw tooMany(secondsUntil(Math.max(...ends)));
      const mark = waits.mark();
      const reservation = await reserve(db, counters, windowMs);
      if (reservation.allowed) return attempt(reservation.windowStarts);
      const left = deadline - Date.now();
      if (left <= 0) throw overloaded();
      await waits.wait(reservation.refused, mark, Math.min(left, POLL_MS * (0.75 + Math.random() / 2)));
      hits = await hitsOfEach(db, [pair.failures, fromAddress.failures], windowMs);
    }

    function attempt(windowStarts: Map<string, Date>): SignInAttempt {
      return {
        async failed() {
          const [, counted] = await Promise.all([
            countHits(db, [account], windowMs),
            countHitsIn(
              db,
              counters.map((counter) => ({
                key: counter.failures,
                windowStart: windowStarts.get(counter.key)!,
              })),
            ),
          ]);
          for (const counter of counters)
            if ((counted.find((row) => row.key === counter.failures)?.count ?? 0) >= counter.limit)
              waits.releaseAll(counter.key);
        },
        async succeeded() {
          // The pair's failures were part of its reservations: they end with them.
          const pairFailures = await clearLimit(db, pair.failures, windowMs);
          await Promise.all([
            clearLimit(db, account, windowMs),
            refund(db, [pair.key], 1 + pairFailures),
            refund(db, [fromAddress.key]),
          ]);
          waits.releaseOne(pair.key, 1 + pairFailures);
          waits.releaseOne(fromAddress.key);
        },
        async abandoned() {
          await refund(db, [pair.key, fromAddress.key]);
          waits.releaseOne(pair.key);
          waits.releaseOne(fromAddress.key);
        },
      };
    }
  }

  return { begin };
}

export type SignInLimits = ReturnType<typeof signInLimits>;
