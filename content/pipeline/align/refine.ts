// A refinement after the warping: how late the recording's attacks are found. The warping pairs the
// score's attacks with the recording's onsets where their energy rises most steeply. A sharp attack
// (piano) rises within a frame; a slow one rises over a tenth of a second (organ) or, for voices
// swelling in (choir "aahs"), in stages over 200 ms, the steepest often the last, and its bars were
// found late by that much. As DLNCO features do (Ewert, Müller, Grosche 2009), the onset is put where
// the energy starts to rise: around the bar starts the path found, the energy of the pitches that
// begin there (and did not sound just before) is averaged over all bars, which leaves the recording's
// typical attack and averages out its noise, the beats of an ensemble and another note's rise; where
// that average starts to rise, against where the same average of the reference the path was found
// against does, is how late the path is. Per bar the rise start was too noisy to use (a voice's level
// wobbles by as much as its first stage rises); a few bars the path found far late lift the mean's
// first tenth, so the shift goes only as far as the mean of the middle half of the bars agrees
// (decision 0058).
import { FEATURE_RATE, type Features, MAX_PITCH, MIN_PITCH } from './features';

const BACK = 50; // frames before the bar start the path found (500 ms: a slow attack found at its end)
const AHEAD = 20; // and after it (200 ms)
const RISE = 0.1; // the attack starts where the average has risen this fraction of its rise
const MIN_BARS = 4; // fewer bars with a new pitch: no estimate (the noise would not average out)
const MAX_SHIFT_MS = 350;
const TRIM = 0.25; // the robust average leaves out a quarter of the bars at each end, frame by frame

export interface BarAttack {
  /** where the path put the bar's start in the recording */
  ms: number;
  /** MIDI pitches of the notes that begin with the bar */
  pitches: number[];
  /** pitch classes sounding just before the bar (their re-attack has no rise from silence to find) */
  held?: number[];
}

/**
 * The start of the rise (frames, fractional, relative to frame BACK) of an averaged energy curve:
 * the last frame before its highest point at or below its lowest level before that point plus RISE
 * of the rise (a note released before the next begins dips first; the rise starts from the dip).
 */
export function riseStart(curve: Float64Array): number | null {
  // the top of the attack the path found, not the note before it
  let top = BACK;
  for (let f = BACK; f < curve.length; f++) if (curve[f]! > curve[top]!) top = f;
  let pre = curve[top]!;
  for (let f = 0; f < top; f++) pre = Math.min(pre, curve[f]!);
  const rise = curve[top]! - pre;
  if (rise <= 0) return null;
  const level = pre + RISE * rise;
  let f = top;
  while (f > 1 && curve[f - 1]! > level) f--;
  // between frames f - 1 (at or below the level) and f (above it)
  const a = curve[f - 1]!;
  const b = curve[f]!;
  return f - 1 + (b > a ? (level - a) / (b - a) : 1) - BACK;
}

/**
 * How many ms (<= 0) to move the recording times by; 0 without the recording's energies: how much
 * later the recording's attacks rise than those of the reference the path was found against (its
 * features and its bars at their exact times). A reference of the same kind of attack is paired rise
 * with rise, and its lateness is already in the path (decision 0058).
 */
export function attackShiftMs(
  rec: Features,
  bars: BarAttack[],
  reference: { features: Features; bars: BarAttack[] },
): number {
  // the mean over the bars, and the mean of their middle half at every frame: a few bars the path
  // found far late (a chord re-struck after a fermata) rise early in the mean and drag its first
  // tenth with them, not in the middle half; a first stage every bar has is in both (decision 0058)
  const moves = [0, TRIM].map((trim) => {
    const late = averagedCurve(rec, bars, trim);
    const own = averagedCurve(reference.features, reference.bars, trim);
    const a = late && riseStart(late);
    const b = own && riseStart(own);
    return a === null || b === null ? null : ((a - b) * 1000) / FEATURE_RATE;
  });
  if (moves[0] === null || moves[1] === null) return 0;
  // only as far as both say
  return Math.max(-MAX_SHIFT_MS, Math.min(0, Math.max(moves[0]!, moves[1]!)));
}

/**
 * The energy of the pitches that begin with each bar (fundamental and octave, not those just held),
 * from BACK frames before its time to AHEAD after, averaged over the bars, at every frame without
 * the `trim` share of the highest and of the lowest bars; null with fewer than MIN_BARS bars.
 */
function averagedCurve(rec: Features, bars: BarAttack[], trim: number): Float64Array | null {
  const e = rec.energy;
  if (!e) return null;
  const pitches = MAX_PITCH - MIN_PITCH + 1;
  const sum = new Float64Array(BACK + AHEAD + 1);
  const rows: Float64Array[] = [];
  let used = 0;
  for (const bar of bars) {
    const held = new Set(bar.held ?? []);
    const bins = bar.pitches
      .filter((p) => !held.has(p % 12))
      .flatMap((p) => [p - MIN_PITCH, p + 12 - MIN_PITCH]) // the fundamental and the octave above
      .filter((b, k, all) => b >= 0 && b < pitches && all.indexOf(b) === k);
    const t = Math.round((bar.ms * FEATURE_RATE) / 1000);
    if (!bins.length || t - BACK < 0 || t + AHEAD >= rec.frames) continue;
    const row = new Float64Array(sum.length);
    for (let k = 0; k < row.length; k++) {
      let s = 0;
      for (const b of bins) s += e[(t - BACK + k) * pitches + b]!;
      row[k] = s / bins.length;
    }
    rows.push(row);
    for (let k = 0; k < row.length; k++) sum[k]! += row[k]!;
    used++;
  }
  if (used < MIN_BARS) return null;
  if (trim > 0) return trimmedMean(rows, trim);
  for (let k = 0; k < sum.length; k++) sum[k]! /= used;
  return sum;
}

/** Frame by frame, the mean of equally long rows without the `trim` share of the highest and lowest. */
export function trimmedMean(rows: Float64Array[], trim: number): Float64Array {
  const n = rows.length;
  const drop = Math.floor(trim * n);
  const out = new Float64Array(rows[0]?.length ?? 0);
  const column = new Float64Array(n);
  for (let x = 0; x < out.length; x++) {
    for (let r = 0; r < n; r++) column[r] = rows[r]![x]!;
    column.sort();
    let sum = 0;
    for (let r = drop; r < n - drop; r++) sum += column[r]!;
    out[x] = sum / (n - 2 * drop);
  }
  return out;
}

/** The bars' attacks: the pitches of the notes that begin with each bar (score times), and its time. */
export function barAttacks(
  barStartsMs: number[],
  notes: { pitch: number; startMs: number; endMs?: number }[],
  toRecording: (ms: number[]) => number[],
): BarAttack[] {
  const times = toRecording(barStartsMs);
  return barStartsMs.map((b, k) => ({
    ms: times[k]!,
    pitches: [...new Set(notes.filter((n) => Math.abs(n.startMs - b) < 5).map((n) => n.pitch))],
    held: [
      ...new Set(
        notes
          .filter((n) => n.startMs < b - 5 && n.endMs !== undefined && n.endMs > b - HELD_MS)
          .map((n) => n.pitch % 12),
      ),
    ],
  }));
}

export const HELD_MS = 100; // a note that ends this close before the bar still sounds (reverb, release)
