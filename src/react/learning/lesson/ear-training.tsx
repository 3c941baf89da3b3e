import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { barChoices, type FaultMarks, faultMarks, splitSolution } from '../../../core/learning/fault-answer';
import type { LocalElement } from '../../../core/learning/localise';
import { useCore } from '../../hooks/use-core';
import { LazyMusicalExample } from '../lazy-musical-example';
import type { ShownExample } from '../musical-example';

// The answer form comes with the example it asks about: a video or text lesson does not carry it.
const FaultQuiz = lazy(() => import('./fault-quiz').then((module) => ({ default: module.FaultQuiz })));

/**
 * The parts an exercise built on a musical example adds (ear training, decision 0055): the example
 * played through the player's controller, and the answer below the steps. `task` is the lesson text
 * without its solution, which the quiz shows once answered. Without an example: the text as it is.
 */
export function useEarTraining(
  element: LocalElement,
  onCorrect: () => void,
): { task: string; example: ReactNode; quiz: ReactNode } {
  const core = useCore();
  const [shown, setShown] = useState<ShownExample | null>(null);
  const [revealed, setRevealed] = useState(false);
  const onShown = useCallback((next: ShownExample) => setShown(next), []);
  const { task, solution } = useMemo(
    () => (element.example ? splitSolution(element.body) : { task: element.body, solution: '' }),
    [element.example, element.body],
  );
  const fault = shown?.example.fault;
  const marks = useMemo((): FaultMarks | null => {
    if (!revealed || !fault || !shown) return null;
    try {
      return faultMarks(fault, shown.sync);
    } catch (error) {
      core.env.log('The fault is not in the example’s score', error);
      return null;
    }
  }, [revealed, fault, shown, core]);
  if (!element.example) return { task, example: null, quiz: null };
  return {
    task,
    example: <LazyMusicalExample learnElementId={element.learnElementId} onShown={onShown} marks={marks} />,
    quiz: shown && (
      <Suspense fallback={null}>
        <FaultQuiz
          fault={fault}
          bars={barChoices(shown.sync)}
          solution={solution}
          onReveal={setRevealed}
          onCorrect={onCorrect}
        />
      </Suspense>
    ),
  };
}
