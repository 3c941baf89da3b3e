import type { LearnElementMetadata } from '../contract/api';

/** Progress of one element: the highest progress ever seen (maxProgress), 0 when never opened. */
export type ProgressLookup = (learnElementId: number) => number;

export function progressLookup(metadata: readonly LearnElementMetadata[]): ProgressLookup {
  const map = new Map<number, number>();
  for (const entry of metadata) {
    const value = Math.max(entry.maxProgress ?? 0, entry.learnElementProgress ?? 0);
    map.set(entry.learnElementId, Math.max(map.get(entry.learnElementId) ?? 0, clamp(value)));
  }
  return (id) => map.get(id) ?? 0;
}

function clamp(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

/** An element counts as done from this progress on. */
export const DONE_AT = 100;

export interface ProgressSummary {
  /** Mean progress over the elements, 0-100, rounded down (100 only when every element is done). */
  percent: number;
  /** Elements at 100 %. */
  done: number;
  /** Elements with any progress. */
  started: number;
  total: number;
}

/** Summarises the progress of a set of elements (a module, a topic, the course). */
export function summarise(
  elements: readonly { learnElementId: number }[],
  progress: ProgressLookup,
): ProgressSummary {
  let sum = 0;
  let done = 0;
  let started = 0;
  for (const { learnElementId } of elements) {
    const value = progress(learnElementId);
    sum += value;
    if (value >= DONE_AT) done++;
    if (value > 0) started++;
  }
  const total = elements.length;
  return { percent: total === 0 ? 0 : Math.floor(sum / total), done, started, total };
}

/** Percent watched or listened: 0-100, whole numbers; unknown durations count as 0. */
export function percentOf(currentTime: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(currentTime)) return 0;
  return Math.min(100, Math.max(0, Math.round((currentTime / duration) * 100)));
}

/** Progress of an exercise from its ticked steps. */
export function stepsPercent(doneSteps: number, totalSteps: number): number {
  if (totalSteps <= 0) return 0;
  return Math.min(100, Math.round((Math.max(0, doneSteps) / totalSteps) * 100));
}
