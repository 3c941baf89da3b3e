/**
 * Requests of this process waiting for a full rate-limit counter (server/security/rate-limit.ts) to
 * have room again. The counters live in the database; this only saves each waiter from asking it
 * over and over: an attempt that gives its reservation back wakes the longest waiter on that
 * counter, and a counter that reached its limit for good wakes them all (they are then refused).
 * Attempts of other processes wake nobody here, so a waiter also asks again after a while.
 */

interface Waiter {
  keys: readonly string[];
  wake(): void;
}

/** How long a release is remembered for a waiter that had not started waiting yet (see `mark`). */
const RELEASE_MEMORY_MS = 60_000;
/** Above this many remembered keys, those older than RELEASE_MEMORY_MS are forgotten. */
const PRUNE_ABOVE = 1000;

export class CounterWaits {
  private sequence = 0;
  /** Per key, the sequence number and time of its last release. */
  private readonly released = new Map<string, { sequence: number; at: number }>();
  /** Per key, its waiters, longest first. */
  private readonly waiters = new Map<string, Waiter[]>();

  /** Taken before asking the database: a release after it, before `wait` starts, is not missed. */
  mark(): number {
    return this.sequence;
  }

  /** Resolves when one of `keys` has had a release since `mark`, or after `ms`. */
  wait(keys: readonly string[], mark: number, ms: number): Promise<void> {
    if (keys.some((key) => (this.released.get(key)?.sequence ?? -1) > mark)) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter: Waiter = {
        keys,
        wake: () => {
          clearTimeout(timer);
          this.remove(waiter);
          resolve();
        },
      };
      const timer = setTimeout(waiter.wake, ms);
      for (const key of keys) {
        const list = this.waiters.get(key);
        if (list) list.push(waiter);
        else this.waiters.set(key, [waiter]);
      }
    });
  }

  /** `count` reservations of `key` were given back: as many waiters on it try again. */
  releaseOne(key: string, count = 1): void {
    this.remember(key);
    for (const waiter of (this.waiters.get(key) ?? []).slice(0, count)) waiter.wake();
  }

  /** `key` refuses until its window ends: every waiter on it learns so. */
  releaseAll(key: string): void {
    this.remember(key);
    for (const waiter of [...(this.waiters.get(key) ?? [])]) waiter.wake();
  }

  private remember(key: string): void {
    const now = Date.now();
    this.released.set(key, { sequence: ++this.sequence, at: now });
    if (this.released.size <= PRUNE_ABOVE) return;
    for (const [old, { at }] of this.released) if (at < now - RELEASE_MEMORY_MS) this.released.delete(old);
  }

  private remove(waiter: Waiter): void {
    for (const key of waiter.keys) {
      const list = this.waiters.get(key)?.filter((other) => other !== waiter) ?? [];
      if (list.length > 0) this.waiters.set(key, list);
      else this.waiters.delete(key);
    }
  }
}
