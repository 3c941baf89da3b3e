import { vi } from 'vitest';

/**
 * Moves the server's clock (`Date`) on by `ms`, as if that time had passed, instead of waiting for
 * it: timers and I/O stay real. The clock then stands still until `vi.useRealTimers()`.
 */
export function passTime(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
}
