import type { Marking } from './model';

export interface Placement {
  /** Markings whose measure the edition (version) has. */
  placed: Marking[];
  /** Markings whose measure it lacks: listed for the user, kept on the server, never dropped. */
  unplaced: Marking[];
}

/**
 * Places markings on an edition's measures, e.g. a newer version: those on a measure that still
 * exists go there; the others are listed as unplaced. Tombstones are neither.
 */
export function placeMarkings(markings: readonly Marking[], measureIds: ReadonlySet<string>): Placement {
  const placement: Placement = { placed: [], unplaced: [] };
  for (const marking of markings) {
    if (marking.deleted) continue;
    (measureIds.has(marking.anchor.measureId) ? placement.placed : placement.unplaced).push(marking);
  }
  return placement;
}
