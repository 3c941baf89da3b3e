/**
 * The starting pitches as tones on a Web Audio context: a soft, organ-like sound (a few sine
 * partials) with a gentle attack and release, quieter per tone when several sound together.
 */
import type { PitchOrder, StartingPitch } from './starting-pitches';

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

/** The tones of starting pitches: from the top voice down, one after another, or all at once. */
export function pitchTones(pitches: readonly StartingPitch[], order: PitchOrder): Tone[] {
  return pitches.map((pitch, position) => ({
    ...pitch,
    frequency: frequencyOf(pitch.pitch),
    atS: order === 'together' ? 0 : position * NEXT_TONE_S,
    durationS: order === 'together' ? CHORD_S : ONE_TONE_S,
  }));
}

/** Sine partials 1-4 (the fundamental strongest): clear at a bass's pitch on small speakers too. */
const PARTIALS = [0, 1, 0.4, 0.18, 0.08];
const LEVEL = 0.3;
const ATTACK_S = 0.03;
const RELEASE_S = 0.25;
/** The first tone comes this long after `play` (room to schedule it on time). */
const FIRST_TONE_S = 0.05;

export interface ToneOutput {
  play(tones: readonly Tone[]): void;
  /** Silences every tone at once. */
  stop(): void;
}

export function createToneOutput(
  context: BaseAudioContext,
  destination: AudioNode = context.destination,
): ToneOutput {
  let wave: PeriodicWave | null = null;
  let sounding: { source: OscillatorNode; gain: GainNode }[] = [];
  return {
    play(tones) {
      wave ??= context.createPeriodicWave(new Float32Array(PARTIALS.length), Float32Array.from(PARTIALS));
      const start = context.currentTime + FIRST_TONE_S;
      for (const tone of tones) {
        const together = tones.filter((other) => other.atS === tone.atS).length;
        const level = LEVEL / Math.sqrt(together);
        const at = start + tone.atS;
        const end = at + tone.durationS;
        const source = context.createOscillator();
        source.setPeriodicWave(wave);
        source.frequency.value = tone.frequency;
        const gain = context.createGain();
        gain.gain.setValueAtTime(0, at);
        gain.gain.linearRampToValueAtTime(level, at + ATTACK_S);
        gain.gain.exponentialRampToValueAtTime(level * 0.6, end);
        gain.gain.exponentialRampToValueAtTime(0.0001, end + RELEASE_S);
        source.connect(gain).connect(destination);
        source.start(at);
        source.stop(end + RELEASE_S);
        const entry = { source, gain };
        sounding.push(entry);
        source.onended = () => {
          gain.disconnect();
          sounding = sounding.filter((other) => other !== entry);
        };
      }
    },
    stop() {
      for (const { source, gain } of sounding) {
        source.onended = null;
        gain.disconnect();
      }
      sounding = [];
    },
  };
}
