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
});
