import { describe, expect, it } from 'vitest';
import { createIctusFinder } from '../../../../src/core/practice/beat-check/ictus';

/** Hand heights (0…1, y grows downwards) one camera frame apart, then the end of the take. */
function beatsOf(heights: number[]): number[] {
  const finder = createIctusFinder();
  const found = heights.flatMap((y, i) => finder.push({ time: i / 30, x: 0.5, y, pixels: 50 }));
  return [...found, ...finder.finish()].map((ictus) => Math.round(ictus.time * 30));
}

describe('ictus finder', () => {
  it('counts a fast landing even when the motion stops right after it', () => {
    expect(beatsOf([0.4, 0.46, 0.52, 0.58, 0.64, 0.7, 0.76, 0.7])).toEqual([6]);
  });

  it('makes no beat of a jitter while the hand rises, when the motion stops right after it', () => {
    // Small, noisy samples of a slow rebound in a dim picture: one lands 5 % low, then nothing moves.
    expect(beatsOf([0.8, 0.78, 0.76, 0.74, 0.72, 0.77, 0.72])).toEqual([]);
  });

  it('makes no turn of two things far apart (someone beside the conductor takes the hand’s place)', () => {
    expect(beatsOf([0.3, 0.3, 0.31, 0.31, 0.78, 0.78, 0.3, 0.3])).toEqual([]);
  });

  it('makes no beat of a hand setting off upwards from rest after something else moved', () => {
    // Motion samples (each from two frames 1/30 s apart) of the other person's head, high and to
    // the left; 0.2 s of no motion (the hand at rest); then the hand, low, rising from rest. At the
    // hand's speed 0.2 s would carry it the whole way, but it did not move in that time.
    const finder = createIctusFinder();
    const sample = (frame: number, x: number, y: number) => ({
      time: (frame - 0.5) / 30,
      x,
      y,
      pixels: 50,
      span: 1 / 30,
    });
    const samples = [
      sample(9, 0.15, 0.33),
      sample(10, 0.17, 0.33),
      ...[0.74, 0.71, 0.67, 0.6, 0.53, 0.47, 0.41, 0.37, 0.35].map((y, i) => sample(16 + i, 0.62, y)),
    ];
    const found = samples.flatMap((s) => finder.push(s));
    expect([...found, ...finder.finish()]).toEqual([]);
  });

  it('still follows a hand across frames lost on the way (no pause: the sample spans the gap)', () => {
    // The hand comes down 0.06 of the frame per frame and bounces at frame 6; frames 3 and 4 never came.
    const height = (frame: number) => (frame <= 6 ? 0.4 + 0.06 * frame : 0.76 - 0.06 * (frame - 6));
    const delivered = [0, 1, 2, 5, 6, 7, 8, 9, 10, 11, 12];
    const finder = createIctusFinder();
    const found = delivered.slice(1).flatMap((b, i) => {
      const a = delivered[i]!;
      return finder.push({
        time: (a + b) / 60,
        x: 0.5,
        y: (height(a) + height(b)) / 2,
        pixels: 50,
        span: (b - a) / 30,
      });
    });
    expect([...found, ...finder.finish()].map((ictus) => Math.round(ictus.time * 30))).toEqual([6]);
  });
});
