import { computed } from '@preact/signals-core';
import { useMemo } from 'react';
import type { LearningState } from '../../core/learning/learning-state';
import { useCore } from '../hooks/use-core';
import { useLearning } from '../hooks/use-learning';

/**
 * The learning state, the learner's progress and whether anyone is signed in (progress shows only
 * then). Call `useSignals()` first, so the caller re-renders when they change.
 */
export function useLearnerProgress(): {
  learning: LearningState;
  progress: LearningState['progress']['value'];
  loggedIn: boolean;
} {
  const core = useCore();
  const learning = useLearning();
  return { learning, progress: learning.progress.value, loggedIn: core.auth.isLoggedIn.value };
}

/**
 * One element's progress (0-100). The caller re-renders only when this number changes, not on every
 * progress write (a playing video writes its element's progress every few seconds). Call
 * `useSignals()` first.
 */
export function useElementProgress(learnElementId: number): number {
  const learning = useLearning();
  return useMemo(() => computed(() => learning.progress.value(learnElementId)), [learning, learnElementId])
    .value;
}
