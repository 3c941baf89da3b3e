// Score times the recording gives no evidence of, placed by the tempo between the nearest ones it
// does (decision 0062). In a sustained timbre (organ, voices) a chord struck again with no new pitch
// class sounds on unchanged: no onset and no dip to find (decision 0060). The warping places such a
// bar by the music around it, up to 320 ms off where the tempo swings; the tempo of the notes on
// either side that bring a new pitch class, changing smoothly, is the better guess.

import { FEATURE_RATE } from './features';
import { HELD_MS } from './refine';

/** Farther apart than this, the tempo may have changed too much between them to assume it steady. */
export const MAX_GAP_MS = 3000;
export const SAME_MS = 5; // note starts this close are one onset

interface Note {
  pitch: number;
  startMs: number;
  endMs: number;
}

/**
 * A note shorter than this brings no onset to find: a sustained timbre's attack takes 100-360 ms to
 * reach half its level (a choir's swell), and a passing note is over before (decision 0073).
 */
const SHORT_MS = 200;

/**
 * The pitches (MIDI) beginning at score time `t` whose pitch class did not sound just before, of
 * notes at least SHORT_MS long.
 */
export function newPitches(notes: Note[], t: number): number[] {
  const sounding = new Set(
    notes.filter((n) => n.startMs < t - SAME_MS && n.endMs > t - HELD_MS).map((n) => n.pitch % 12),
  );
  return [
    ...new Set(
      notes
        .filter(
          (n) =>
            Math.abs(n.startMs - t) < SAME_MS &&
            !sounding.has(n.pitch % 12) &&
            n.endMs - n.startMs >= SHORT_MS,
        )
        .map((n) => n.pitch),
    ),
  ];
}

/** Score times (sorted) of the onsets that bring a pitch class not sounding just before. */
export function heardOnsets(notes: Note[]): number[] {
  const starts = [...new Set(notes.map((n) => n.startMs))].sort((a, b) => a - b);
  return starts.filter((t) => newPitches(notes, t).length > 0);
}

/** Whether the recording falls silent between two of its times, after it has sounded (a rest, a pause). */
function silenceBetween(silent: Uint8Array, fromMs: number, toMs: number): boolean {
  let sounded = false;
  const end = Math.min(silent.length, Math.round((toMs * FEATURE_RATE) / 1000));
  for (let f = Math.max(0, Math.round((fromMs * FEATURE_RATE) / 1000)); f < end; f++) {
    if (!silent[f]) sounded = true;
    else if (sounded) return true;
  }
  return false;
}

/**
 * `toRecording` with every score time between two consecutive heard onsets moved to where a steady
 * change of tempo between them puts it (`steadyTempo`): unless a fermata's hold or a silence of the
 * recording lies between them (held or paused at will) or they are more than MAX_GAP_MS apart. The
 * onset that ends a hold may begin a steady span (decision 0072).
 */
export function byHeardOnsets(
  toRecording: (ms: number[]) => number[],
  score: { notes: Note[]; holds: { endMs: number; ms: number }[] },
  silent: Uint8Array,
): (ms: number[]) => number[] {
  const heard = heardOnsets(score.notes);
  const at = toRecording(heard);
  // the hold itself: the onset after it (after the cut-off and a breath) begins a span that holds nothing
  const breaks = score.holds.map((h) => [h.endMs - h.ms, h.endMs] as const);
  const steady = heard.map(
    (a, k) =>
      k + 1 < heard.length &&
      heard[k + 1]! - a <= MAX_GAP_MS &&
      !breaks.some(([x, y]) => x < heard[k + 1]! && y > a) &&
      !silenceBetween(silent, at[k]!, at[k + 1]!),
  );
  return (ms) => {
    const mapped = toRecording(ms);
    return ms.map((t, i) => {
      // the last heard onset at or before t
      let lo = 0;
      let hi = heard.length - 1;
      if (hi < 0 || t < heard[0]!) return mapped[i]!;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (heard[mid]! <= t) lo = mid;
        else hi = mid - 1;
      }
      if (!steady[lo] || t - heard[lo]! < SAME_MS) return mapped[i]!;
      return steadyTempo(heard, at, steady, lo, t);
    });
  };
}

/**
 * The recording time of score time `t` between anchors `k` and `k + 1`: a monotone cubic through
 * the anchors (Fritsch and Butland), so that a tempo that slows or quickens across several anchors
 * goes on doing so between them; its slope at an anchor is the harmonic mean of the tempo on either
 * side, or the tempo of the span itself where the other side is not steady.
 */
function steadyTempo(heard: number[], at: number[], steady: boolean[], k: number, t: number): number {
  const rate = (j: number) => (at[j + 1]! - at[j]!) / (heard[j + 1]! - heard[j]!);
  const own = rate(k);
  const slope = (j: number) => {
    if (j < 0 || j >= heard.length - 1 || !steady[j]) return own;
    const other = rate(j);
    return other > 0 && own > 0 ? (2 * own * other) / (own + other) : 0;
  };
  const h = heard[k + 1]! - heard[k]!;
  const x = (t - heard[k]!) / h;
  return (
    (2 * x ** 3 - 3 * x ** 2 + 1) * at[k]! +
    (x ** 3 - 2 * x ** 2 + x) * h * slope(k - 1) +
    (3 * x ** 2 - 2 * x ** 3) * at[k + 1]! +
    (x ** 3 - x ** 2) * h * slope(k + 1)
  );
}
