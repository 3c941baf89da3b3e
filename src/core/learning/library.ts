import type { CourseIndex } from './course-index';
import type { LocalElement } from './localise';

/** Whether a lesson is saved in the library (`settings.library`). */
export function isSaved(library: readonly number[] | undefined, learnElementId: number): boolean {
  return (library ?? []).includes(learnElementId);
}

/** The library with the lesson added (at the end) or removed; never a duplicate. */
export function toggledLibrary(library: readonly number[] | undefined, learnElementId: number): number[] {
  const current = (library ?? []).filter((id, index, all) => all.indexOf(id) === index);
  return current.includes(learnElementId)
    ? current.filter((id) => id !== learnElementId)
    : [...current, learnElementId];
}

/** Saved lessons, newest first; ids that are no longer in the course are skipped. */
export function libraryElements(course: CourseIndex, library: readonly number[] | undefined): LocalElement[] {
  const seen = new Set<number>();
  const result: LocalElement[] = [];
  for (const id of [...(library ?? [])].reverse()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const place = course.place(id);
    if (place) result.push(place.element);
  }
  return result;
}

/** How many saved lessons the library shows before "show all". */
export const LIBRARY_PREVIEW_COUNT = 6;
