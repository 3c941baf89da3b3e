/**
 * When things happen in a video: the count-in clicks, the beat and click times of every bar, and how
 * the video ends. Picture and click track both read these times, so they stay in sync.
 *
 * The figure does not conduct the count-in (lesson 132: "conducting in" a whole bar is the most common
 * fault): it stands ready while the clicks count in, and gives one preparatory beat, with a breath,
 * on the count before bar 1.
 */
import { FPS } from './format';
import { segPoint } from './pattern-path';
import { pattern } from './patterns';

export const COUNT_IN_BARS = 1;
export const PLAY_BARS = 4;
const HOLD_START = 1; // s of stillness before the first click
const HOLD_END = 0.8; // s of stillness after the hand has come to rest
const AFTER_CUT_OFF = 1.6; // s of stillness after a cut-off

/**
 * How the hand travels from one ictus to the next: a plain (neutral) beat, legato, staccato, a
 * passive beat (small rebound, even speed), an active one (speeding up into a firm ictus) or the
 * rocking swing of a compound beat (a larger, even arc).
 */
export type Stroke = 'beat' | 'legato' | 'staccato' | 'passive' | 'active' | 'swing';

/**
 * How a video ends: the hand rebounds to rest after the last beat (`rebound`), closes a cut-off
 * exactly where the next downbeat would come (`cut-off`), or holds that downbeat as a fermata and
 * releases it with a prepared cut-off (`fermata`).
 */
export type Ending = 'rebound' | 'cut-off' | 'fermata';

/** What a video plays besides its metre and tempo (the technique videos: techniques.ts). */
export interface Shape {
  /** bars played after the count-in (default 4) */
  bars?: number;
  /** play at least this many seconds (more bars) */
  minSeconds?: number;
  ending?: Ending;
  /** fermata: how long the note is held, in beats */
  holdBeats?: number;
  /** the size of the pattern at conducted beat k (0-based from bar 1; 1 = the drawn pattern) */
  size?: (k: number) => number;
  /** how the hand travels from conducted beat k to the next */
  stroke?: (k: number) => Stroke;
  /**
   * a subdivided pattern (patterns.ts, e.g. 8 = the subdivided four): every main beat is followed by
   * `subdivide - 1` small beats; `counting` names the counts `1 & 2 &` (`beats`) or `1 2 3 …` (`counts`)
   */
  subdivide?: number;
  counting?: 'beats' | 'counts';
  /**
   * an upbeat bar (lesson 135, entries off the beat): the figure conducts the last `pickup` beats of
   * the count-in bar, its preparatory beat coming one beat before them (conducted beats k = 0 … pickup-1)
   */
  pickup?: number;
  /** conducted beats k after whose ictus the choir enters half a beat later (its "and"): a sung click */
  entries?: readonly number[];
  /** where in the beat the entries fall (default 1/2; the Lorelei's sixth eighth 2/3; 0 on the ictus) */
  entryAt?: number;
  /** what the counter shows from an entry to the next click (default `&`) */
  entryLabel?: string;
  /** a pattern of the same number of beats grouped otherwise (patterns-more.ts: `3+2+2`, `2+3+2`) */
  variant?: string;
}

export interface Timeline {
  beats: number; // conducted beats per bar
  bpm: number; // clicks (counts) per minute
  T: number; // length of the first conducted beat, s (the preparatory beat and the final rebound use it)
  countIn: number; // s, the first click (count-in count 1)
  prepStart: number; // s, the start of the preparatory beat (on a count-in click)
  t0: number; // s, bar 1 beat 1
  bars: number; // bars played after the count-in
  beatTimes: number[]; // s, every ictus the figure conducts (an upbeat's first, bar 1 on; a fermata's note last)
  pickup: number; // conducted beats before bar 1 (an upbeat, 0 by default)
  entryTimes: number[]; // s, where the choir enters off the beat (the entry clicks)
  entryLabel: string; // what the counter shows from an entry to the next click
  clickTimes: number[]; // s, every click: the count-in, every count of the bars, a cut-off or fermata note
  counts: number; // clicks per bar
  groupStarts: number[]; // the count (1-based) each conducted beat falls on
  labels: string[]; // the label at each beat point of the drawn pattern ('' for a subdivision)
  countLabels: string[]; // what the counter shows on each count of a bar
  subdivide: number; // conducted beats per main beat (1, or 2 or 3 in a subdivided pattern)
  barStarts: number[]; // s, bars 1..n, then the end of the last bar
  lastBeat: number;
  ending: Ending;
  /** cut-off and fermata: when the closing point is reached (the hands then stay still) */
  cutTime: number;
  /** fermata: when the held note's sustaining line ends and the release begins */
  holdEnd: number;
  sApex: number; // where the rebound after the last beat reaches its top
  tailMove: number; // s from the last ictus to rest
  size: (k: number) => number;
  stroke: (k: number) => Stroke;
  frames: number;
  duration: number; // s = frames / FPS
}

/** `groups`: counts per conducted beat (one each by default; e.g. [2, 3] for 5/8 beaten in two) */
export function timeline(
  beats: number,
  bpm: number,
  groups: number[] = Array(beats).fill(1),
  shape: Shape = {},
): Timeline {
  const p = pattern(beats, shape);
  const unit = 60 / bpm;
  const counts = groups.reduce((a, b) => a + b, 0);
  const offsets = groups.map((_, i) => groups.slice(0, i).reduce((a, b) => a + b, 0));
  const T = groups[0]! * unit;
  const barLength = counts * unit;
  const countIn = HOLD_START;
  const t0 = countIn + barLength;
  const ending = shape.ending ?? 'rebound';
  const minBars = shape.minSeconds ? Math.ceil((shape.minSeconds - t0) / barLength) : 0;
  const bars = Math.max(shape.bars ?? PLAY_BARS, minBars);
  const pickup = shape.pickup ?? 0;
  const beatTimes = Array.from({ length: pickup + bars * beats }, (_, j) => {
    const k = j - pickup + beats; // from the count-in bar's beat 1
    const bar = Math.floor(k / beats) - 1;
    return t0 + (bar * counts + offsets[k % beats]!) * unit;
  });
  const entryTimes = (shape.entries ?? []).map(
    (k) => beatTimes[k]! + (beatTimes[k + 1]! - beatTimes[k]!) * (shape.entryAt ?? 1 / 2),
  );
  const end = t0 + bars * barLength; // where the next downbeat would come
  if (ending === 'fermata') beatTimes.push(end);
  const clickTimes = Array.from(
    { length: (COUNT_IN_BARS + bars) * counts + (ending === 'rebound' ? 0 : 1) },
    (_, k) => countIn + k * unit,
  );
  const barStarts = Array.from({ length: bars + 1 }, (_, b) => t0 + b * barLength);
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
  const holdEnd = ending === 'fermata' ? lastBeat + (shape.holdBeats ?? 6) * T : lastBeat;
  const cutTime = ending === 'cut-off' ? end : ending === 'fermata' ? holdEnd + T : lastBeat;
  const stop = ending === 'rebound' ? lastBeat + tailMove + HOLD_END : cutTime + AFTER_CUT_OFF;
  const frames = Math.ceil(stop * FPS);
  const subdivide = shape.subdivide ?? 1;
  const byBeats = subdivide > 1 && shape.counting !== 'counts';
  const main = (i: number) => i % subdivide === 0;
  const labels = offsets.map((o, i) => (!main(i) ? '' : String(byBeats ? i / subdivide + 1 : o + 1)));
  const countLabels = Array.from({ length: counts }, (_, c) =>
    byBeats ? (main(c) ? String(c / subdivide + 1) : '&') : String(c + 1),
  );
  return {
    beats,
    bpm,
    T,
    countIn,
    prepStart: beatTimes[0]! - T,
    t0,
    bars,
    beatTimes,
    pickup,
    entryTimes,
    entryLabel: shape.entryLabel ?? '&',
    clickTimes,
    counts,
    groupStarts: offsets.map((o) => o + 1),
    labels,
    countLabels,
    subdivide,
    barStarts,
    lastBeat,
    ending,
    cutTime,
    holdEnd,
    sApex,
    tailMove,
    size: shape.size ?? (() => 1),
    stroke: shape.stroke ?? (() => 'beat'),
    frames,
    duration: frames / FPS,
  };
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

/** click k: 2 = beat 1 of a bar, 1 = another main beat, 0 = a count inside a beat or a subdivision */
export function clickLevel(tl: Timeline, k: number): 0 | 1 | 2 {
  const c = (k % tl.counts) + 1;
  if (c === 1) return 2;
  if (tl.subdivide > 1) return (c - 1) % tl.subdivide === 0 ? 1 : 0;
  return tl.groupStarts.includes(c) ? 1 : 0;
}

/** index of the last ictus at or before t (-1 before the first) */
export function lastIctus(tl: Timeline, t: number): number {
  return lastAtOrBefore(tl.beatTimes, t);
}

/** which beat of the drawn pattern conducted beat k is (0-based; an upbeat's beats are the bar's last) */
export function patternBeat(tl: Timeline, k: number): number {
  return (k - tl.pickup + tl.beats) % tl.beats;
}
