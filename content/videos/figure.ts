/**
 * The conductor figure of the practice videos: pure geometry (the pose for a beat point) and its
 * raster into an rgb24 frame.
 *
 * The figure faces the viewer like a mirror image of the learner: the hand on the right of the picture
 * is the conductor's right hand and beats the pattern as the conductor sees it from behind (beat 2 of
 * the three goes to the right), so a learner facing the screen conducts along without swapping sides.
 * The left hand (on the left of the picture) mirrors it, rests in front of the waist, or does its
 * own work (cues, a rising palm: gestures.ts); it is drawn lighter than the beat hand, and opens its
 * fingers when it invites or sustains. The head is face.ts.
 *
 * Arms: a two-bone chain (upper arm, forearm) from the shoulder to the hand, solved in 3D (the hands
 * move in a plane in front of the body, `handDepth` towards the viewer; the elbows bend down, outwards
 * and back) and drawn as its orthographic projection, so the arms foreshorten naturally.
 */
import { capsule, disc, type Img, polygon, type RGB } from './raster';

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

export interface Arm {
  shoulder: Vec3;
  elbow: Vec3;
  hand: Vec3;
}

export interface Pose {
  right: Arm;
  left: Arm;
}

/**
 * What the left hand does: mirror the beat hand, rest in front of the waist, cue sections (and rest
 * in between), or rise with an open palm (a crescendo) while the right hand beats.
 */
export type LeftHand = 'mirror' | 'rest' | 'cue' | 'rise';

export interface Point {
  x: number;
  y: number;
}

/** Body measures in picture pixels (1280×720 layout); x to the right, y down, z towards the viewer. */
export const FIGURE = {
  centreX: 470, // the body's middle line
  shoulderY: 330,
  shoulderHalf: 128, // from the middle line to a shoulder joint
  upperArm: 175,
  forearm: 195,
  handDepth: 115,
  headY: 200, // the head itself: face.ts
  headR: 58,
  rest: { x: 410, y: 590 }, // the resting left hand (picture position)
} as const;

/** where the elbow points (before it is made orthogonal to the arm): down, outwards, back */
const POLE = { out: 0.3, down: 1, back: -0.3 };

const sub = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
const add = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x + b.x, y: a.y + b.y, z: a.z + b.z });
const mul = (a: Vec3, k: number): Vec3 => ({ x: a.x * k, y: a.y * k, z: a.z * k });
const dot = (a: Vec3, b: Vec3): number => a.x * b.x + a.y * b.y + a.z * b.z;
const norm = (a: Vec3): number => Math.sqrt(dot(a, a));

/** Distance between two points of the chain (for checking that a bone keeps its length). */
export function boneLength(a: Vec3, b: Vec3): number {
  return norm(sub(a, b));
}

/**
 * Two-bone inverse kinematics: the arm from `shoulder` whose hand reaches `target` (or points at it
 * when it is out of reach), the elbow in the plane of the arm and the pole direction.
 */
export function reach(shoulder: Vec3, target: Vec3, upper: number, fore: number, pole: Vec3): Arm {
  const d = sub(target, shoulder);
  const dist = norm(d);
  const dir = mul(d, 1 / (dist || 1));
  const span = Math.min(Math.max(dist, Math.abs(upper - fore) + 1e-6), (upper + fore) * 0.9999);
  const cosA = (upper * upper + span * span - fore * fore) / (2 * upper * span);
  const sinA = Math.sqrt(Math.max(0, 1 - cosA * cosA));
  const side = sub(pole, mul(dir, dot(pole, dir)));
  const n = mul(side, 1 / (norm(side) || 1));
  return {
    shoulder,
    elbow: add(shoulder, add(mul(dir, upper * cosA), mul(n, upper * sinA))),
    hand: add(shoulder, mul(dir, span)),
  };
}

function arm(side: 1 | -1, target: { x: number; y: number }, depth: number): Arm {
  const shoulder = { x: FIGURE.centreX + side * FIGURE.shoulderHalf, y: FIGURE.shoulderY, z: 0 };
  const pole = { x: side * POLE.out, y: POLE.down, z: POLE.back };
  return reach(shoulder, { ...target, z: depth }, FIGURE.upperArm, FIGURE.forearm, pole);
}

/**
 * The pose whose right hand is at the beat point `beat` (picture pixels); the left hand mirrors it,
 * rests, or is at a point of its own.
 */
export function figurePose(beat: Point, left: 'mirror' | 'rest' | Point): Pose {
  const target =
    left === 'mirror' ? { x: 2 * FIGURE.centreX - beat.x, y: beat.y } : left === 'rest' ? FIGURE.rest : left;
  return {
    right: arm(1, beat, FIGURE.handDepth),
    left: arm(-1, target, left === 'rest' ? FIGURE.handDepth * 0.7 : FIGURE.handDepth),
  };
}

// ---------------------------------------------------------------------------------------------
// raster

const C_JACKET: RGB = [203, 213, 225]; // slate-300
const C_JACKET_EDGE: RGB = [148, 163, 184]; // slate-400
const C_SHIRT: RGB = [248, 250, 252];
const C_SKIN: RGB = [226, 232, 240]; // slate-200: a neutral figure, no skin tone
const C_SLEEVE: RGB = [148, 163, 184]; // slate-400
const C_SLEEVE_EDGE: RGB = [100, 116, 139]; // slate-500
const C_HAND: RGB = [15, 23, 42]; // slate-900, the beat point
const C_LEFT_HAND: RGB = [71, 85, 105]; // slate-600: the other hand, never taken for the beat in verify.ts
const C_HALO: RGB = [255, 255, 255];

export const HAND_R = 17;

type P2 = [number, number];
const p2 = (v: Vec3): P2 => [v.x, v.y];

/** Neck, shoulders and torso: they do not move, so they are drawn once into the background. */
export function drawBody(f: Img, w: number, h: number, waistY: number): void {
  const { centreX: cx, shoulderY: sy, shoulderHalf: sh, headY, headR } = FIGURE;
  // torso: shoulders rounded, slightly narrower at the waist
  polygon(
    f,
    w,
    h,
    [
      [cx - sh - 18, sy + 4],
      [cx - sh + 2, sy - 26],
      [cx + sh - 2, sy - 26],
      [cx + sh + 18, sy + 4],
      [cx + sh - 8, waistY],
      [cx - sh + 8, waistY],
    ],
    C_JACKET_EDGE,
  );
  polygon(
    f,
    w,
    h,
    [
      [cx - sh - 15, sy + 5],
      [cx - sh + 4, sy - 23],
      [cx + sh - 4, sy - 23],
      [cx + sh + 15, sy + 5],
      [cx + sh - 11, waistY],
      [cx - sh + 11, waistY],
    ],
    C_JACKET,
  );
  // shirt and collar
  polygon(
    f,
    w,
    h,
    [
      [cx - 30, sy - 24],
      [cx + 30, sy - 24],
      [cx, sy + 70],
    ],
    C_SHIRT,
  );
  // the neck; the head is drawn per frame (face.ts), as it turns and breathes
  capsule(f, w, h, [cx, headY + headR - 10], [cx, sy - 30], 24, C_SKIN, 1);
}

function drawArm(f: Img, w: number, h: number, a: Arm): void {
  const [s, e, k] = [p2(a.shoulder), p2(a.elbow), p2(a.hand)];
  capsule(f, w, h, s, e, 23, C_SLEEVE_EDGE, 1);
  capsule(f, w, h, e, k, 18, C_SLEEVE_EDGE, 1);
  capsule(f, w, h, s, e, 20.5, C_SLEEVE, 1);
  capsule(f, w, h, e, k, 15.5, C_SLEEVE, 1);
}

/** four fingers fanning up and out of the left hand: an open, inviting palm */
function drawFingers(f: Img, w: number, h: number, a: Arm, open: number): void {
  const base = -Math.PI / 2 - 0.45; // up, towards the left of the picture
  for (let i = 0; i < 4; i++) {
    const angle = base + (i - 1.5) * 0.3 * open;
    const len = HAND_R + 8 + 12 * open;
    const tip: P2 = [a.hand.x + Math.cos(angle) * len, a.hand.y + Math.sin(angle) * len];
    capsule(f, w, h, [a.hand.x, a.hand.y], tip, 8, C_HALO, 1);
    capsule(f, w, h, [a.hand.x, a.hand.y], tip, 5, C_LEFT_HAND, 1);
  }
}

/**
 * Both arms and hands (the beat hand last, on top); `leftOpen` (0…1): how far the left hand opens
 * its fingers.
 */
export function drawArms(f: Img, w: number, h: number, pose: Pose, leftOpen = 0): void {
  drawArm(f, w, h, pose.left);
  drawArm(f, w, h, pose.right);
  if (leftOpen > 0.02) drawFingers(f, w, h, pose.left, leftOpen);
  for (const [a, colour] of [
    [pose.left, C_LEFT_HAND],
    [pose.right, C_HAND],
  ] as const) {
    disc(f, w, h, a.hand.x, a.hand.y, HAND_R + 4, C_HALO, 1);
    disc(f, w, h, a.hand.x, a.hand.y, HAND_R, colour, 1);
  }
}
