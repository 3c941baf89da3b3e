/**
 * Starting pitches: each voice's first note at a place in the recording, to give the choir its
 * notes before it sings from there (soprano, alto, tenor, bass, one after another or together).
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

/** A tone to play, in seconds after the first. */
export interface Tone extends StartingPitch {
  frequency: number;
  atS: number;
  durationS: number;
}

/** One after another: each tone this long, the next this much after it starts. */
export const ONE_TONE_S = 1.1;
export const NEXT_TONE_S = 1.3;
/** Together: the chord's length. */
export const CHORD_S = 2.4;

/** Equal temperament at a4 = 440 Hz. */
export const frequencyOf = (pitch: number) => 440 * 2 ** ((pitch - 69) / 12);

/** Whether the sync map knows its notes' pitches (editions built before it do not). */
export function hasPitches(voices: SyncMap['voices']): boolean {
  return VOICES.some((voice) => voices[voice].some((note) => note.pitch !== undefined));
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

/** The tones of starting pitches: from the top voice down, one after another, or all at once. */
export function pitchTones(pitches: readonly StartingPitch[], order: PitchOrder): Tone[] {
  return pitches.map((pitch, position) => ({
    ...pitch,
    frequency: frequencyOf(pitch.pitch),
    atS: order === 'together' ? 0 : position * NEXT_TONE_S,
    durationS: order === 'together' ? CHORD_S : ONE_TONE_S,
  }));
}
