import { effect } from '@preact/signals-core';
import { type LearningCore, learningState } from '../learning/learning-state';

/**
 * Loads every topic's lesson texts whenever a new outline is in and the browser is online, so
 * that the offline worker caches them (its copy of each `GET /api/topics/{id}`): a lesson never
 * opened on this device still shows its text after an offline reload, as when the list carried
 * every text. Called once the first view is done; nothing waits for it, and it lasts as long as
 * the page's core.
 */
export function preloadTopicTexts(core: LearningCore): void {
  const { texts } = learningState(core);
  effect(() => {
    if (core.topics.list.value.length > 0 && core.env.isOnline()) void texts.prefetch();
  });
}
