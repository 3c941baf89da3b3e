// Test signals for the alignment: tones with three harmonics, each with its own gain over time, and
// a little noise, as a recording has.

export const RATE = 11025;
const hz = (pitch: number) => 440 * 2 ** ((pitch - 69) / 12);

export interface Tone {
  pitch: number;
  startMs: number;
  endMs: number;
  /** gain over time since the tone's start (ms) */
  gain?: (ms: number) => number;
}

/** The tones summed, `totalMs` long at RATE. */
export function renderTones(tones: Tone[], totalMs: number): Float32Array {
  const x = new Float32Array(Math.round((totalMs * RATE) / 1000));
  for (const t of tones) {
    const s0 = Math.round((t.startMs * RATE) / 1000);
    const s1 = Math.min(x.length, Math.round((t.endMs * RATE) / 1000));
    for (let i = s0; i < s1; i++) {
      const ms = ((i - s0) * 1000) / RATE;
      const env = Math.min(1, ms / 5, (s1 - i) / (0.01 * RATE)) * (t.gain ? t.gain(ms) : 1);
      let v = 0;
      for (let h = 1; h <= 3; h++) v += Math.sin((2 * Math.PI * h * hz(t.pitch) * (i - s0)) / RATE) / h;
      x[i]! += 0.05 * env * v;
    }
  }
  for (let i = 0; i < x.length; i++) x[i]! += 2e-4 * Math.sin(i * 12.9898) * Math.sin(i * 78.233);
  return x;
}
