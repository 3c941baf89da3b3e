/**
 * The order rule of a sync map's bars and notes, shared by its schema (edition-format.ts) and its
 * zod-free read in the browser (sync-map.ts).
 */

/** Items sorted by start, so the player's binary searches find the right one. */
export const sortedByStart = (items: readonly { startMs: number }[]): boolean =>
  items.every((item, i) => i === 0 || item.startMs >= items[i - 1]!.startMs);
