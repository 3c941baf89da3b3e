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
/**
 * Bytes of one layer's markings as JSON, tombstones left out: thousands of strokes, a few per bar
 * of a long work. Erasing makes room.
 */
export const MAX_LAYER_BYTES = 1024 * 1024;
/**
 * Tombstones one layer keeps at most, the newest (about 150 bytes each, so some 750 KB). A device
 * that still holds a stroke whose erasure was forgotten brings it back (never drops one).
 */
export const MAX_TOMBSTONES = 5000;
