// Measures a planted fault in the rendered stems, so a recording is only written when it carries the
// fault its lesson names: the pitch of a sung note (cents against a MIDI pitch) and a voice's level.
import { levelDb, SAMPLE_RATE } from '../audio';

const midiHz = (pitch: number) => 440 * 2 ** ((pitch - 69) / 12);

/** Energy of `x[from..to)` (Hann window) at `hz` and its 2nd and 3rd harmonics (Goertzel). */
function energyAt(x: Float32Array, from: number, to: number, hz: number): number {
  let total = 0;
  for (const harmonic of [1, 2, 3]) {
    const w = (2 * Math.PI * hz * harmonic) / SAMPLE_RATE;
    const coeff = 2 * Math.cos(w);
    let s1 = 0;
    let s2 = 0;
    const n = to - from;
    for (let i = 0; i < n; i++) {
      const hann = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (n - 1));
      const s0 = x[from + i]! * hann + coeff * s1 - s2;
      s2 = s1;
      s1 = s0;
    }
    total += s1 * s1 + s2 * s2 - coeff * s1 * s2;
  }
  return total;
}

/**
 * Where the sound of `x` between `startMs` and `endMs` (its middle 60 %, away from attack and release)
 * lies against `pitch`: the cents offset (-100 to +100, 1-cent steps) of the strongest partials.
 */
export function centsAgainst(x: Float32Array, startMs: number, endMs: number, pitch: number): number {
  const length = endMs - startMs;
  const from = Math.round(((startMs + 0.2 * length) * SAMPLE_RATE) / 1000);
  const to = Math.min(x.length, Math.round(((endMs - 0.2 * length) * SAMPLE_RATE) / 1000));
  let best = 0;
  let bestEnergy = -1;
  for (let cents = -100; cents <= 100; cents++) {
    const energy = energyAt(x, from, to, midiHz(pitch + cents / 100));
    if (energy > bestEnergy) {
      bestEnergy = energy;
      best = cents;
    }
  }
  return best;
}

/** The voice's level against the loudest of the other voices, in dB (gated RMS, audio.ts). */
export function levelAgainstOthers(stems: Record<string, Float32Array>, voice: string): number {
  const others = Object.entries(stems).filter(([name]) => name !== voice);
  return levelDb(stems[voice]!) - Math.max(...others.map(([, stem]) => levelDb(stem)));
}
