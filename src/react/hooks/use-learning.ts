import { useEffect } from 'react';
import { type LearningState, learningState } from '../../core/learning/learning-state';
import { useCore } from './use-core';

/**
 * The learning state of the page's core. Loads topics (throttled by the core, so the shell's own
 * load is not repeated), purchases and the server's progress of a restored session, so the screens also work as elements embedded alone.
 * Components still call `useSignals()` first to re-render on signal changes.
 */
export function useLearning(): LearningState {
  const core = useCore();
  useEffect(() => {
    void core.session.refresh();
    void core.loadTopics();
    void core.loadPurchases();
  }, [core]);
  return learningState(core);
}
