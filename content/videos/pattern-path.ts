/** The beat hand's path in picture pixels: the pattern space of patterns.ts laid out by layout.ts. */
import { CX, IY, LABEL_DY, S } from './layout';
import type { Pattern } from './patterns';

/** cubic 0..1 with e(0)=0, e(1)=1, e'(0)=d0, e'(1)=d1 */
function ease(s: number, d0: number, d1: number): number {
  const a = d0 + d1 - 2;
  const b = 3 - 2 * d0 - d1;
  return ((a * s + b) * s + d0) * s;
}

/**
 * position (pixels, 1280x720 layout) on the segment leaving beat index i (0-based), s in 0..1;
 * `rebound` scales the segment's rebound height (a passive beat's small one, the swing's large one)
 */
export function segPoint(p: Pattern, i: number, s: number, rebound = 1): [number, number] {
  const n = p.beats;
  const a = p.points[i % n]!;
  const b = p.points[(i + 1) % n]!;
  const g = p.segs[i % n]!;
  const u = a.u + (b.u - a.u) * ease(s, g.d0, g.d1);
  const v = a.v + (b.v - a.v) * s + 4 * g.h * rebound * s * (1 - s);
  return [CX + u * S, IY - v * S];
}

export function ictusPx(p: Pattern, i: number): [number, number] {
  const pt = p.points[i]!;
  return [CX + pt.u * S, IY - pt.v * S];
}

/** where the beat number of beat index i is drawn */
export function labelPx(p: Pattern, i: number): [number, number] {
  const [x, y] = ictusPx(p, i);
  return p.labelRight?.includes(i + 1) ? [x + 38, y + 4] : [x, y + LABEL_DY];
}

/** the full path of one bar, as a polyline */
export function barPath(p: Pattern, rebound = 1): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i < p.beats; i++) {
    for (let k = 0; k < 240; k++) pts.push(segPoint(p, i, k / 240, rebound));
  }
  pts.push(segPoint(p, 0, 0));
  return pts;
}

/** pattern units (u right, v up) to picture pixels */
export function toPx(u: number, v: number): [number, number] {
  return [CX + u * S, IY - v * S];
}

/** pixels to pattern units */
export function toUv([x, y]: readonly [number, number]): [number, number] {
  return [(x - CX) / S, (IY - y) / S];
}
