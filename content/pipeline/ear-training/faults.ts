// The faults an ear-training recording can carry, planted into an example's notes or stems before
// the mix (decision 0049). Pure functions: the renderer (render.ts) and the tests use them.
import type { PlantedFault, Voice } from '../../../src/core/contract/api';
import type { SyncBar } from '../../../src/core/contract/edition-format';
import type { AudioNote } from '../audio-notes';
import type { MidiEvent } from '../midi';

// The faults' shape is the contract's: the manifest carries the fault and the exercise checks answers
// against it (decision 0055).
export type { PlantedFault };
export type WrongNote = Extract<PlantedFault, { kind: 'wrong-note' }>;
export type Detuned = Extract<PlantedFault, { kind: 'detuned' }>;
export type TooLoud = Extract<PlantedFault, { kind: 'too-loud' }>;

/** The notes of `voice` that start in the bar printed `bar`, in time order. */
export function notesInBar(notes: AudioNote[], bars: SyncBar[], voice: Voice, bar: string): AudioNote[] {
  const found = bars.find((b) => b.n === bar);
  if (!found) throw new Error(`no bar ${bar}`);
  return notes
    .filter((n) => n.voice === voice && n.startMs >= found.startMs && n.startMs < found.endMs)
    .sort((a, b) => a.startMs - b.startMs);
}

/** The notes with the wrong one in place, and that note (its written pitch and the one sung). */
export function plantWrongNote(
  notes: AudioNote[],
  bars: SyncBar[],
  fault: WrongNote,
): { notes: AudioNote[]; written: AudioNote; sung: AudioNote } {
  const written = notesInBar(notes, bars, fault.voice, fault.bar)[fault.note - 1];
  if (!written) throw new Error(`${fault.voice} has no note ${fault.note} in bar ${fault.bar}`);
  const sung = { ...written, pitch: written.pitch + fault.semitones };
  return { notes: notes.map((n) => (n === written ? sung : n)), written, sung };
}

/**
 * Channel fine tuning (registered parameter 1: 14 bits over ±100 cents, 8192 = in tune) sent before
 * the first note; fluidsynth applies it to every note of the channel.
 */
export function fineTuning(cents: number): MidiEvent[] {
  if (Math.abs(cents) >= 100) throw new Error('fine tuning reaches ±99 cents');
  const value = Math.round(8192 + (cents / 100) * 8192);
  return [
    { ms: 0, kind: 'cc', controller: 101, value: 0 },
    { ms: 0, kind: 'cc', controller: 100, value: 1 },
    { ms: 0, kind: 'cc', controller: 6, value: value >> 7 },
    { ms: 0, kind: 'cc', controller: 38, value: value & 0x7f },
  ];
}

/** The stem `db` louder (a copy). */
export function louder(stem: Float32Array, db: number): Float32Array {
  const gain = 10 ** (db / 20);
  return stem.map((x) => x * gain);
}

/** What a lesson says of the fault, per language: every one must appear in its answer (the content tests check). */
export const VOICE_NAMES: Record<'de' | 'en' | 'fr', Record<Voice, string>> = {
  de: { soprano: 'Sopran', alto: 'Alt', tenore: 'Tenor', basso: 'Bass' },
  en: { soprano: 'soprano', alto: 'alto', tenore: 'tenor', basso: 'bass' },
  fr: { soprano: 'soprano', alto: 'alto', tenore: 'ténor', basso: 'basse' },
};
