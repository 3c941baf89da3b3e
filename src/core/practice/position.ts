import { type BeatPattern, beatPattern, type PatternPoint, reboundApex, segmentPoint } from './patterns';

/**
 * Where in the bar a time source is:
 * - `beat`: on the way from beat `beat` (0-based) to the next one, `phase` 0…1 (0 = exactly on the ictus);
 * - `rest`: still, on the ictus of `beat`;
 * - `prep`: the preparatory beat before the first ictus, `phase` 0…1;
 * - `tail`: after the last ictus, rebounding to rest at the top, `phase` 0…1.
 */
export interface BeatPosition {
  kind: 'beat' | 'rest' | 'prep' | 'tail';
  beat: number;
  phase: number;
}

export const REST_ON_ONE: BeatPosition = { kind: 'rest', beat: 0, phase: 0 };

/** The preparatory beat starts from rest and arrives with normal speed (w'(0) = 0, w'(1) = 1). */
const prepEase = (s: number) => 2 * s * s - s * s * s;

/** Where the beat point is for a position (pattern units). Same motion as the practice videos. */
export function pointAt(pattern: BeatPattern, position: BeatPosition, leftHanded = false): PatternPoint {
  const last = pattern.beats - 1;
  const phase = Math.min(1, Math.max(0, position.phase));
  switch (position.kind) {
    case 'rest':
      return segmentPoint(pattern, position.beat, 0, leftHanded);
    case 'prep':
      return segmentPoint(pattern, last, prepEase(phase), leftHanded);
    case 'tail': {
      const q = 1 - phase;
      return segmentPoint(pattern, last, reboundApex(pattern) * (1 - q * q), leftHanded);
    }
    default:
      return segmentPoint(pattern, position.beat, phase, leftHanded);
  }
}

/** Index of the last entry of a sorted list that is <= t (-1 if none). */
export function lastAtOrBefore(sorted: readonly number[], t: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/**
 * The position in a video at `timeMs`, from the times of its clicks (`beatTimesMs`, the first one
 * being beat 1). Before the first click: rest on the last beat, then one preparatory beat; after
 * the last click: the rebound to rest (as long as twice the apex share of a beat, like the videos).
 */
export function videoBeatPosition(
  timeMs: number,
  beatTimesMs: readonly number[],
  beats: number,
): BeatPosition {
  const n = Math.max(1, beats);
  const first = beatTimesMs[0];
  if (first === undefined) return REST_ON_ONE;
  const beatMs = beatTimesMs.length > 1 ? beatTimesMs[1]! - first : 1000;
  if (timeMs < first - beatMs) return { kind: 'rest', beat: n - 1, phase: 0 };
  if (timeMs < first) return { kind: 'prep', beat: n - 1, phase: (timeMs - (first - beatMs)) / beatMs };
  const k = lastAtOrBefore(beatTimesMs, timeMs);
  const time = beatTimesMs[k]!;
  const next = beatTimesMs[k + 1];
  if (next === undefined) {
    const lastBeat = (beatTimesMs.length - 1) % n;
    if (lastBeat !== n - 1)
      return { kind: 'beat', beat: lastBeat, phase: Math.min(1, (timeMs - time) / beatMs) };
    const tailMs = 2 * reboundApex(beatPattern(n)) * beatMs;
    return { kind: 'tail', beat: n - 1, phase: (timeMs - time) / tailMs };
  }
  return { kind: 'beat', beat: k % n, phase: (timeMs - time) / (next - time) };
}

/** The time of the most recent beat 1 at or before `timeMs` (for "back to beat 1" in a video). */
export function barStartMs(timeMs: number, beatTimesMs: readonly number[], beats: number): number | null {
  const k = lastAtOrBefore(beatTimesMs, timeMs);
  if (k < 0) return beatTimesMs[0] ?? null;
  return beatTimesMs[k - (k % Math.max(1, beats))] ?? null;
}

/** The position on an even grid of `bpm` starting at 0 (a video that gives only its tempo). */
export function gridBeatPosition(timeMs: number, bpm: number, beats: number): BeatPosition {
  const beatMs = 60_000 / Math.max(1, bpm);
  const n = Math.max(1, beats);
  if (timeMs < 0) return REST_ON_ONE;
  const k = Math.floor(timeMs / beatMs);
  return { kind: 'beat', beat: k % n, phase: timeMs / beatMs - k };
}
