// The sync map of one score: every performed bar with its page, times and time signature, every note
// per voice with its pitch, all on the performance timeline.

import type { Voice } from '../../src/core/contract/api';
import { VOICES } from '../../src/core/contract/constants';
import type { SyncBar, SyncMap, SyncNote } from '../../src/core/contract/edition-format';
import type { NoteInfo } from './mei-structure';
import type { PerformanceTimeline } from './performance-timeline';

export type ScoreSync = Pick<SyncMap, 'bars' | 'voices' | 'durationMs'>;

/**
 * `measurePage`: the page (1-based, within this score) each measure is on; `pitchOf`: a note's
 * sounding MIDI pitch, as the audio plays it (the player's starting pitches).
 */
export function syncMap(
  notes: Map<string, NoteInfo>,
  timeline: PerformanceTimeline,
  measurePage: Map<string, number>,
  pitchOf: (noteId: string) => number,
): ScoreSync {
  const { written, occ, noteOn, noteOff, warp } = timeline;
  const bars: SyncBar[] = occ.map((o, index) => {
    const m = written[o.w]!;
    return {
      index,
      measureId: m.id,
      n: m.n,
      page: measurePage.get(m.id) ?? 0,
      startMs: Math.round(warp(o.start)),
      endMs: Math.round(warp(o.end)),
      meter: m.meter,
    };
  });
  const voices = Object.fromEntries(VOICES.map((v) => [v, [] as SyncNote[]])) as Record<Voice, SyncNote[]>;
  for (const o of occ) {
    const mid = written[o.w]!.id;
    for (const n of notes.values()) {
      if (n.measure !== mid) continue;
      const on = noteOn.get(n.id);
      const off = noteOff.get(n.id);
      if (!on || !off) continue;
      for (const k of n.voices) {
        const v = VOICES[k];
        if (!v) continue;
        voices[v].push({
          id: n.id,
          startMs: Math.round(warp(on.ms + o.offset)),
          endMs: Math.round(warp(off.ms + o.offset)),
          pitch: pitchOf(n.id),
        });
      }
    }
  }
  for (const v of VOICES) voices[v].sort((a, b) => a.startMs - b.startMs || a.id.localeCompare(b.id));
  const durationMs = bars.length ? bars[bars.length - 1]!.endMs : 0;
  return { bars, voices, durationMs };
}
