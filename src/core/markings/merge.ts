import { MAX_TOMBSTONES } from '../contract/markings-limits';
import { type Marking, visible } from './model';

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

/**
 * A stored layer's tombstones bounded (decision 0040): each holds only what a merge needs (id,
 * kind, colour, anchor, time), and of them the newest `max` stay (ties by id, so every engine keeps
 * the same). Live markings are never touched. A tombstone that went no longer stops a stale copy of
 * its stroke from coming back; the ones kept merge as before.
 */
export function boundTombstones(markings: readonly Marking[], max = MAX_TOMBSTONES): Marking[] {
  const kept = new Set(
    markings
      .filter((marking) => marking.deleted)
      .sort((a, b) => b.updatedAt - a.updatedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .slice(0, max)
      .map((marking) => marking.id),
  );
  return markings.flatMap((marking) => {
    if (!marking.deleted) return [marking];
    if (!kept.has(marking.id)) return [];
    const { id, kind, colour, anchor, updatedAt } = marking;
    return [{ id, kind, colour, anchor, updatedAt, deleted: true }];
  });
}

/** Bytes of a layer's live markings as JSON: what the size limit counts (tombstones do not). */
export const liveBytes = (markings: readonly Marking[]): number =>
  new TextEncoder().encode(JSON.stringify(visible(markings))).length;
