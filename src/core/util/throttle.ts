/**
 * A time gate: `due()` is true when the last run lies at least `intervalMs` back (or never ran).
 * The clock is injected so rules can be tested without waiting.
 */
export interface Throttle {
  due(): boolean;
  markRun(): void;
  readonly lastRun: number | null;
  reset(): void;
}

export function createThrottle(
  intervalMs: number,
  now: () => number,
  initial: number | null = null,
): Throttle {
  let lastRun = initial;
  return {
    due: () => lastRun === null || now() - lastRun >= intervalMs,
    markRun: () => {
      lastRun = now();
    },
    get lastRun() {
      return lastRun;
    },
    reset: () => {
      lastRun = null;
    },
  };
}
