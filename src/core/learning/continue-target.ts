import type { LearnElementMetadata } from '../contract/api';
import type { CourseIndex } from './course-index';
import type { LocalElement } from './localise';
import { DONE_AT, type ProgressLookup } from './progress';

export interface ContinueTarget {
  element: LocalElement;
  progress: number;
  /**
   * `continue`: the current element is unfinished; `next`: it is done, so the next unfinished
   * element after it follows; `start`: nothing opened yet, the course starts at its first element.
   */
  kind: 'continue' | 'next' | 'start';
}

/**
 * The element the user last made progress in, on any device: the entry with the latest
 * `updatedAt` (the server stamps every report; one made here carries this device's time until the
 * server's response comes). Entries of one request share a time: the later one in the course wins.
 * Null without any progress in the course.
 */
export function lastAdvanced(course: CourseIndex, metadata: readonly LearnElementMetadata[]): number | null {
  let best: { id: number; at: string; index: number } | null = null;
  for (const entry of metadata) {
    const place = course.place(entry.learnElementId);
    if (!place) continue;
    const at = entry.updatedAt ?? '';
    if (!best || at > best.at || (at === best.at && place.index > best.index))
      best = { id: entry.learnElementId, at, index: place.index };
  }
  return best?.id ?? null;
}

/**
 * The "continue" option of the start page (requirements R1.7): the current learning element while it is
 * unfinished; once it is done, the next unfinished element after it in course order; without a
 * current element the first element of the course. Null when the course is empty or all done.
 */
export function continueTarget(
  course: CourseIndex,
  currentLearnElementId: number | null,
  progress: ProgressLookup,
): ContinueTarget | null {
  const place = currentLearnElementId === null ? undefined : course.place(currentLearnElementId);
  if (!place) {
    const first = course.elements[0];
    return first ? { element: first, progress: progress(first.learnElementId), kind: 'start' } : null;
  }
  const current = progress(place.element.learnElementId);
  if (current < DONE_AT) return { element: place.element, progress: current, kind: 'continue' };
  const after = course.elements.slice(place.index + 1);
  const next = after.find((element) => progress(element.learnElementId) < DONE_AT);
  return next ? { element: next, progress: progress(next.learnElementId), kind: 'next' } : null;
}

/**
 * Whether the continue option will be an unfinished element (shown with its progress bar), judged
 * from the progress alone while the course loads, so the start page holds the card's place at the
 * height it will have: the latest entry is unfinished.
 */
export function likelyUnfinished(metadata: readonly LearnElementMetadata[]): boolean {
  let latest: LearnElementMetadata | undefined;
  for (const entry of metadata)
    if (!latest || (entry.updatedAt ?? '') > (latest.updatedAt ?? '')) latest = entry;
  return latest !== undefined && Math.max(latest.maxProgress, latest.learnElementProgress) < DONE_AT;
}
