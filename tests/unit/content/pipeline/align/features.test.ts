// Pitch onsets of a wobbling sustained chord (issue 42): a new note's rise must stand out of it; a
// room's echo before a pause is counted with the pause (decision 0066).
import { describe, expect, it } from 'vitest';
import { audioFeatures, FEATURE_RATE, pauseEchoes } from '../../../../../content/pipeline/align/features';
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

describe('echoes before a pause', () => {
  // loudness per frame: 3 s of music wobbling around 10, then `after` frames, then a 1 s pause (the
  // silence found below a fifth of the music) and music again
  function run(after: number[]): { silent: Uint8Array; from: number } {
    const music = Array.from({ length: 300 }, (_, f) => 10 + 2 * Math.sin(f / 3));
    const pause = Array.from({ length: 100 }, () => 1);
    const loudness = Float32Array.from([...music, ...after, ...pause, ...music]);
    const silent = Uint8Array.from(loudness, (_x, f) =>
      f >= 300 + after.length && f < 400 + after.length ? 1 : 0,
    );
    pauseEchoes(loudness, silent);
    return { silent, from: 300 };
  }

  it('counts the falling echo after the music with the pause', () => {
    // the music stops at frame 300; the room rings on from half its level down to the silence
    const echo = Array.from({ length: 60 }, (_, f) => 5 * Math.exp(-f / 40));
    const { silent, from } = run(echo);
    // the echo, once the smoothing no longer reaches into the music, is silent ...
    for (let f = from + 15; f < from + 60; f++) expect(silent[f]).toBe(1);
    // ... the music is not, nor the music after the pause
    for (let f = 0; f < from - 15; f++) expect(silent[f]).toBe(0);
    for (let f = 460 + 15; f < 760; f++) expect(silent[f]).toBe(0);
  });

  it('keeps a chord held softly before the pause', () => {
    // a soft chord (a third of the music) held 1 s, then its echo
    const held = Array.from({ length: 100 }, (_, f) => 3.5 + 0.4 * Math.sin(f / 4));
    const echo = Array.from({ length: 40 }, (_, f) => 1 + 2.5 * Math.exp(-f / 15));
    const { silent, from } = run([...held, ...echo]);
    for (let f = 0; f < from + 85; f++) expect(silent[f]).toBe(0);
    for (let f = from + 115; f < from + 140; f++) expect(silent[f]).toBe(1);
  });
});
