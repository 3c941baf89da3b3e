/**
 * Marks signal writes whose screen updates may wait a little: data that arrived from the network
 * (topics, purchases, settings, works). The React layer renders what they change in small slices
 * (a React transition) instead of one long task, so a phone stays responsive while a whole page of
 * cards appears. Writes made by the user (typing, clicks) and by the player's clock stay immediate.
 * Signals notify their readers synchronously, inside the write, which is what makes a depth count work.
 */
let depth = 0;

/** Runs `write` (signal assignments, possibly batched) as a background write. */
export function inBackground<T>(write: () => T): T {
  depth += 1;
  try {
    return write();
  } finally {
    depth -= 1;
  }
}

/** Whether the signal write being notified right now is a background write. */
export function isBackgroundWrite(): boolean {
  return depth > 0;
}
