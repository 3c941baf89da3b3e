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
 * The "continue" option of the start page (SPEC §2): the current learning element while it is
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
