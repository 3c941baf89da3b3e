/**
 * Where the beat hand (the right hand) is at any moment: still while the clicks count in, one
 * preparatory beat, the pattern bar by bar (at the size and with the stroke of each beat), then the
 * ending: a rebound to rest, a cut-off, or a held fermata and its release.
 */
import type { Point } from './figure';
import { CX, IY, S } from './layout';
import { segPoint } from './pattern-path';
import type { Pattern } from './patterns';
import { lastIctus, patternBeat, type Stroke, type Timeline } from './timeline';

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const smooth = (x: number) => x * x * (3 - 2 * x);

/** the pattern scaled about beat 1's ictus: small patterns stay on the same plane */
function scaled([x, y]: [number, number], size: number): Point {
  return { x: CX + (x - CX) * size, y: IY + (y - IY) * size };
}

/**
 * How far along its segment the hand is, s = 0…1 of the beat's time: evenly for a plain beat; for
 * legato slower through the ictus and faster between (round, unbroken arcs); for staccato a quick,
 * short rebound, a stop, and a quick stroke into the next ictus.
 */
export function strokeProgress(stroke: Stroke, s: number): number {
  if (stroke === 'active') return s ** 1.7; // leaves slowly, speeds up into the ictus
  if (stroke === 'legato') return s - (0.5 * Math.sin(2 * Math.PI * s)) / (2 * Math.PI);
  if (stroke === 'staccato') {
    if (s < 0.18) return 0.3 * (1 - (1 - s / 0.18) ** 2);
    if (s < 0.55) return 0.3;
    return 0.3 + 0.7 * ((s - 0.55) / 0.45) ** 2;
  }
  return s;
}

/**
 * How high the hand rebounds, relative to the pattern's rebound: a passive beat hardly rebounds, an
 * active one a little more, the rocking swing of a compound beat travels a larger arc.
 */
export const REBOUND: Record<Stroke, number> = {
  beat: 1,
  legato: 1,
  staccato: 1,
  passive: 0.45,
  active: 1.2,
  swing: 1.35,
};

/** the rebound of the drawn path: the stroke's where a video keeps one stroke throughout (the swing) */
export function drawnRebound(tl: Timeline): number {
  const strokes = new Set(tl.beatTimes.map((_, k) => tl.stroke(k)));
  return strokes.size === 1 ? REBOUND[tl.stroke(0)] : 1;
}

/** the closing point of a cut-off after a fermata, relative to where the sustaining line ends */
const RELEASE = { du: -0.12, dv: -0.4, lift: 0.22 };
/** the sustaining line of a fermata, from its ictus: outwards and up */
const SUSTAIN = { du: 0.32, dv: 0.5 };
/** the small loop that prepares a cut-off (pattern units) */
const LOOP = { r: 0.12, from: 0.3, to: 0.75 };

/** where the beat hand is at time t (picture pixels) */
export function handAt(p: Pattern, tl: Timeline, t: number): Point {
  const n = p.beats;
  const last = tl.beatTimes.length - 1;
  // the preparatory beat is the stroke into the first conducted beat (beat 1, or an upbeat's first)
  const prepSeg = (patternBeat(tl, 0) + n - 1) % n;
  if (t < tl.prepStart) return scaled(segPoint(p, prepSeg, 0), tl.size(0));
  if (t < tl.beatTimes[0]!) {
    // preparatory beat: starts from rest, lands on the first beat with the normal speed (w(0)'=0, w(1)'=1)
    const s = (t - tl.prepStart) / tl.T;
    return scaled(segPoint(p, prepSeg, 2 * s * s - s * s * s), tl.size(0));
  }
  if (t < tl.lastBeat) {
    const k = lastIctus(tl, t);
    const s = (t - tl.beatTimes[k]!) / (tl.beatTimes[k + 1]! - tl.beatTimes[k]!);
    const stroke = tl.stroke(k);
    const w = strokeProgress(stroke, s);
    const size = tl.size(k) + (tl.size(k + 1) - tl.size(k)) * smooth(w);
    return scaled(segPoint(p, patternBeat(tl, k), w, REBOUND[stroke]), size);
  }
  const size = tl.size(last);
  if (tl.ending === 'rebound') {
    const tau = Math.min(t - tl.lastBeat, tl.tailMove);
    const q = 1 - tau / tl.tailMove;
    return scaled(segPoint(p, n - 1, tl.sApex * (1 - q * q)), size);
  }
  if (tl.ending === 'cut-off') {
    // the last beat rises into a small loop and falls into the closing point, where it stops dead
    const s = clamp01((t - tl.lastBeat) / (tl.cutTime - tl.lastBeat));
    const [x, y] = segPoint(p, n - 1, s);
    const phase = clamp01((s - LOOP.from) / (LOOP.to - LOOP.from)) * 2 * Math.PI;
    const loop = [LOOP.r * Math.sin(phase) * S, -0.3 * LOOP.r * (1 - Math.cos(phase)) * S];
    return scaled([x + loop[0]!, y + loop[1]!], size);
  }
  // fermata: a normal ictus, then a slow, living line outwards and up instead of a frozen hand
  const [x1, y1] = segPoint(p, n - 1, 1);
  const hold = clamp01((t - tl.lastBeat) / (tl.holdEnd - tl.lastBeat));
  const along = 1 - (1 - hold) ** 2;
  const u = SUSTAIN.du * along;
  const v = SUSTAIN.dv * along;
  if (t < tl.holdEnd) return scaled([x1 + u * S, y1 - v * S], size);
  // the release: a small lift (its preparation), then down into the closing point, where it stops
  const s = clamp01((t - tl.holdEnd) / (tl.cutTime - tl.holdEnd));
  const du = u + RELEASE.du * s;
  const dv = v + RELEASE.dv * s + 4 * RELEASE.lift * s * (1 - s);
  return scaled([x1 + du * S, y1 - dv * S], size);
}

/** where the ictus of conducted beat k is drawn (the pattern at that beat's size) */
export function ictusAt(p: Pattern, tl: Timeline, k: number): Point {
  return scaled(segPoint(p, patternBeat(tl, k), 0), tl.size(k));
}
