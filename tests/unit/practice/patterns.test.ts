import { describe, expect, it } from 'vitest';
import {
  beatPattern,
  clampBeats,
  countsPerBar,
  type Direction,
  ictusPoints,
  PRACTICE_VIDEO_PLACEMENT,
  patternPath,
  reboundApex,
  segmentPoint,
  toPicture,
} from '../../../src/core/practice/patterns';

describe('beat patterns (1-7 beats, the same shapes as the practice videos)', () => {
  it('has one ictus per beat and the textbook directions', () => {
    const expected: Record<number, Direction[]> = {
      1: ['down'],
      2: ['down', 'up'],
      3: ['down', 'right', 'up'],
      4: ['down', 'left', 'right', 'up'],
      5: ['down', 'left', 'left', 'right', 'up'],
      6: ['down', 'left', 'left', 'right', 'right', 'up'],
      7: ['down', 'down', 'left', 'left', 'right', 'right', 'up'],
    };
    for (let beats = 1; beats <= 7; beats++) {
      const pattern = beatPattern(beats);
      expect(pattern.points).toHaveLength(beats);
      expect(pattern.segments).toHaveLength(beats);
      expect(pattern.directions).toEqual(expected[beats]);
    }
  });

  it('groups 5 as 3+2, 6 as 3+3 and 7 as 2+2+3', () => {
    expect(beatPattern(5).grouping).toBe('3+2');
    expect(beatPattern(6).grouping).toBe('3+3');
    expect(beatPattern(7).grouping).toBe('2+2+3');
  });

  it('beat 1 is the lowest point, straight below the top, and every last beat goes up to it', () => {
    for (let beats = 1; beats <= 7; beats++) {
      const pattern = beatPattern(beats);
      expect(pattern.points[0]).toEqual({ u: 0, v: 0 });
      for (const point of pattern.points) expect(point.v).toBeGreaterThanOrEqual(0);
      // The stroke into beat 1 falls vertically (slope 0 at arrival).
      const last = pattern.segments[beats - 1]!;
      if (beats > 1) expect(last.slopeIn).toBe(0);
    }
  });

  it('places the beats in order: left beats left of centre, right beats right of it', () => {
    for (let beats = 2; beats <= 7; beats++) {
      const pattern = beatPattern(beats);
      pattern.directions.forEach((direction, index) => {
        const { u } = pattern.points[index]!;
        if (direction === 'left') expect(u, `${beats}: beat ${index + 1}`).toBeLessThan(0);
        if (direction === 'right') expect(u, `${beats}: beat ${index + 1}`).toBeGreaterThan(0);
      });
      // Successive left beats move further left, successive right beats further right.
      for (let i = 1; i < beats; i++) {
        const [a, b] = [pattern.points[i - 1]!, pattern.points[i]!];
        if (pattern.directions[i] === 'left' && pattern.directions[i - 1] === 'left')
          expect(b.u).toBeLessThan(a.u);
        if (pattern.directions[i] === 'right' && pattern.directions[i - 1] === 'right')
          expect(b.u).toBeGreaterThan(a.u);
      }
    }
  });

  it('the geometry moves the named way: left/right beats sideways, the last beat up to the top', () => {
    for (let beats = 1; beats <= 7; beats++) {
      const pattern = beatPattern(beats);
      pattern.directions.forEach((direction, index) => {
        const from = pattern.points[(index - 1 + beats) % beats]!;
        const to = pattern.points[index]!;
        if (direction === 'left') expect(to.u, `${beats}: beat ${index + 1}`).toBeLessThan(from.u);
        if (direction === 'right') expect(to.u, `${beats}: beat ${index + 1}`).toBeGreaterThan(from.u);
        if (direction === 'down') expect(to.v, `${beats}: beat ${index + 1}`).toBeLessThanOrEqual(0.001);
      });
      // The rebound after the last beat rises to the top of the pattern, from where beat 1 falls.
      const top = segmentPoint(pattern, beats - 1, reboundApex(pattern));
      expect(top.v).toBeGreaterThan(0.8);
    }
  });

  it('segments start and end exactly on their ictus points', () => {
    for (let beats = 1; beats <= 7; beats++) {
      const pattern = beatPattern(beats);
      for (let beat = 0; beat < beats; beat++) {
        const start = segmentPoint(pattern, beat, 0);
        const end = segmentPoint(pattern, beat, 1);
        const next = pattern.points[(beat + 1) % beats]!;
        expect(start.u).toBeCloseTo(pattern.points[beat]!.u, 12);
        expect(start.v).toBeCloseTo(pattern.points[beat]!.v, 12);
        expect(end.u).toBeCloseTo(next.u, 12);
        expect(end.v).toBeCloseTo(next.v, 12);
      }
    }
  });

  it('the left-handed variant mirrors x and keeps the heights', () => {
    for (let beats = 1; beats <= 7; beats++) {
      const pattern = beatPattern(beats);
      const right = ictusPoints(pattern);
      const left = ictusPoints(pattern, true);
      left.forEach((point, index) => {
        expect(point.u).toBeCloseTo(-right[index]!.u, 12);
        expect(point.v).toBe(right[index]!.v);
      });
      const pathRight = patternPath(pattern);
      const pathLeft = patternPath(pattern, true);
      expect(pathLeft).toHaveLength(pathRight.length);
      pathLeft.forEach((point, index) => {
        expect(point.u).toBeCloseTo(-pathRight[index]!.u, 12);
      });
    }
  });

  it('draws a closed path of one bar', () => {
    const path = patternPath(beatPattern(4), false, 10);
    expect(path).toHaveLength(41);
    expect(path[0]).toEqual(path[40]);
  });

  it('sits where the practice videos draw it (1280×720 picture)', () => {
    // content/videos/layout.ts: centre x 685 (the conductor figure's right hand), ictus line 540, 215 px per unit.
    expect(toPicture({ u: 0, v: 0 }, PRACTICE_VIDEO_PLACEMENT)).toEqual({ x: 685, y: 540 });
    expect(toPicture({ u: -0.72, v: 0.04 }, PRACTICE_VIDEO_PLACEMENT)).toEqual({
      x: 685 - 0.72 * 215,
      y: 540 - 0.04 * 215,
    });
  });

  it('clamps the number of beats to 1-7', () => {
    expect(clampBeats(0)).toBe(1);
    expect(clampBeats(12)).toBe(7);
    expect(clampBeats(3.4)).toBe(3);
    expect(beatPattern(9).beats).toBe(7);
  });

  it('counts every count of a fast or asymmetric metre for the metronome', () => {
    expect(countsPerBar(3, '2+2+3')).toBe(7);
    expect(countsPerBar(2, '3+3')).toBe(6);
    expect(countsPerBar(2, '2+3')).toBe(5);
    expect(countsPerBar(1, '3')).toBe(3);
    expect(countsPerBar(4)).toBe(4);
    // A grouping that is no grouping is ignored, never a metronome of 0 or NaN counts.
    expect(countsPerBar(3, '2+x')).toBe(3);
    expect(countsPerBar(3, '')).toBe(3);
  });
});
