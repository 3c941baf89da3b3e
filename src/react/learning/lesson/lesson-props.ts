import type { LocalElement } from '../../../core/learning/localise';
import type { ElementProgress } from '../../../core/progress/progress-reporter';

/** What every kind of lesson body gets: the element and its progress reporter. */
export interface LessonProps {
  element: LocalElement;
  progress: ElementProgress;
}
