// Score times -> recording times once the warping is done: read off the path, in a sustained timbre
// moved to the recording's own attacks (own-attacks.ts), moved by how late the recording's attacks
// are found (refine.ts) and, in a sustained timbre, placed by the tempo between the onsets the
// recording lets one hear where it gives no evidence of its own (unheard.ts).
import type { Features } from './features';
import { byOwnAttacks } from './own-attacks';
import { STRUCK_REFERENCE } from './reference';
import { attackShiftMs, barAttacks } from './refine';
import { byHeardOnsets } from './unheard';

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
  const shifted = (ms: number[]) => onPath(ms).map((t) => t + shift);
  const placed = struck ? shifted : byHeardOnsets(shifted, { notes, holds: options.holds }, recording.silent);
  return (ms) => placed(ms).map((t) => Math.max(0, t));
}
