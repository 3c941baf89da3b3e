/**
 * Geometry of the standard conducting patterns for 1 to 7 beats per bar, the same shapes the
 * practice videos draw (content/videos/patterns.ts), so an overlay lines up with a video.
 *
 * Pattern space: `u` is horizontal (-1 left … 1 right, seen from the conductor, right hand: "left" is
 * towards the body), `v` is the height above the ictus line (0 = focal plane, 1 = top). Between
 * beat i and beat i+1 (s = 0…1 over one beat) the height follows a parabola in time (constant
 * gravity: the hand falls into each ictus and bounces out of it), the sideways motion a cubic ease
 * with the given end slopes (0 = vertical departure or arrival).
 */

export const MIN_BEATS = 1;
export const MAX_BEATS = 7;

export type Direction = 'down' | 'left' | 'right' | 'up';

export interface PatternPoint {
  u: number;
  v: number;
}

/** The motion from one ictus to the next: rebound height and horizontal end slopes. */
export interface PatternSegment {
  rebound: number;
  slopeOut: number;
  slopeIn: number;
}

export interface BeatPattern {
  beats: number;
  /** How the bar is grouped, e.g. `3+2`. */
  grouping: string;
  /** The ictus of beat 1…n. */
  points: PatternPoint[];
  /** Segment i leaves beat i+1 for beat i+2 (the last one returns to beat 1). */
  segments: PatternSegment[];
  /** The direction of the stroke into each beat (what a textbook says: "down, left, right, up"). */
  directions: Direction[];
}

type Row = [u: number, v: number, rebound: number, slopeOut: number, slopeIn: number];

/** Last beat: rebound to the top, then straight down into beat 1. */
const UP: [number, number, number] = [0.95, 2.4, 0];

// One row per beat: its ictus (u, v) and the segment that leaves it. Same figures as the videos.
const TABLE: Record<number, { grouping: string; rows: Row[]; directions: Direction[] }> = {
  1: { grouping: '1', rows: [[0, 0, 0.95, 1, 1]], directions: ['down'] },
  2: {
    grouping: '2',
    rows: [
      [0, 0, 0.3, 0.3, 1.4],
      [0.32, 0.12, ...UP],
    ],
    directions: ['down', 'up'],
  },
  3: {
    grouping: '3',
    rows: [
      [0, 0, 0.38, 0.3, 1.5],
      [0.78, 0.04, 0.3, 1, 1],
      [0.34, 0.16, ...UP],
    ],
    directions: ['down', 'right', 'up'],
  },
  4: {
    grouping: '4',
    rows: [
      [0, 0, 0.4, 0, 2],
      [-0.72, 0.04, 0.16, 1, 1],
      [0.78, 0.04, 0.24, 1, 1],
      [0.34, 0.16, ...UP],
    ],
    directions: ['down', 'left', 'right', 'up'],
  },
  5: {
    grouping: '3+2',
    rows: [
      [0, 0, 0.3, 0.3, 1.4],
      [-0.42, 0.03, 0.24, 0.6, 1.3],
      [-0.84, 0.08, 0.3, 1, 1],
      [0.78, 0.04, 0.3, 1, 1],
      [0.34, 0.16, ...UP],
    ],
    directions: ['down', 'left', 'left', 'right', 'up'],
  },
  6: {
    grouping: '3+3',
    rows: [
      [0, 0, 0.3, 0.3, 1.4],
      [-0.42, 0.03, 0.24, 0.6, 1.3],
      [-0.84, 0.08, 0.16, 1, 1],
      [0.42, 0.03, 0.24, 0.6, 1.3],
      [0.84, 0.08, 0.26, 1, 1],
      [0.2, 0.36, 0.85, 2.4, 0],
    ],
    directions: ['down', 'left', 'left', 'right', 'right', 'up'],
  },
  7: {
    grouping: '2+2+3',
    rows: [
      [0, 0, 0.2, 0, 0],
      [0.2, 0, 0.3, 0.3, 1.4],
      [-0.46, 0.04, 0.14, 1, 1],
      [-0.7, 0.07, 0.28, 0.6, 1.3],
      [0.6, 0.03, 0.14, 1, 1],
      [0.84, 0.08, 0.26, 1, 1],
      [0.2, 0.36, 0.85, 2.4, 0],
    ],
    directions: ['down', 'down', 'left', 'left', 'right', 'right', 'up'],
  },
};

/** The forms some videos beat besides the standard ones, by name: the slow sevens by grouping (content/videos/patterns-more.ts), the Lorelei's smaller two. */
const SMALL_DOWN: [number, number, number] = [0.16, 0, 0];
const INTO_LEFT: [number, number, number] = [0.3, 0.3, 1.4];
const CROSS_RIGHT: [number, number, number] = [0.28, 0.6, 1.3];
const RIGHT_TO_UP: [number, number, number] = [0.24, 1, 1];
const VARIANTS: Record<string, { beats: number; grouping: string; rows: Row[]; directions: Direction[] }> = {
  '3+2+2': {
    beats: 7,
    grouping: '3+2+2',
    rows: [
      [0, 0, ...SMALL_DOWN],
      [0.15, 0, ...SMALL_DOWN],
      [0.3, 0, ...INTO_LEFT],
      [-0.46, 0.04, 0.14, 1, 1],
      [-0.7, 0.07, ...CROSS_RIGHT],
      [0.8, 0.04, ...RIGHT_TO_UP],
      [0.42, 0.18, ...UP],
    ],
    directions: ['down', 'down', 'down', 'left', 'left', 'right', 'up'],
  },
  '2+3+2': {
    beats: 7,
    grouping: '2+3+2',
    rows: [
      [0, 0, 0.2, 0, 0],
      [0.2, 0, ...INTO_LEFT],
      [-0.42, 0.03, 0.14, 1, 1],
      [-0.63, 0.05, 0.1, 1, 1],
      [-0.84, 0.08, ...CROSS_RIGHT],
      [0.78, 0.04, ...RIGHT_TO_UP],
      [0.34, 0.16, ...UP],
    ],
    directions: ['down', 'down', 'left', 'left', 'left', 'right', 'up'],
  },
  // The Lorelei's two, drawn at 0.7 of its size (Andante, piano).
  'small-2': {
    ...TABLE[2]!,
    beats: 2,
    rows: TABLE[2]!.rows.map(([u, v, h, d0, d1]) => [u * 0.7, v * 0.7, h * 0.7, d0, d1]),
  },
};

/** A whole number of beats within 1…7 (anything else is clamped; NaN becomes 4). */
export function clampBeats(beats: number): number {
  if (!Number.isFinite(beats)) return 4;
  return Math.min(MAX_BEATS, Math.max(MIN_BEATS, Math.round(beats)));
}

/**
 * The metronome's counts per bar for a video: its beats, or for a fast or asymmetric metre the
 * counts of its grouping ("2+2+3": 7, the video clicks every eighth while the hand beats three).
 */
export function countsPerBar(beats: number, groups?: string): number {
  const counts = groups?.split('+').map(Number) ?? [];
  const total = counts.reduce((sum, count) => sum + count, 0);
  return counts.length > 0 && counts.every((count) => Number.isInteger(count) && count > 0)
    ? clampBeats(total)
    : clampBeats(beats);
}

const cache = new Map<string, BeatPattern>();

/**
 * The pattern for a number of beats per bar (clamped to 1…7); with a video's `form` (its index's
 * `pattern`) the form it beats where the number has several (a slow seven's "3+2+2", the Lorelei's
 * "small-2"), else the standard one.
 */
export function beatPattern(beats: number, form?: string): BeatPattern {
  const n = clampBeats(beats);
  const variant = form === undefined ? undefined : VARIANTS[form];
  const key = variant?.beats === n ? form! : String(n);
  let pattern = cache.get(key);
  if (!pattern) {
    const { rows, directions } = variant?.beats === n ? variant : TABLE[n]!;
    pattern = {
      beats: n,
      grouping: (variant?.beats === n ? variant : TABLE[n]!).grouping,
      points: rows.map(([u, v]) => ({ u, v })),
      segments: rows.map(([, , rebound, slopeOut, slopeIn]) => ({ rebound, slopeOut, slopeIn })),
      directions,
    };
    cache.set(key, pattern);
  }
  return pattern;
}

/** Cubic 0…1 with e(0) = 0, e(1) = 1, e'(0) = slopeOut, e'(1) = slopeIn. */
export function ease(s: number, slopeOut: number, slopeIn: number): number {
  const a = slopeOut + slopeIn - 2;
  const b = 3 - 2 * slopeOut - slopeIn;
  return ((a * s + b) * s + slopeOut) * s;
}

/**
 * Where the beat point is on the segment that leaves beat index `beat` (0-based), `s` = 0…1 of the
 * way to the next beat. Left-handed mirrors the pattern (u → -u).
 */
export function segmentPoint(
  pattern: BeatPattern,
  beat: number,
  s: number,
  leftHanded = false,
): PatternPoint {
  const n = pattern.beats;
  const i = ((beat % n) + n) % n;
  const a = pattern.points[i]!;
  const b = pattern.points[(i + 1) % n]!;
  const g = pattern.segments[i]!;
  const u = a.u + (b.u - a.u) * ease(s, g.slopeOut, g.slopeIn);
  const v = a.v + (b.v - a.v) * s + 4 * g.rebound * s * (1 - s);
  return { u: leftHanded ? -u : u, v };
}

/** The ictus points of beat 1…n. */
export function ictusPoints(pattern: BeatPattern, leftHanded = false): PatternPoint[] {
  return pattern.points.map(({ u, v }) => ({ u: leftHanded ? -u : u, v }));
}

/** One bar of the path as a polyline (ends where it starts, on beat 1). */
export function patternPath(pattern: BeatPattern, leftHanded = false, samplesPerBeat = 48): PatternPoint[] {
  const path: PatternPoint[] = [];
  for (let beat = 0; beat < pattern.beats; beat++) {
    for (let k = 0; k < samplesPerBeat; k++)
      path.push(segmentPoint(pattern, beat, k / samplesPerBeat, leftHanded));
  }
  path.push(segmentPoint(pattern, 0, 0, leftHanded));
  return path;
}

/** How far along the last segment (0…1) the rebound after the last beat reaches its top. */
export function reboundApex(pattern: BeatPattern): number {
  const known = apexes.get(pattern);
  if (known !== undefined) return known;
  let best = 0;
  let bestV = Number.NEGATIVE_INFINITY;
  for (let k = 0; k <= 400; k++) {
    const { v } = segmentPoint(pattern, pattern.beats - 1, k / 400);
    if (v > bestV) {
      bestV = v;
      best = k / 400;
    }
  }
  apexes.set(pattern, best);
  return best;
}

const apexes = new WeakMap<BeatPattern, number>();

/**
 * Where a pattern sits in a 1280×720 picture: centre x, ictus line y and the size of one pattern
 * unit, in picture pixels. {@link PRACTICE_VIDEO_PLACEMENT} is where the practice videos draw it.
 */
export interface PatternPlacement {
  cx: number;
  iy: number;
  scale: number;
}

export const PRACTICE_VIDEO_PLACEMENT: PatternPlacement = { cx: 685, iy: 540, scale: 215 };
/** A centred placement for any other video or a plain canvas. */
export const CENTRED_PLACEMENT: PatternPlacement = { cx: 640, iy: 540, scale: 380 };
export const PICTURE_WIDTH = 1280;
export const PICTURE_HEIGHT = 720;

/** Pattern units to picture pixels (y grows downwards). */
export function toPicture(point: PatternPoint, placement: PatternPlacement): { x: number; y: number } {
  return { x: placement.cx + point.u * placement.scale, y: placement.iy - point.v * placement.scale };
}
