/**
 * Starting pitches: each voice's first note at a place in the recording, to give the choir its
 * notes before it sings from there (soprano, alto, tenor, bass, one after another or together;
 * `tones.ts` sounds them).
 */
import type { Voice } from '../../contract/api';
import { VOICES } from '../../contract/constants';
import type { SyncMap } from '../../score/manifest';

export type PitchOrder = 'one-by-one' | 'together';

export interface StartingPitch {
  voice: Voice;
  /** MIDI number. */
  pitch: number;
}

/**
 * Each voice's first note at `timeMs`: the one sounding then, else the next one it sings (a voice
 * that rests there gets its next note). Voices without a note or a pitch are left out.
 */
export function startingPitches(voices: SyncMap['voices'], timeMs: number): StartingPitch[] {
  const found: StartingPitch[] = [];
  for (const voice of VOICES) {
    // Sorted by start: the first note still sounding after `timeMs` sounds then or comes next.
    const note = voices[voice].find((candidate) => candidate.endMs > timeMs);
    if (note?.pitch !== undefined) found.push({ voice, pitch: note.pitch });
  }
  return found;
}
