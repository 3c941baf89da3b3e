// Each pitch's own lateness, learnt from the tempo (decision 0066). The recording's attacks are found
// where its energy rises, and a sampled choir's "aahs" swell in over 100-300 ms by a different time at
// every pitch (each key range its own recording): in the bench's renditions the onsets that bring
// F#4 and A4 were found about 100 ms later than those that bring G4 or C4, piece after piece, and
// one attack shift for all (refine.ts) left the bars about ±50 ms off by the pitches they begin with.
// The lateness of a pitch stays the same all through a recording, while the tempo changes smoothly;
// so where onsets of different pitches alternate, a pitch found late shows as onsets lying late of
// the line through their neighbours, every time. Each pitch's lateness is the mean of that residue
// over its onsets (shrunk towards none where it has few), and is taken off.

import { MAX_GAP_MS } from './unheard';

/** Score time (ms) each side of an onset over which its neighbours give the local tempo. */
const SPAN_MS = 1000;
/**
 * In slow music, where an onset's nearer neighbour lies farther than SPAN_MS, the span reaches this
 * far past it (up to MAX_GAP_MS): a pitch begun only every 1.2 s learnt no lateness (decision 0073).
 */
const REACH = 1.3;
/** Onsets' worth of "no lateness" each pitch's mean is shrunk by (a pitch seen rarely barely moves). */
const SHRINK = 10;
const MIN_ONSETS = 3; // a pitch begun fewer times keeps no lateness of its own
const ROUNDS = 10; // the tempo line and the latenesses, each estimated again with the other's

/**
 * Per onset, the lateness (in the units of `at`) its new pitches are found with, the mean over all
 * onsets being none: `score` (ms, sorted) and `at` (recording times) of the onsets, `pitches` the
 * pitches each brings; the line of an onset's neighbours does not reach across `breaks` (score
 * times [from, to] a performance holds or pauses at will).
 */
export function pitchDelays(
  score: number[],
  at: number[],
  pitches: number[][],
  breaks: (readonly [number, number])[] = [],
): number[] {
  const delay = new Map<number, number>();
  for (const ps of pitches) for (const p of ps) delay.set(p, 0);
  const of = (k: number) =>
    pitches[k]!.length ? pitches[k]!.reduce((a, p) => a + delay.get(p)!, 0) / pitches[k]!.length : 0;
  const across = (a: number, b: number) => breaks.some(([x, y]) => x < Math.max(a, b) && y > Math.min(a, b));
  for (let round = 0; round < ROUNDS; round++) {
    const own = at.map((t, k) => t - of(k));
    // each onset against the local line (tricube-weighted) through its neighbours, itself left out;
    // only between neighbours on both sides: a line extrapolated is off by the tempo's change
    const residue = score.map((s, k) => {
      const nearer = Math.min(
        s - (score[k - 1] ?? Number.NEGATIVE_INFINITY),
        (score[k + 1] ?? Number.POSITIVE_INFINITY) - s,
      );
      const span = Math.min(MAX_GAP_MS, Math.max(SPAN_MS, REACH * nearer));
      let before = false;
      let after = false;
      let sw = 0;
      let sx = 0;
      let sy = 0;
      let sxx = 0;
      let sxy = 0;
      for (const [j, q] of score.entries()) {
        const x = q - s;
        if (j === k || Math.abs(x) > span || across(q, s)) continue;
        const w = (1 - (Math.abs(x) / span) ** 3) ** 3;
        if (x < 0) before = true;
        else after = true;
        sw += w;
        sx += w * x;
        sy += w * own[j]!;
        sxx += w * x * x;
        sxy += w * x * own[j]!;
      }
      const det = sw * sxx - sx * sx;
      return before && after && det > 1e-9 ? at[k]! - (sxx * sy - sx * sxy) / det : Number.NaN;
    });
    // an onset's residue is the mean of its pitches' latenesses: solved pitch by pitch (Gauss-Seidel)
    for (let sweep = 0; sweep < 20; sweep++)
      for (const p of delay.keys()) {
        let sum = 0;
        let n = 0;
        for (const [k, ps] of pitches.entries()) {
          if (!ps.includes(p) || Number.isNaN(residue[k]!)) continue;
          const others = ps.reduce((a, x) => a + (x === p ? 0 : delay.get(x)!), 0);
          sum += residue[k]! * ps.length - others;
          n++;
        }
        if (n >= MIN_ONSETS) delay.set(p, sum / (n + SHRINK));
      }
    // what all pitches share is the attack shift's (refine.ts), not a pitch's own
    let count = 0;
    let total = 0;
    for (const ps of pitches)
      for (const p of ps) {
        count++;
        total += delay.get(p)!;
      }
    for (const p of delay.keys()) delay.set(p, delay.get(p)! - total / Math.max(1, count));
  }
  return at.map((_, k) => of(k));
}
