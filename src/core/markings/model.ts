/**
 * A marking on the music (issue 39): a pen or highlighter stroke, a text or a stamp, anchored to a
 * measure so that it stays in place at every zoom and moves to a newer version of the edition.
 * The shapes are the wire contract's (`contract/markings.schemas.ts`), taken as types only.
 */
import type { z } from 'zod';
import type {
  MarkingAnchorSchema,
  MarkingLayerSchema,
  MarkingSchema,
  MarkingsSchema,
  SharedMarkingLayerSchema,
} from '../contract/markings.schemas';

export type Marking = z.infer<typeof MarkingSchema>;
export type MarkingAnchor = z.infer<typeof MarkingAnchorSchema>;
export type MarkingKind = Marking['kind'];
export type MarkingStamp = NonNullable<Marking['stamp']>;
export type MarkingPoint = NonNullable<Marking['points']>[number];
export type MarkingLayer = z.infer<typeof MarkingLayerSchema>;
export type SharedMarkingLayer = z.infer<typeof SharedMarkingLayerSchema>;
export type MarkingsResponse = z.infer<typeof MarkingsSchema>;

/** A marking id: random, so two devices never make the same one (per-stroke merge, merge.ts). */
export function newMarkingId(random: () => string = () => crypto.randomUUID()): string {
  return random().replaceAll('-', '');
}

/** The tombstone of an erased marking: only what a merge needs, with the time it was erased. */
export function tombstone(marking: Marking, now: number): Marking {
  const { id, kind, colour, anchor } = marking;
  return { id, kind, colour, anchor, updatedAt: Math.max(now, marking.updatedAt + 1), deleted: true };
}

/** The markings a user sees: tombstones left out. */
export const visible = (markings: readonly Marking[]): Marking[] => markings.filter((m) => !m.deleted);
