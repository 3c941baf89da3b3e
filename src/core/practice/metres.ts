/**
 * The metres the metronome counts: simple ones of 1 to 7 beats, and the compound and asymmetric
 * ones the course teaches (6/8 in two, 5/8 as 3+2 and 2+3, 7/8 as 2+2+3 and 3+2+2, 9/8 and 12/8),
 * which click every eighth with an accent where each of the conductor's beats begins.
 */
import { MAX_BEATS, MIN_BEATS } from './patterns';
import type { BeatPosition } from './position';

export interface Metre {
  /** How it is kept: "4" (beats of a simple metre), "6/8", "5/8:3+2", … */
  id: string;
  /** The conductor's beats, each as its clicks: [1, 1, 1, 1] for 4/4, [3, 3] for 6/8 in two. */
  groups: readonly number[];
  /** Eighths are clicked (x/8): the tempo counts eighths per minute. */
  eighths: boolean;
}

/** What a click stresses: the bar's downbeat, the start of a beat in an eighth metre, or neither. */
export type Stress = 'bar' | 'beat' | 'none';

function simple(beats: number): Metre {
  return { id: String(beats), groups: Array.from({ length: beats }, () => 1), eighths: false };
}

function grouped(signature: string, groups: number[], named = true): Metre {
  return { id: named ? `${signature}:${groups.join('+')}` : signature, groups, eighths: true };
}

export const SIMPLE_METRES: readonly Metre[] = Array.from({ length: MAX_BEATS - MIN_BEATS + 1 }, (_, i) =>
  simple(MIN_BEATS + i),
);

/** The grouped metres the course teaches, in the order they are offered. */
export const GROUPED_METRES: readonly Metre[] = [
  grouped('6/8', [3, 3], false),
  grouped('5/8', [3, 2]),
  grouped('5/8', [2, 3]),
  grouped('7/8', [2, 2, 3]),
  grouped('7/8', [3, 2, 2]),
  grouped('9/8', [3, 3, 3], false),
  grouped('12/8', [3, 3, 3, 3], false),
];

const DEFAULT_METRE = simple(4);

/** A metre by its id; an unknown one is 4/4. */
export function metreById(id: string): Metre {
  return [...SIMPLE_METRES, ...GROUPED_METRES].find((metre) => metre.id === id) ?? DEFAULT_METRE;
}

/** The simple metre of `beats` (clamped to 1…7). */
export function simpleMetre(beats: number): Metre {
  const n = Number.isFinite(beats) ? Math.round(beats) : 4;
  return SIMPLE_METRES[Math.min(MAX_BEATS, Math.max(MIN_BEATS, n)) - MIN_BEATS]!;
}

/** A lesson video's grouping ("2+2+3") as the metre it is, or null when the course offers none such. */
export function metreOfGroups(groups: string): Metre | null {
  return GROUPED_METRES.find((metre) => metre.groups.join('+') === groups) ?? null;
}

/** Clicks per bar. */
export function countsOf(metre: Metre): number {
  return metre.groups.reduce((sum, count) => sum + count, 0);
}

/** "6/8" or "5/8": the time signature of a grouped metre; the beats of a simple one. */
export function signatureOf(metre: Metre): string {
  return metre.id.split(':')[0]!;
}

/** The stress of click `count` (0-based) of the bar. */
export function stressAt(metre: Metre, count: number): Stress {
  if (count === 0) return 'bar';
  if (!metre.eighths) return 'none';
  let start = 0;
  for (const size of metre.groups) {
    if (count === start) return 'beat';
    start += size;
  }
  return 'none';
}

/**
 * The conductor's beat for a click position: click `beat` of the bar, `phase` on the way to the
 * next click, becomes the beat it belongs to and the share of that beat gone by (the pattern's
 * point moves from beat to beat over a beat's clicks).
 */
export function conductedPosition(metre: Metre, position: BeatPosition): BeatPosition {
  if (position.kind !== 'beat') return position;
  let start = 0;
  for (const [beat, size] of metre.groups.entries()) {
    if (position.beat < start + size)
      return { kind: 'beat', beat, phase: (position.beat - start + position.phase) / size };
    start += size;
  }
  return position;
}

/** A click of the metronome as far as the conductor's beats go (metronome.ts's `ScheduledClick`). */
interface CountedClick {
  time: number;
  /** 0-based click in the bar. */
  beat: number;
}

/**
 * The clicks that begin the conductor's beats, each with its beat of the bar (0-based): every
 * click of a simple metre; the first click of each beat of an eighth metre (the Beat check
 * compares the hand's beats with these).
 */
export function conductedClicks(metre: Metre, clicks: readonly CountedClick[]): CountedClick[] {
  const starts = new Map<number, number>();
  let start = 0;
  for (const [beat, size] of metre.groups.entries()) {
    starts.set(start, beat);
    start += size;
  }
  return clicks.flatMap((click) => {
    const beat = starts.get(click.beat);
    return beat === undefined ? [] : [{ time: click.time, beat }];
  });
}
