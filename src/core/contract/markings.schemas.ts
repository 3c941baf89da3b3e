/** Wire contract (zod, see schemas.ts): a user's markings on an edition and the layers shared with a choir. */
import { z } from 'zod';
import {
  MARKING_KINDS,
  MARKING_STAMPS,
  MAX_MARKING_TEXT,
  MAX_MARKINGS_PER_WRITE,
  MAX_STROKE_POINTS,
} from './markings-limits';

/**
 * A position as fractions of a measure's box (0-1 inside it). A stroke may reach beyond its
 * measure, so the range is wider.
 */
const Fraction = z.number().min(-8).max(8);

export const MarkingAnchorSchema = z
  .object({
    /** The measure's id in the sync map and the page SVG. */
    measureId: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9._-]+$/),
    x: Fraction,
    y: Fraction,
    /** The part (movement, 0 = first) of the edition it was drawn in. */
    part: z.number().int().min(0).max(999).optional(),
    /** The staff (1 = top) the marking belongs to, where it belongs to one. */
    staff: z.number().int().min(1).max(16).optional(),
  })
  .meta({ id: 'MarkingAnchor' });

export const MarkingSchema = z
  .object({
    /** Made by the client, one per stroke: two devices' strokes never share one. */
    id: z
      .string()
      .min(8)
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/),
    kind: z.enum(MARKING_KINDS),
    colour: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    anchor: MarkingAnchorSchema,
    /** Pen and highlighter: x and y as fractions of the anchor measure's box from its top left, and pressure 0-1. */
    points: z
      .array(z.tuple([Fraction, Fraction, z.number().min(0).max(1)]))
      .max(MAX_STROKE_POINTS)
      .optional(),
    /** Line width as a fraction of the anchor measure's height. */
    size: z.number().min(0).max(1).optional(),
    /** Text markings: plain text (the server strips markup). */
    text: z.string().max(MAX_MARKING_TEXT).optional(),
    stamp: z.enum(MARKING_STAMPS).optional(),
    /** When the device last changed it (ms since 1970): the later change wins a merge. */
    updatedAt: z.number().int().min(0).max(8_640_000_000_000_000),
    /** Erased: kept as a tombstone so another device's copy does not bring it back. */
    deleted: z.boolean().optional(),
  })
  .meta({ id: 'Marking' });

export const MarkingsWriteSchema = z
  .object({ markings: z.array(MarkingSchema).max(MAX_MARKINGS_PER_WRITE) })
  .meta({ id: 'MarkingsWrite' });

export const MarkingLayerSchema = z
  .object({
    /** Null until the first marking is stored. */
    layerId: z.string().nullable(),
    articleId: z.string(),
    markings: z.array(MarkingSchema),
    /** The choir pack (article id) whose seat holders see this layer, or null. */
    sharedWith: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'MarkingLayer' });

/** A layer someone shared with the user as a seat holder: read-only. */
export const SharedMarkingLayerSchema = z
  .object({
    layerId: z.string(),
    articleId: z.string(),
    /** The buyer's name, as the seat holder knows them. */
    owner: z.string(),
    markings: z.array(MarkingSchema),
    updatedAt: z.string(),
  })
  .meta({ id: 'SharedMarkingLayer' });

export const MarkingsSchema = z
  .object({ own: MarkingLayerSchema, shared: z.array(SharedMarkingLayerSchema) })
  .meta({ id: 'Markings' });

export const MarkingShareSchema = z
  .object({
    /** A choir pack the user bought (article id), or null to stop sharing. */
    packId: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9._-]+$/)
      .nullable(),
  })
  .meta({ id: 'MarkingShare' });
