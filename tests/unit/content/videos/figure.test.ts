import { describe, expect, it } from 'vitest';
import { boneLength, FIGURE, figurePose, HAND_R, type Pose } from '../../../../content/videos/figure';
import {
  beatPattern,
  ictusPoints,
  PRACTICE_VIDEO_PLACEMENT,
  patternPath,
  toPicture,
} from '../../../../src/core/practice/patterns';

const PATTERNS = [
  ...[1, 2, 3, 4, 5, 6, 7].map((beats) => beatPattern(beats)),
  beatPattern(7, '3+2+2'),
  beatPattern(7, '2+3+2'),
];
const picture = (p: { u: number; v: number }) => toPicture(p, PRACTICE_VIDEO_PLACEMENT);

/** every point the beat hand passes in the videos (the pattern as the app's overlay draws it) */
const pathPoints = PATTERNS.flatMap((pattern) => patternPath(pattern, false, 48).map(picture));

function expectArmsKeepTheirLengths(pose: Pose) {
  for (const arm of [pose.right, pose.left]) {
    expect(boneLength(arm.shoulder, arm.elbow)).toBeCloseTo(FIGURE.upperArm, 6);
    expect(boneLength(arm.elbow, arm.hand)).toBeCloseTo(FIGURE.forearm, 6);
  }
}

describe('the conductor figure of the practice videos', () => {
  it('has its beat hand on the beat point at every ictus of every pattern', () => {
    for (const pattern of PATTERNS) {
      for (const point of ictusPoints(pattern).map(picture)) {
        const { right } = figurePose(point, 'mirror');
        expect(right.hand.x).toBeCloseTo(point.x, 6);
        expect(right.hand.y).toBeCloseTo(point.y, 6);
      }
    }
  });

  it('reaches every point of every pattern with arms that keep their lengths', () => {
    for (const point of pathPoints) {
      const pose = figurePose(point, 'mirror');
      expect(Math.hypot(pose.right.hand.x - point.x, pose.right.hand.y - point.y)).toBeLessThan(1e-6);
      expectArmsKeepTheirLengths(pose);
    }
  });

  it('mirrors the beat hand with the left hand without the hands touching', () => {
    for (const point of pathPoints) {
      const { right, left } = figurePose(point, 'mirror');
      expect(left.hand.x).toBeCloseTo(2 * FIGURE.centreX - right.hand.x, 6);
      expect(left.hand.y).toBeCloseTo(right.hand.y, 6);
      expect(right.hand.x - left.hand.x).toBeGreaterThan(2 * HAND_R);
    }
  });

  it('keeps a resting left hand still while the right one beats', () => {
    for (const point of pathPoints) {
      const pose = figurePose(point, 'rest');
      expect(pose.left.hand.x).toBeCloseTo(FIGURE.rest.x, 6);
      expect(pose.left.hand.y).toBeCloseTo(FIGURE.rest.y, 6);
      expectArmsKeepTheirLengths(pose);
    }
  });

  it('moves the elbow smoothly along the path (no flip from one side to the other)', () => {
    for (const pattern of PATTERNS) {
      const points = patternPath(pattern, false, 200).map(picture);
      const elbows = points.map((point) => figurePose(point, 'mirror').right.elbow);
      const steps = elbows.slice(1).map((elbow, i) => boneLength(elbow, elbows[i]!));
      const handSteps = points.slice(1).map((p, i) => Math.hypot(p.x - points[i]!.x, p.y - points[i]!.y));
      // an elbow never travels much further than the hand in the same step
      expect(Math.max(...steps)).toBeLessThan(3 * Math.max(...handSteps));
    }
  });

  it('hangs its elbows below the shoulders', () => {
    for (const point of pathPoints) {
      const { right, left } = figurePose(point, 'mirror');
      expect(right.elbow.y).toBeGreaterThan(FIGURE.shoulderY);
      expect(right.elbow.x).toBeGreaterThan(FIGURE.centreX);
      expect(left.elbow.x).toBeLessThan(FIGURE.centreX);
    }
  });
});

describe('the hands of the figure', () => {
  it('never meet in the middle, in any pattern (lesson 231): a hand’s width apart at least', () => {
    for (const point of pathPoints) {
      const { right, left } = figurePose(point, 'mirror');
      // the discs with their white halo (HAND_R + 4) keep a gap of at least one hand radius
      expect(right.hand.x - left.hand.x - 2 * (HAND_R + 4)).toBeGreaterThan(HAND_R);
    }
  });

  it('take the left hand to a point of its own while the right one beats', () => {
    const left = { x: 300, y: 450 };
    for (const point of pathPoints.slice(0, 50)) {
      const pose = figurePose(point, left);
      expect(pose.left.hand.x).toBeCloseTo(left.x, 6);
      expect(pose.left.hand.y).toBeCloseTo(left.y, 6);
      expectArmsKeepTheirLengths(pose);
    }
  });
});

describe('the seven-beat pattern (lessons 331 and 332)', () => {
  const [b1, b2, b3, b4, b5, b6] = beatPattern(7).points as [
    { u: number; v: number },
    ...{ u: number; v: number }[],
  ];

  it('lets beat 2 fall down again beside beat 1, on the same plane', () => {
    expect(b2!.v).toBe(b1.v);
    expect(Math.abs(b2!.u - b1.u)).toBeLessThan(0.25);
  });

  it('shows the grouping 2+2+3: each group starts with a long stroke, its other beats follow small', () => {
    const step = (a: { u: number }, b: { u: number }) => Math.abs(b.u - a.u);
    // group starts 3 and 5 are reached by long strokes, the beats after them (4 and 6) by short ones
    expect(step(b2!, b3!)).toBeGreaterThan(2 * step(b3!, b4!));
    expect(step(b4!, b5!)).toBeGreaterThan(2 * step(b5!, b6!));
  });
});
