/**
 * A sync map corrected by hand (the operator's sync editor): new start times for every bar of a part,
 * checked, and the part's notes moved with their bars. Pure: no files, no clock.
 */

import { retimeSync } from '../../content/pipeline/align/retime';
import type { SyncMap } from '../../src/core/contract/edition-format';

/** Two bar starts closer than this are a slip of the mouse, not a bar. */
export const MIN_BAR_MS = 50;

/**
 * What is wrong with `starts` as the bar starts of `base` (empty: nothing). The rules: one start
 * per bar (every bar present), whole finite numbers of ms, strictly increasing by at least
 * MIN_BAR_MS, the first at or after the recording's start, the last before the end of the music
 * (`base.durationMs`, where the recording's last bar ends).
 */
export function barStartProblems(base: SyncMap, starts: readonly number[]): string[] {
  const label = `part ${base.part + 1}`;
  if (starts.length !== base.bars.length)
    return [`${label}: ${starts.length} bar starts for ${base.bars.length} bars; every bar needs one`];
  const problems: string[] = [];
  const name = (i: number) => `bar ${base.bars[i]!.n} (bar ${i + 1} of ${base.bars.length})`;
  for (const [i, t] of starts.entries()) {
    if (!Number.isFinite(t)) problems.push(`${label}: ${name(i)} has no time (${String(t)})`);
    else if (t < 0) problems.push(`${label}: ${name(i)} starts at ${t} ms, before the recording`);
    else if (t > base.durationMs - MIN_BAR_MS)
      problems.push(
        `${label}: ${name(i)} starts at ${t} ms, after the music of the recording ends (${base.durationMs} ms)`,
      );
    else if (i > 0 && Number.isFinite(starts[i - 1]) && t - starts[i - 1]! < MIN_BAR_MS)
      problems.push(
        `${label}: ${name(i)} starts at ${t} ms, not at least ${MIN_BAR_MS} ms after ${name(i - 1)} (${starts[i - 1]} ms); bar starts must increase`,
      );
    if (problems.length >= 5) break;
  }
  return problems;
}

/**
 * Maps a time of the old map to the new one: linear between the old and the new bar starts (the
 * last knot is the end of the music, which stays), a shift before the first and after the last.
 */
export function barWarp(oldStarts: readonly number[], newStarts: readonly number[], endMs: number) {
  const xs = [...oldStarts, endMs];
  const ys = [...newStarts, endMs];
  return (t: number): number => {
    if (t <= xs[0]!) return xs[0]! > 0 ? (t * ys[0]!) / xs[0]! : ys[0]! + (t - xs[0]!);
    for (let k = 1; k < xs.length; k++) {
      if (t <= xs[k]!) {
        const span = xs[k]! - xs[k - 1]!;
        const f = span > 0 ? (t - xs[k - 1]!) / span : 1;
        return ys[k - 1]! + f * (ys[k]! - ys[k - 1]!);
      }
    }
    return ys[ys.length - 1]! + (t - xs[xs.length - 1]!);
  };
}

/**
 * The part's sync map with its bars starting at `starts` (checked with barStartProblems first):
 * each note keeps its place within its bar, every bar ends where the next begins, the last where
 * the music ends. The pipeline's retiming of an aligned map (content/pipeline/align/retime.ts).
 */
export function withBarStarts(base: SyncMap, starts: readonly number[]): SyncMap {
  const rounded = starts.map((t) => Math.round(t));
  const warp = barWarp(
    base.bars.map((b) => b.startMs),
    rounded,
    base.durationMs,
  );
  const moved = retimeSync(base, (times) => times.map(warp));
  // The last bar's end is the end of the music: the warp keeps it, rounding must too.
  const bars = moved.bars.map((b, i) => ({ ...b, startMs: rounded[i]! }));
  return { ...base, bars, voices: moved.voices, durationMs: base.durationMs };
}

/** The preview's map: what starts before `limitMs`, its ends clipped there (as the pipeline's syncFor). */
export function clipSync(sync: SyncMap, limitMs: number): SyncMap {
  const clip = <T extends { startMs: number; endMs: number }>(items: T[]) =>
    items.filter((x) => x.startMs < limitMs).map((x) => ({ ...x, endMs: Math.min(x.endMs, limitMs) }));
  const voices = Object.fromEntries(
    Object.entries(sync.voices).map(([voice, notes]) => [voice, clip(notes)]),
  ) as SyncMap['voices'];
  return { ...sync, durationMs: Math.min(sync.durationMs, limitMs), bars: clip(sync.bars), voices };
}
