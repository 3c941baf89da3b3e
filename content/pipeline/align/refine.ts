// A refinement after the warping: how late the recording's attacks are. The warping pairs the
// recording's onsets with the score's attacks where their energy rises most steeply; a sharp attack
// (piano) rises within a frame, a slow one (organ, a choir) over several, and its bars were found
// late by about that rise. Around every bar start the path found, the energy of the pitches that
// begin there is followed back from its steepest rise to where the rise starts; the median over the
// bars (robust against the bars where another note's rise is taken) moves all times earlier.
import { FEATURE_RATE, type Features, MAX_PITCH, MIN_PITCH } from './features';

const LAG = 3; // frames between the energies compared (as for the onset features)
const BACK = 40; // frames searched before the bar start the path found (400 ms)
const AHEAD = 15; // and after it (150 ms)
const RISE = 0.3; // a rise goes back while it is this fraction of the steepest
/** A sharp attack's rise starts a frame or so before its steepest point in the 93 ms window. */
const SHARP_MS = 12;
const MAX_SHIFT_MS = 250;

export interface BarAttack {
  /** where the path put the bar's start in the recording */
  ms: number;
  /** MIDI pitches of the notes that begin with the bar */
  pitches: number[];
}

/** How many ms (<= 0) to move the recording times by; 0 without the recording's energies. */
export function attackShiftMs(rec: Features, bars: BarAttack[]): number {
  const e = rec.energy;
  if (!e) return 0;
  const pitches = MAX_PITCH - MIN_PITCH + 1;
  const starts: number[] = [];
  for (const bar of bars) {
    const bins = bar.pitches
      .flatMap((p) => [p - MIN_PITCH, p + 12 - MIN_PITCH]) // the fundamental and the octave above
      .filter((b) => b >= 0 && b < pitches);
    if (!bins.length) continue;
    const rise = (f: number) => {
      if (f < LAG || f >= rec.frames) return 0;
      let s = 0;
      for (const b of bins) s += Math.max(0, e[f * pitches + b]! - e[(f - LAG) * pitches + b]!);
      return s;
    };
    const t = Math.round((bar.ms * FEATURE_RATE) / 1000);
    let steepest = t;
    let best = 0;
    for (let f = t - BACK; f <= t + AHEAD; f++) {
      const r = rise(f);
      if (r > best) {
        best = r;
        steepest = f;
      }
    }
    if (best <= 0) continue;
    let start = steepest;
    while (start > t - BACK && rise(start - 1) >= RISE * best) start--;
    starts.push(((start - steepest) * 1000) / FEATURE_RATE);
  }
  if (!starts.length) return 0;
  starts.sort((a, b) => a - b);
  const median = starts[Math.floor(starts.length / 2)]!;
  return Math.max(-MAX_SHIFT_MS, Math.min(0, median + SHARP_MS));
}

/** The bars' attacks: the pitches of the notes that begin with each bar (score times), and its time. */
export function barAttacks(
  barStartsMs: number[],
  notes: { pitch: number; startMs: number }[],
  toRecording: (ms: number[]) => number[],
): BarAttack[] {
  const times = toRecording(barStartsMs);
  return barStartsMs.map((b, k) => ({
    ms: times[k]!,
    pitches: [...new Set(notes.filter((n) => Math.abs(n.startMs - b) < 5).map((n) => n.pitch))],
  }));
}
