/**
 * How well found ictus times match the true ones of a clip: the share of true beats found within
 * one camera frame, and the beats found where there was none.
 */

/** One frame at 30 fps. */
export const WITHIN_FRAME_S = 1 / 30;
/** A found beat farther than this from every true beat is a beat that was not there. */
export const FALSE_BEAT_S = 0.1;

export interface BeatAccuracy {
  truth: number;
  withinFrame: number;
  /** Share of true beats found within one frame, in per cent. */
  withinFramePct: number;
  falseBeats: number;
  /** Signed error (found - true) of every matched beat, s. */
  errors: number[];
  /** Each match as [index in found, index in truth]. */
  pairs: [number, number][];
}

export function beatAccuracy(found: readonly number[], truth: readonly number[], offset = 0): BeatAccuracy {
  const errors: number[] = [];
  const pairs: [number, number][] = [];
  const used = new Set<number>();
  for (const [ti, t] of truth.entries()) {
    let best = -1;
    for (let i = 0; i < found.length; i++) {
      if (used.has(i)) continue;
      if (best < 0 || Math.abs(found[i]! - offset - t) < Math.abs(found[best]! - offset - t)) best = i;
    }
    if (best >= 0 && Math.abs(found[best]! - offset - t) <= FALSE_BEAT_S) {
      used.add(best);
      pairs.push([best, ti]);
      errors.push(found[best]! - offset - t);
    }
  }
  const withinFrame = errors.filter((e) => Math.abs(e) <= WITHIN_FRAME_S + 1e-9).length;
  return {
    truth: truth.length,
    withinFrame,
    withinFramePct: truth.length ? (100 * withinFrame) / truth.length : 100,
    falseBeats: found.length - used.size,
    errors,
    pairs,
  };
}
