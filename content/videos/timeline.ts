/**
 * When things happen in a video: the beat and click times of every bar, and where the beat hand is
 * at any moment. Picture and click track both read these times, so they stay in sync.
 */
import { FPS } from './format';
import { segPoint } from './pattern-path';
import { type Pattern, pattern } from './patterns';

export const COUNT_IN_BARS = 1;
export const PLAY_BARS = 4;
const HOLD_START = 0.5; // s of stillness before the preparatory beat
const HOLD_END = 0.8; // s of stillness after the hand has come to rest

export interface Timeline {
  beats: number; // conducted beats per bar
  bpm: number; // clicks (counts) per minute
  T: number; // length of the first conducted beat, s (the preparatory beat and the final rebound use it)
  t0: number; // first click (count-in beat 1)
  beatTimes: number[]; // s, every ictus
  clickTimes: number[]; // s, every click (= every ictus when each beat is one count)
  counts: number; // clicks per bar
  groupStarts: number[]; // the count (1-based) each conducted beat falls on: its label
  barStarts: number[]; // s, count-in bar then bars 1..4, then the end of bar 4
  lastBeat: number;
  sApex: number; // where the rebound after the last beat reaches its top
  tailMove: number; // s from the last ictus to rest
  frames: number;
  duration: number; // s = frames / FPS
}

/** `groups`: counts per conducted beat (one each by default; e.g. [2, 3] for 5/8 beaten in two) */
export function timeline(beats: number, bpm: number, groups: number[] = Array(beats).fill(1)): Timeline {
  const p = pattern(beats);
  const unit = 60 / bpm;
  const counts = groups.reduce((a, b) => a + b, 0);
  const offsets = groups.map((_, i) => groups.slice(0, i).reduce((a, b) => a + b, 0));
  const T = groups[0]! * unit;
  const t0 = HOLD_START + T; // still, then one preparatory beat
  const bars = COUNT_IN_BARS + PLAY_BARS;
  const beatTimes = Array.from({ length: bars * beats }, (_, k) => {
    const bar = Math.floor(k / beats);
    return t0 + (bar * counts + offsets[k % beats]!) * unit;
  });
  const clickTimes = Array.from({ length: bars * counts }, (_, k) => t0 + k * unit);
  const barStarts = Array.from({ length: bars + 1 }, (_, b) => t0 + b * counts * unit);
  const lastBeat = beatTimes.at(-1)!;
  // top of the rebound after the last beat
  let sApex = 0;
  let best = Number.POSITIVE_INFINITY;
  for (let k = 0; k <= 1000; k++) {
    const y = segPoint(p, beats - 1, k / 1000)[1];
    if (y < best) {
      best = y;
      sApex = k / 1000;
    }
  }
  // decelerate uniformly from the rebound speed to rest at the apex: distance sApex at mean speed 1/(2T)
  const tailMove = 2 * sApex * T;
  const frames = Math.ceil((lastBeat + tailMove + HOLD_END) * FPS);
  return {
    beats,
    bpm,
    T,
    t0,
    beatTimes,
    clickTimes,
    counts,
    groupStarts: offsets.map((o) => o + 1),
    barStarts,
    lastBeat,
    sApex,
    tailMove,
    frames,
    duration: frames / FPS,
  };
}

export interface Motion {
  x: number;
  y: number;
}

/** where the beat hand is at time t */
export function motion(p: Pattern, tl: Timeline, t: number): Motion {
  const n = p.beats;
  let x: number;
  let y: number;
  if (t < HOLD_START) {
    [x, y] = segPoint(p, n - 1, 0);
  } else if (t < tl.t0) {
    // preparatory beat: starts from rest, lands on beat 1 with the normal speed (w(0)'=0, w(1)'=1)
    const s = (t - HOLD_START) / tl.T;
    [x, y] = segPoint(p, n - 1, 2 * s * s - s * s * s);
  } else if (t < tl.lastBeat) {
    const k = lastIctus(tl, t);
    const s = (t - tl.beatTimes[k]!) / (tl.beatTimes[k + 1]! - tl.beatTimes[k]!);
    [x, y] = segPoint(p, k % n, s);
  } else {
    const tau = Math.min(t - tl.lastBeat, tl.tailMove);
    const q = 1 - tau / tl.tailMove;
    [x, y] = segPoint(p, n - 1, tl.sApex * (1 - q * q));
  }
  return { x, y };
}

/** index of the last time at or before t in a sorted list (-1 before the first) */
export function lastAtOrBefore(times: readonly number[], t: number): number {
  let lo = 0;
  let hi = times.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! <= t + 1e-9) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** click k: 2 = beat 1 of a bar, 1 = another conducted beat, 0 = a count inside a beat */
export function clickLevel(tl: Timeline, k: number): 0 | 1 | 2 {
  const c = (k % tl.counts) + 1;
  return c === 1 ? 2 : tl.groupStarts.includes(c) ? 1 : 0;
}

/** index of the last ictus at or before t (-1 before the first click) */
export function lastIctus(tl: Timeline, t: number): number {
  return lastAtOrBefore(tl.beatTimes, t);
}
