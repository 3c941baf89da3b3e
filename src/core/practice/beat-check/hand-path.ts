/**
 * The hand's recent path for the Beat check's trace: the detector's motion centroids of the last
 * bars, laid over the ideal pattern figure (core/practice/patterns) so the conductor compares shapes.
 */
import { type BeatPattern, type PatternPoint, patternPath } from '../patterns';

/** A centroid of the hand's motion, in frame heights (x across, y down), as the camera sees it. */
export interface HandPoint {
  time: number;
  x: number;
  y: number;
}

/** Bars of the hand's path that are drawn. */
export const TRACE_BARS = 2;

/** The newest points that lie within the last `seconds` (oldest first). */
export function recentPath(path: readonly HandPoint[], seconds: number): HandPoint[] {
  const newest = path[path.length - 1];
  if (!newest) return [];
  return path.filter((point) => point.time >= newest.time - seconds);
}

/** A path smaller than this (frame heights) is a still hand: nothing to fit. */
const MIN_EXTENT = 0.02;

/**
 * The hand's path in pattern space: mirrored like the camera view (so the conductor's left is on
 * the left, as the pattern is drawn), scaled evenly to fit the pattern's box, with its lowest
 * point on the ictus line and centred across. Empty while the hand has hardly moved.
 */
export function fitToPattern(
  path: readonly HandPoint[],
  pattern: BeatPattern,
  leftHanded = false,
): PatternPoint[] {
  if (path.length < 2) return [];
  const figure = patternPath(pattern, leftHanded, 12);
  const box = (xs: number[], ys: number[]) => ({
    left: Math.min(...xs),
    right: Math.max(...xs),
    bottom: Math.min(...ys),
    top: Math.max(...ys),
  });
  const target = box(
    figure.map((p) => p.u),
    figure.map((p) => p.v),
  );
  // Mirrored across, upwards positive: the same orientation as the pattern.
  const hand = box(
    path.map((p) => -p.x),
    path.map((p) => -p.y),
  );
  const width = hand.right - hand.left;
  const height = hand.top - hand.bottom;
  if (Math.max(width, height) < MIN_EXTENT) return [];
  // A figure without width (one beat: straight down and up) is fitted by its height alone.
  const scaleFor = (room: number, extent: number) =>
    room > MIN_EXTENT && extent > 0 ? room / extent : Number.POSITIVE_INFINITY;
  const scale = Math.min(
    scaleFor(target.right - target.left, width),
    scaleFor(target.top - target.bottom, height),
  );
  const handMiddle = (hand.left + hand.right) / 2;
  const targetMiddle = (target.left + target.right) / 2;
  return path.map((p) => ({
    u: targetMiddle + (-p.x - handMiddle) * scale,
    v: target.bottom + (-p.y - hand.bottom) * scale,
  }));
}
