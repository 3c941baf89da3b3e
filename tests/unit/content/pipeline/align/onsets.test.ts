// Onsets of slow and wobbling sounds (issue 42): a new note's rise must stand out of a sustained
// chord whose level wobbles, and a voice that swells in, in stages, must be placed where it starts.
import { describe, expect, it } from 'vitest';
import { audioFeatures, FEATURE_RATE } from '../../../../../content/pipeline/align/features';
import { attackShiftMs, barAttacks, sharpRiseFrames } from '../../../../../content/pipeline/align/refine';

const RATE = 11025;
const hz = (pitch: number) => 440 * 2 ** ((pitch - 69) / 12);

interface Tone {
  pitch: number;
  startMs: number;
  endMs: number;
  /** gain over time since the tone's start (ms) */
  gain?: (ms: number) => number;
}

/** Tones with three harmonics; a little noise, as a recording has. */
function render(tones: Tone[], totalMs: number): Float32Array {
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

const onsetAt = (onset: Float32Array, frame: number, c: number) => onset[frame * 12 + c]!;

describe('pitch onsets', () => {
  it('finds a new note entering a sustained chord whose level wobbles', () => {
    // a C major chord in eight voices held 4 s, each voice's level wobbling by 12 dB at its own
    // rate (an ensemble's beats), and F#5 (no harmonic of the chord) entering softly at 2 s
    const wobble = (k: number) => (ms: number) =>
      0.25 + 0.75 * (0.5 + 0.5 * Math.sin(2 * Math.PI * (5 + k) * (ms / 1000) + k));
    const chord = [36, 48, 55, 60, 64, 67, 72, 76].map((pitch, k) => ({
      pitch,
      startMs: 0,
      endMs: 4000,
      gain: wobble(k),
    }));
    const entry = { pitch: 78, startMs: 2000, endMs: 4000, gain: () => 0.5 };
    const f = audioFeatures(render([...chord, entry], 4000), RATE);
    const at = (2000 * FEATURE_RATE) / 1000;
    let near = 0;
    for (let fr = at - 2; fr <= at + 4; fr++) near = Math.max(near, onsetAt(f.onset, fr, 78 % 12));
    let elsewhere = 0;
    for (let fr = 0; fr < f.frames; fr++)
      if (Math.abs(fr - at) > 20) elsewhere = Math.max(elsewhere, onsetAt(f.onset, fr, 78 % 12));
    // the sum of every voice's wobble buried it (0.03, below the wobble's own onsets of F#)
    expect(near).toBeGreaterThan(0.2);
    expect(near).toBeGreaterThan(elsewhere);
  });
});

describe('attack refinement', () => {
  const progression = [
    [60, 64, 67],
    [62, 65, 69],
    [59, 62, 67],
    [60, 64, 67],
    [57, 60, 64],
    [62, 65, 69],
    [59, 62, 67],
    [60, 64, 67],
  ];
  const BAR = 800;
  const tones = (gain?: (ms: number) => number) =>
    progression.flatMap((pitches, k) =>
      pitches.map((pitch) => ({
        pitch,
        startMs: 400 + k * BAR,
        endMs: 400 + (k + 1) * BAR,
        ...(gain ? { gain } : {}),
      })),
    );
  const notes = tones().map(({ pitch, startMs, endMs }) => ({ pitch, startMs, endMs }));
  const bars = progression.map((_, k) => 400 + k * BAR);
  const shift = (gain: ((ms: number) => number) | undefined, lateMs: number) =>
    attackShiftMs(
      audioFeatures(render(tones(gain), 400 + progression.length * BAR + 300), RATE),
      barAttacks(bars, notes, (ms) => ms.map((t) => t + lateMs)),
    );

  it('leaves sharp attacks found on time where they are', () => {
    expect(shift(undefined, 0)).toBeGreaterThanOrEqual(-15);
  });

  it('moves a voice that swells in, in stages, back to where it starts', () => {
    // a first stage at a quarter of the level from the note's start, the full level from 200 ms on
    // (the steepest rise, which the warping takes for the onset): found 200 ms late
    const stages = (ms: number) => (ms < 150 ? 0.25 : Math.min(1, 0.25 + (0.75 * (ms - 150)) / 50));
    const s = shift(stages, 200);
    expect(s).toBeLessThan(-140);
    expect(s).toBeGreaterThanOrEqual(-230);
  });

  it('knows how early a sharp attack shows through the 93 ms window', () => {
    const frames = sharpRiseFrames();
    expect(frames).toBeLessThan(0);
    expect(frames).toBeGreaterThan(-5);
  });
});
