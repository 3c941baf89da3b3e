/**
 * The rules of markings that client and server share without zod: the stamps a conductor uses and
 * the limits that keep one user's layer of an edition small (issue 39).
 */

/** Stamps: breath mark, caesura, fermata, cue, cut-off, dynamics, hairpins, bar-line emphasis. */
export const MARKING_SIGNS = [
  'breath',
  'caesura',
  'fermata',
  'cue',
  'cut-off',
  'pp',
  'p',
  'mp',
  'mf',
  'f',
  'ff',
  'crescendo',
  'diminuendo',
  'bar-line',
] as const;

/** Rehearsal letters A-Z are stamps too: `letter-A` … `letter-Z`. */
export const REHEARSAL_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map(
  (letter) => `letter-${letter}` as const,
);

export const MARKING_STAMPS = [...MARKING_SIGNS, ...REHEARSAL_LETTERS] as const;

export const MARKING_KINDS = ['pen', 'highlighter', 'text', 'stamp'] as const;

/** Points of one stroke: a long slow line at 120 Hz for several seconds. */
export const MAX_STROKE_POINTS = 2000;
/** Characters of one text marking. */
export const MAX_MARKING_TEXT = 500;
/** Markings (tombstones included) sent in one request. */
export const MAX_MARKINGS_PER_WRITE = 500;
/** Bytes of one stored layer (JSON): thousands of strokes, a few per bar of a long work. */
export const MAX_LAYER_BYTES = 1024 * 1024;
