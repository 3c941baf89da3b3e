import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { beatPattern, reboundApex, segmentPoint } from '../../../src/core/practice/patterns';
import {
  barStartMs,
  gridBeatPosition,
  lastAtOrBefore,
  pointAt,
  videoBeatPosition,
} from '../../../src/core/practice/position';

interface VideoEntry {
  id: string;
  beats: number;
  bpm: number;
  durationMs: number;
  beatTimesMs: number[];
  pattern: string;
}
const videos = JSON.parse(readFileSync('content/videos/index.json', 'utf8')) as VideoEntry[];

describe('position at a time (the beat point of the overlay)', () => {
  it('arrives at each ictus exactly at its beat time, in every practice video', () => {
    for (const video of videos) {
      const pattern = beatPattern(video.beats, video.pattern);
      video.beatTimesMs.forEach((time, k) => {
        const position = videoBeatPosition(time, video.beatTimesMs, video.beats);
        const beat = k % video.beats;
        expect(position.beat, `${video.id} click ${k}`).toBe(beat);
        const at = pointAt(pattern, position);
        expect(at.u).toBeCloseTo(pattern.points[beat]!.u, 9);
        expect(at.v).toBeCloseTo(pattern.points[beat]!.v, 9);
      });
    }
  });

  it('moves continuously into the next ictus (no jump at a beat)', () => {
    const video = videos.find((v) => v.id === 'pattern-4-70')!;
    const pattern = beatPattern(4);
    for (let k = 1; k < video.beatTimesMs.length - 1; k++) {
      const time = video.beatTimesMs[k]!;
      const before = pointAt(pattern, videoBeatPosition(time - 0.01, video.beatTimesMs, 4));
      const at = pointAt(pattern, videoBeatPosition(time, video.beatTimesMs, 4));
      expect(Math.hypot(before.u - at.u, before.v - at.v)).toBeLessThan(1e-3);
    }
  });

  it('bounces: the point is at its lowest on the ictus and rises right after it', () => {
    const pattern = beatPattern(1);
    const times = [1000, 2000, 3000];
    const on = pointAt(pattern, videoBeatPosition(2000, times, 1));
    const after = pointAt(pattern, videoBeatPosition(2100, times, 1));
    const before = pointAt(pattern, videoBeatPosition(1900, times, 1));
    expect(on.v).toBe(0);
    expect(after.v).toBeGreaterThan(0);
    expect(before.v).toBeGreaterThan(0);
  });

  it('rests on the last beat, then gives one preparatory beat before the first click', () => {
    const times = [1500, 2500, 3500, 4500];
    expect(videoBeatPosition(0, times, 4)).toEqual({ kind: 'rest', beat: 3, phase: 0 });
    const prep = videoBeatPosition(1000, times, 4);
    expect(prep.kind).toBe('prep');
    expect(prep.phase).toBeCloseTo(0.5, 12);
    const pattern = beatPattern(4);
    // The preparation ends exactly on beat 1.
    const end = pointAt(pattern, { kind: 'prep', beat: 3, phase: 1 });
    expect(end.u).toBeCloseTo(0, 12);
    expect(end.v).toBeCloseTo(0, 12);
  });

  it('after the last click rebounds to the top and stays there', () => {
    const times = [0, 1000, 2000, 3000];
    const pattern = beatPattern(4);
    const top = segmentPoint(pattern, 3, reboundApex(pattern));
    const rest = pointAt(pattern, videoBeatPosition(10_000, times, 4));
    expect(rest.u).toBeCloseTo(top.u, 9);
    expect(rest.v).toBeCloseTo(top.v, 9);
    expect(videoBeatPosition(3000, times, 4)).toEqual({ kind: 'tail', beat: 3, phase: 0 });
  });

  it('follows an even grid for a video that gives only its bpm', () => {
    expect(gridBeatPosition(0, 60, 3)).toEqual({ kind: 'beat', beat: 0, phase: 0 });
    expect(gridBeatPosition(4000, 60, 3)).toEqual({ kind: 'beat', beat: 1, phase: 0 });
    const half = gridBeatPosition(2500, 60, 3);
    expect(half.beat).toBe(2);
    expect(half.phase).toBeCloseTo(0.5, 12);
  });

  it('finds the start of the current bar (back to beat 1)', () => {
    const times = [500, 1500, 2500, 3500, 4500, 5500];
    expect(barStartMs(3000, times, 3)).toBe(500);
    expect(barStartMs(3600, times, 3)).toBe(3500);
    expect(barStartMs(100, times, 3)).toBe(500);
    expect(lastAtOrBefore(times, 499)).toBe(-1);
    expect(lastAtOrBefore(times, 5500)).toBe(5);
  });

  it('mirrors the point for the left hand', () => {
    const pattern = beatPattern(4);
    const position = { kind: 'beat' as const, beat: 1, phase: 0.3 };
    const right = pointAt(pattern, position);
    const left = pointAt(pattern, position, true);
    expect(left.u).toBeCloseTo(-right.u, 12);
    expect(left.v).toBe(right.v);
  });
});
