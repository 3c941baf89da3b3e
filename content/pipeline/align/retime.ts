// The score's sync map moved onto the recording: every bar and note time of the score's timeline
// read off the warping path.

import { VOICES } from '../../../src/core/contract/constants';
import type { ScoreSync } from '../sync-map';

/** The sync map with the recording's times; `toRecording` maps many score times at once. */
export function retimeSync(sync: ScoreSync, toRecording: (ms: number[]) => number[]): ScoreSync {
  const times: number[] = [];
  for (const b of sync.bars) times.push(b.startMs, b.endMs);
  for (const v of VOICES) for (const n of sync.voices[v]) times.push(n.startMs, n.endMs);
  const mapped = toRecording(times).map((t) => Math.max(0, Math.round(t)));
  let k = 0;
  const next = () => mapped[k++]!;
  const bars = sync.bars.map((b) => ({ ...b, startMs: next(), endMs: next() }));
  const voices = Object.fromEntries(
    VOICES.map((v) => [
      v,
      sync.voices[v]
        .map((n) => ({ ...n, startMs: next(), endMs: next() }))
        .sort((a, b) => a.startMs - b.startMs || a.id.localeCompare(b.id)),
    ]),
  ) as ScoreSync['voices'];
  // a bar ends where the next begins, so the player's bars tile the recording
  for (let i = 0; i + 1 < bars.length; i++) bars[i]!.endMs = bars[i + 1]!.startMs;
  return { bars, voices, durationMs: bars[bars.length - 1]!.endMs };
}
