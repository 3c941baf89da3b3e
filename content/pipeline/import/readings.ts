// Which repeats a recording takes: the score's performance order plays every repeat; a choir may
// leave one out. Each reading keeps some of the bar occurrences; the alignment tries them all and
// keeps the one the recording fits best.

import type { SyncBar } from '../../../src/core/contract/edition-format';

export interface Reading {
  label: string;
  /** per bar occurrence of the full performance order: is it played */
  keep: boolean[];
}

/** Bar occurrences where the performance jumps back (a repeat starts again). */
export function repeatJumps(bars: SyncBar[]): number[] {
  const out: number[] = [];
  for (let k = 1; k < bars.length; k++) if (Number(bars[k]!.n) < Number(bars[k - 1]!.n)) out.push(k);
  return out;
}

/**
 * The occurrences a repeat adds, jumping back at `k`: without endings the second pass; with first
 * and second endings, from the first ending up to the second (the music before the second ending
 * is played once); a da capo or dal segno to the Fine, its second pass.
 */
export function repeatedStretch(bars: SyncBar[], k: number): [number, number] {
  const target = bars[k]!.measureId;
  let s = k - 1;
  while (s > 0 && bars[s]!.measureId !== target) s--;
  const len = k - s;
  let d = 0;
  while (d < len && k + d < bars.length && bars[s + d]!.measureId === bars[k + d]!.measureId) d++;
  // a second pass that runs to the end of the piece (D.C. or D.S. al Fine) adds just itself
  return d === len || k + d === bars.length ? [k, k + d] : [s + d, k + d];
}

/** Every repeat played, each one left out, and all left out. */
export function readings(bars: SyncBar[]): Reading[] {
  const jumps = repeatJumps(bars);
  const all: Reading = { label: 'every repeat played', keep: bars.map(() => true) };
  const without = (ks: number[]): boolean[] => {
    const keep = bars.map(() => true);
    for (const k of ks) {
      const [a, b] = repeatedStretch(bars, k);
      for (let i = a; i < b; i++) keep[i] = false;
    }
    return keep;
  };
  const out = [all];
  for (const k of jumps)
    out.push({
      label: `repeat back to bar ${bars[k]!.n} (after bar ${bars[k - 1]!.n}) not played`,
      keep: without([k]),
    });
  if (jumps.length > 1) out.push({ label: 'no repeat played', keep: without(jumps) });
  return out;
}

/** The kept bars' spans on the full timeline, merged where they touch. */
export function keptSpans(bars: SyncBar[], keep: boolean[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const [i, b] of bars.entries()) {
    if (!keep[i]) continue;
    const last = spans[spans.length - 1];
    if (last && last[1] === b.startMs) last[1] = b.endMs;
    else spans.push([b.startMs, b.endMs]);
  }
  return spans;
}
