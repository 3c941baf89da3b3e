// Pitch onsets of a wobbling sustained chord (issue 42): a new note's rise must stand out of it.
import { describe, expect, it } from 'vitest';
import { audioFeatures, FEATURE_RATE } from '../../../../../content/pipeline/align/features';
import { RATE, renderTones } from '../../../support/tones';

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
    const f = audioFeatures(renderTones([...chord, entry], 4000), RATE);
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
