/**
 * What the figure does besides beating: the left hand (mirroring, resting, cueing a section, rising
 * with an open palm) and the head (eye contact, turning to a section before its cue, breathing in
 * with every preparation). Pure functions of time, like the beat hand (motion.ts).
 */
import type { Look } from './face';
import { FIGURE, type LeftHand, type Point } from './figure';
import { lastAtOrBefore, type Timeline } from './timeline';

/** A section's entry that the figure cues: on conducted beat `k` (0-based from bar 1). */
export interface Cue {
  k: number;
  /** where the section stands: on the left the left hand cues it, on the right the head turns alone */
  side: 'left' | 'right';
}

export interface Gestures {
  leftHand: LeftHand;
  cues?: readonly Cue[];
  /** conducted beats whose preparation is a breath besides bar 1 and the cues (e.g. after a general pause) */
  breaths?: readonly number[];
  /**
   * a rising palm shown wrong from this bar (0-based) on: it starts again at the waist and climbs in
   * steps with the beat, the hands still coupled (lesson 923)
   */
  coupledFromBar?: number;
}

export interface LeftState {
  /** 'mirror' or a point of its own */
  at: 'mirror' | 'rest' | Point;
  /** 0…1: how far the fingers open (an inviting or sustaining palm) */
  open: number;
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const smooth = (x: number) => {
  const c = clamp01(x);
  return c * c * (3 - 2 * c);
};

/** where the left hand lands a cue: out in front of the left shoulder, towards the section */
export const CUE_POINT: Point = { x: 240, y: 505 };
/** the rising palm of a crescendo: from the waist to shoulder height */
export const RISE = { x: 300, from: 600, to: 345 } as const;
const CUE_ARC = 130; // px the cueing hand rises above its straight path
const YAW = 0.7;

/** length of the beat before conducted beat k (the preparation of an entry on k) */
function beatBefore(tl: Timeline, k: number): number {
  return k > 0 ? tl.beatTimes[k]! - tl.beatTimes[k - 1]! : tl.T;
}

function cueHand(tl: Timeline, cue: Cue, t: number): LeftState | null {
  const te = tl.beatTimes[cue.k]!;
  const b = beatBefore(tl, cue.k);
  const rest = FIGURE.rest;
  if (t < te - b || t > te + 1.5 * b) return null;
  if (t <= te) {
    // one beat before the entry the hand rises, opening, and falls into the ictus with the right hand
    const q = (t - (te - b)) / b;
    const w = 2 * q * q - q * q * q;
    return {
      at: {
        x: rest.x + (CUE_POINT.x - rest.x) * smooth(q),
        y: rest.y + (CUE_POINT.y - rest.y) * w - 4 * CUE_ARC * w * (1 - w),
      },
      open: smooth(q * 2),
    };
  }
  // a small rebound, then back to rest
  const q = (t - te) / (1.5 * b);
  return {
    at: {
      x: CUE_POINT.x + (rest.x - CUE_POINT.x) * smooth(q),
      y: CUE_POINT.y + (rest.y - CUE_POINT.y) * smooth(q) - 4 * 45 * q * (1 - q),
    },
    open: 1 - smooth(q),
  };
}

/** how high the rising palm is: evenly from bar 1 to the last beat, or wrong (in steps) from a bar on */
function riseHeight(tl: Timeline, g: Gestures, t: number): number {
  const height = (q: number) => RISE.from + (RISE.to - RISE.from) * clamp01(q);
  const c = g.coupledFromBar;
  if (c === undefined) return height((t - tl.t0) / (tl.lastBeat - tl.t0));
  const firstWrong = c * tl.beats;
  const endRight = tl.beatTimes[firstWrong - 1]!;
  if (t <= endRight) return height((t - tl.t0) / (endRight - tl.t0));
  const startWrong = tl.beatTimes[firstWrong]!;
  // back down to the waist over the last beat of the right part
  if (t < startWrong) return height(1 - smooth((t - endRight) / (startWrong - endRight)));
  // coupled: a quick step up right after every ictus, then still until the next one
  const k = Math.min(lastAtOrBefore(tl.beatTimes, t), tl.beatTimes.length - 1);
  const steps = tl.beatTimes.length - 1 - firstWrong;
  const next = tl.beatTimes[k + 1];
  const within = next === undefined ? 1 : smooth(((t - tl.beatTimes[k]!) / (next - tl.beatTimes[k]!)) * 3);
  return height((k - firstWrong + within) / steps);
}

/** the left hand at time t */
export function leftAt(tl: Timeline, g: Gestures, t: number): LeftState {
  if (g.leftHand === 'mirror') {
    // during a fermata the hands open and sustain the sound
    const open = tl.ending === 'fermata' && t > tl.lastBeat ? smooth((t - tl.lastBeat) / tl.T) : 0;
    return { at: 'mirror', open: t > tl.holdEnd ? open * (1 - smooth((t - tl.holdEnd) / tl.T)) : open };
  }
  if (g.leftHand === 'rise') return { at: { x: RISE.x, y: riseHeight(tl, g, t) }, open: 1 };
  if (g.leftHand === 'cue') {
    for (const cue of g.cues ?? []) {
      if (cue.side !== 'left') continue;
      const state = cueHand(tl, cue, t);
      if (state) return state;
    }
  }
  return { at: 'rest', open: 0 };
}

/** the head at time t: turned to a section before its cue, breathing in with every preparation */
export function lookAt(tl: Timeline, g: Gestures, t: number): Look {
  let yaw = 0;
  for (const cue of g.cues ?? []) {
    const te = tl.beatTimes[cue.k]!;
    const b = beatBefore(tl, cue.k);
    // the eyes go to the section a beat before the preparation and stay through the entry
    const towards = smooth((t - (te - 2 * b)) / (0.6 * b)) * (1 - smooth((t - (te + 0.5 * b)) / b));
    yaw += (cue.side === 'left' ? -YAW : YAW) * towards;
  }
  const preps: [number, number][] = [[tl.prepStart, tl.beatTimes[0]!]];
  for (const k of [...(g.cues ?? []).map((c) => c.k), ...(g.breaths ?? [])]) {
    if (k > 0) preps.push([tl.beatTimes[k]! - beatBefore(tl, k), tl.beatTimes[k]!]);
  }
  let breath = 0;
  for (const [a, b] of preps) {
    if (t > a && t < b) breath = Math.max(breath, Math.sin((Math.PI * (t - a)) / (b - a)) ** 0.7);
  }
  return { yaw: Math.max(-1, Math.min(1, yaw)), breath };
}
