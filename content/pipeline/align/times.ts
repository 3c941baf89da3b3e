// Score times -> recording times once the warping is done: read off the path, in a sustained timbre
// moved to the recording's own attacks (own-attacks.ts), moved by how late the recording's attacks
// are found (refine.ts) and, in a sustained timbre, placed by the tempo between the onsets the
// recording lets one hear where it gives no evidence of its own (unheard.ts). The shift stops where
// the sound returns after a pause (decision 0067).
import { FEATURE_RATE, type Features, PAUSE_FRAMES } from './features';
import { byOwnAttacks } from './own-attacks';
import { STRUCK_REFERENCE } from './reference';
import { attackShiftMs, barAttacks } from './refine';
import { byHeardOnsets, SAME_MS } from './unheard';

export function recordingTimes(options: {
  /** score times -> recording times read off the warping path */
  onPath: (ms: number[]) => number[];
  recording: Features;
  reference: Features;
  /** the reference's GM program (reference.ts) */
  program: number;
  barStartsMs: number[];
  /** the notes played (of the bars kept) */
  notes: { pitch: number; startMs: number; endMs: number }[];
  holds: { endMs: number; ms: number }[];
}): (ms: number[]) => number[] {
  const { recording, reference, barStartsMs, notes } = options;
  const struck = options.program === STRUCK_REFERENCE;
  // a struck attack is found sharp by the warping; a sustained one is moved to the recording's own
  const onPath = struck
    ? options.onPath
    : byOwnAttacks(options.onPath, recording, { notes, holds: options.holds });
  const shift = attackShiftMs(recording, barAttacks(barStartsMs, notes, onPath), {
    features: reference,
    bars: barAttacks(barStartsMs, notes, (ms) => ms),
  });
  const first = notes.reduce((earliest, n) => Math.min(earliest, n.startMs), Number.POSITIVE_INFINITY);
  const shifted = (ms: number[]) =>
    onPath(ms).map((t, i) => {
      // the score's first notes begin the recording's music: where its sound rises (decision 0072)
      if (ms[i]! <= first + SAME_MS) {
        const begins = soundReturn(recording, t, FIRST_RETURN_MS);
        if (begins !== null) return Math.min(t, begins);
      }
      const back = soundReturn(recording, t);
      // never later than the path, as the shift itself
      return back === null ? t + shift : Math.min(t, Math.max(back, t + shift));
    });
  const placed = struck ? shifted : byHeardOnsets(shifted, { notes, holds: options.holds }, recording.silent);
  return (ms) => placed(ms).map((t) => Math.max(0, t));
}

const RETURN_MS = 100; // a time this soon after a pause was found where the sound came back
/** The score's first notes found this long after the recording's sound began are moved to it. */
const FIRST_RETURN_MS = 500;
const RISE = 0.1; // of the way from the pause's floor up to the level where it stopped being silent

/**
 * Where the sound rises out of a pause (over PAUSE_FRAMES silent, or the recording's beginning) that
 * ends within `within` ms before `ms`, or null. The path finds a sound after a pause where it stops
 * counting as silent, a little after it began; the attack shift, learnt where attacks rise out of
 * other music (a choir's swell found 100-250 ms late), would move it back into the pause.
 */
export function soundReturn(rec: Features, ms: number, within = RETURN_MS): number | null {
  const e = rec.energy;
  if (!e) return null;
  const pitches = e.length / rec.frames;
  const loudness = (f: number) => {
    let s = 0;
    for (let b = 0; b < pitches; b++) s += e[f * pitches + b]!;
    return s;
  };
  const f = Math.min(rec.frames, Math.round((ms * FEATURE_RATE) / 1000));
  for (let g = f - 1; g >= Math.max(0, f - (within * FEATURE_RATE) / 1000); g--) {
    if (!rec.silent[g]) continue;
    let start = g;
    while (start > 0 && rec.silent[start - 1]) start--;
    if (start > 0 && g + 1 - start <= PAUSE_FRAMES) return null; // a breath, not a pause
    const back = Math.min(g + 1, rec.frames - 1);
    const floor = [];
    for (let x = Math.max(start, back - PAUSE_FRAMES); x < back; x++) floor.push(loudness(x));
    floor.sort((a, b) => a - b);
    const level = (floor[floor.length >> 1] ?? 0) * (1 - RISE) + RISE * loudness(back);
    let s = back;
    while (s > start && loudness(s - 1) > level) s--;
    return (s * 1000) / FEATURE_RATE;
  }
  return null;
}
