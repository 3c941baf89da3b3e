import { computed, type ReadonlySignal } from '@preact/signals-core';
import type { Core } from '../core';
import { type ContinueTarget, continueTarget, lastAdvanced } from './continue-target';
import { buildCourseIndex, type CourseIndex } from './course-index';
import { isSaved, toggledLibrary } from './library';
import type { LocalTopic } from './localise';
import { type ProgressLookup, progressLookup } from './progress';
import { type StartLists, startLists as splitStartLists } from './start-lists';
import { createCoreTopicTexts, type TopicTexts, type TopicTextsCore } from './topic-texts';

/** The parts of the core the learning state reads and writes. */
export type LearningCore = Pick<Core, 'topics' | 'language' | 'auth' | 'session'> & TopicTextsCore;

/** Derived learning state of one core: the localised course, progress, start lists, continue, library. */
export interface LearningState {
  course: ReadonlySignal<CourseIndex>;
  progress: ReadonlySignal<ProgressLookup>;
  startLists: ReadonlySignal<StartLists<LocalTopic>>;
  continueTarget: ReadonlySignal<ContinueTarget | null>;
  library: ReadonlySignal<number[]>;
  /** The lessons' texts, per topic (the course above is the outline without them). */
  texts: TopicTexts;
  isSaved(learnElementId: number): boolean;
  /** Saves or removes a lesson; settings persist locally and sync through the core's outbox. Returns the new state. */
  toggleSaved(learnElementId: number): boolean;
}

const states = new WeakMap<object, LearningState>();

function createLearningState(core: LearningCore): LearningState {
  const course = computed(() => buildCourseIndex(core.topics.list.value, core.language.value));
  const progress = computed(() => progressLookup(core.auth.learnElementMetadata.value));
  const library = computed(() => core.auth.settings.value.library ?? []);
  return {
    course,
    progress,
    startLists: computed(() => splitStartLists(course.value.topics)),
    // From the progress the server keeps, so another device or a new sign-in continues alike.
    continueTarget: computed(() =>
      continueTarget(
        course.value,
        lastAdvanced(course.value, core.auth.learnElementMetadata.value),
        progress.value,
      ),
    ),
    library,
    texts: createCoreTopicTexts(core),
    isSaved: (id) => isSaved(library.value, id),
    toggleSaved(id) {
      const next = toggledLibrary(library.value, id);
      core.session.updateSettings({ library: next });
      return next.includes(id);
    },
  };
}

/** The learning state of a core, created once per core. */
export function learningState(core: LearningCore): LearningState {
  let state = states.get(core);
  if (!state) {
    state = createLearningState(core);
    states.set(core, state);
  }
  return state;
}
