import type { Marking } from './model';

/**
 * Which of two versions of one marking stays: the later change; at the same time an erasure, then
 * the larger JSON (any fixed rule, so that every device and the server pick the same one).
 */
function later(a: Marking, b: Marking): Marking {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt > b.updatedAt ? a : b;
  if (Boolean(a.deleted) !== Boolean(b.deleted)) return a.deleted ? a : b;
  return JSON.stringify(a) >= JSON.stringify(b) ? a : b;
}

/**
 * Two devices' sets merged without losing a stroke: every id of either set stays, and of a marking
 * both hold, the later version (an erasure is a tombstone, so it wins over the older stroke).
 * The result keeps the first set's order and appends the second's new ids.
 */
export function mergeMarkings(ours: readonly Marking[], theirs: readonly Marking[]): Marking[] {
  const byId = new Map<string, Marking>();
  for (const marking of [...ours, ...theirs]) {
    const before = byId.get(marking.id);
    byId.set(marking.id, before ? later(before, marking) : marking);
  }
  return [...byId.values()];
}
