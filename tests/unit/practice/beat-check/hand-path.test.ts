import { describe, expect, it } from 'vitest';
import { type BeatClipSpec, beatClipFrames, beatClipTruth } from '../../../../content/beat-clips/generate';
import { fitToPattern, type HandPoint, recentPath } from '../../../../src/core/practice/beat-check/hand-path';
import type { LumaFrame } from '../../../../src/core/practice/beat-check/motion';
import { createBeatCheckTake } from '../../../../src/core/practice/beat-check/take';
import { beatPattern, ictusPoints, segmentPoint } from '../../../../src/core/practice/patterns';

/**
 * The clips draw the figure as the pattern videos do, as the conductor should see it (a mirror
 * view); a camera sees the conductor the other way round, so the test flips each frame.
 */
function asCameraSees(frame: LumaFrame): LumaFrame {
  const luma = new Uint8Array(frame.width * frame.height);
  for (let y = 0; y < frame.height; y++)
    for (let x = 0; x < frame.width; x++)
      luma[y * frame.width + x] = frame.luma[y * frame.width + (frame.width - 1 - x)]!;
  return { ...frame, luma };
}

describe('the hand path over the pattern figure', () => {
  it('lays a path shaped like the pattern onto the pattern, mirrored like the camera view', () => {
    const pattern = beatPattern(4);
    // The pattern as a camera sees it: small, off-centre, mirrored, y downwards.
    const path: HandPoint[] = Array.from({ length: 4 * 20 }, (_, k) => {
      const point = segmentPoint(pattern, Math.floor(k / 20), (k % 20) / 20);
      return { time: k / 30, x: 0.9 - 0.2 * point.u, y: 0.7 - 0.2 * point.v };
    });
    const fitted = fitToPattern(path, pattern);
    const ideal = path.map((_, k) => segmentPoint(pattern, Math.floor(k / 20), (k % 20) / 20));
    fitted.forEach((point, k) => {
      expect(point.u).toBeCloseTo(ideal[k]!.u, 1);
      expect(point.v).toBeCloseTo(ideal[k]!.v, 1);
    });
  });

  it('draws nothing for a hand that hardly moved', () => {
    const still = [0, 1, 2].map((time) => ({ time, x: 0.5 + time * 0.001, y: 0.5 }));
    expect(fitToPattern(still, beatPattern(3))).toEqual([]);
    expect(recentPath(still, 1.5).map((point) => point.time)).toEqual([1, 2]);
  });

  it('keeps the last two bars of a clip and follows the figure from beat to beat', () => {
    const clip: BeatClipSpec = { beats: 4, bpm: 90, noise: 'clean' };
    const truth = beatClipTruth(clip).ictusTimes;
    const take = createBeatCheckTake({ beatsPerBar: 4 });
    take.addClicks(truth.map((time, i) => ({ time, beat: i % 4 })));
    const bar = (4 * 60) / 90;
    let atBeat2: HandPoint[] = [];
    for (const frame of beatClipFrames(clip, 160, 120)) {
      take.addFrame(asCameraSees(frame));
      const path = take.handPath.value;
      if (path.length)
        expect(path[path.length - 1]!.time - path[0]!.time).toBeLessThanOrEqual(2 * bar + 0.05);
      // Just after the second beat of the third bar: the path of the last bars is there.
      if (!atBeat2.length && frame.time > truth[9]! + 0.1) atBeat2 = [...path];
    }
    expect(atBeat2[atBeat2.length - 1]!.time - atBeat2[0]!.time).toBeGreaterThan(1.5 * bar);
    // At the ictus of beat 2 the traced hand is where the figure puts beat 2: on the left.
    const fitted = fitToPattern(atBeat2, beatPattern(4));
    const nearest = atBeat2.reduce(
      (best, point, k) =>
        Math.abs(point.time - truth[9]!) < Math.abs(atBeat2[best]!.time - truth[9]!) ? k : best,
      0,
    );
    const beat2 = ictusPoints(beatPattern(4))[1]!;
    expect(Math.abs(fitted[nearest]!.u - beat2.u)).toBeLessThan(0.25);
    expect(Math.abs(fitted[nearest]!.v - beat2.v)).toBeLessThan(0.25);
  });
});
