import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialSteps, storedSteps, withSteps } from '../../../core/learning/exercise-steps';
import { DONE_AT, stepsPercent } from '../../../core/learning/progress';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { checkIcon } from '../../components/icons/check';
import { useCore } from '../../hooks/use-core';
import { iconBadge } from '../../styles/recipes';
import { muted } from '../learning.styles';
import { countLessonSteps } from '../lesson-html';
import { useElementProgress } from '../use-learner-progress';
import { useEarTraining } from './ear-training';
import type { LessonProps } from './lesson-props';
import { DoneBadge, doneLine, LessonText } from './lesson-text';
import { VideoLesson } from './video-lesson';

const stepList = css`
  display: grid;
  gap: 10px;
  list-style: none;
  counter-reset: step;
  /* Doubled class: wins over the lesson typography's list indentation. */
  && {
    margin: 0 0 1.2em;
    padding: 0;
  }
  && > li {
    margin: 0;
    padding: 0;
    counter-increment: step;
  }
  label {
    display: grid;
    grid-template-columns: auto auto 1fr;
    align-items: start;
    gap: 10px 12px;
    padding: 12px 14px;
    border: 1px solid var(--choir-color-border);
    border-radius: var(--choir-radius-small);
    cursor: pointer;
    transition: background-color 120ms, border-color 120ms;
  }
  label::before {
    content: counter(step);
    ${iconBadge(28)};
    background: var(--choir-color-primary-soft);
    color: var(--choir-color-primary);
    font-weight: 700;
    font-size: 0.875rem;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 4px 0 0;
    accent-color: var(--choir-color-success);
  }
  label:has(input:checked) {
    background: var(--choir-color-success-soft);
    border-color: transparent;
  }
`;

/**
 * An exercise: optional practice video, its steps to tick off, and "mark as done". An exercise on a
 * musical example (ear training) plays it and is done when answered right instead (ear-training.tsx).
 */
export function ExerciseLesson({ element, progress: reporter }: LessonProps) {
  useSignals();
  const { t } = useTranslation();
  const progress = useElementProgress(element.learnElementId);
  const core = useCore();
  const count = useMemo(() => countLessonSteps(element.body), [element.body]);
  const ear = useEarTraining(element, () =>
    tick(
      Array.from({ length: count }, () => true),
      100,
    ),
  );
  const [checked, setChecked] = useState(() =>
    initialSteps(progress, count, storedSteps(core.auth.settings.peek())[element.learnElementId]),
  );
  const done = progress >= DONE_AT;
  const ticked = checked.filter(Boolean).length;

  const tick = (next: boolean[], percent: number) => {
    setChecked(next);
    reporter.report(percent);
    if (core.auth.isLoggedIn.value)
      core.session.updateSettings(
        withSteps(storedSteps(core.auth.settings.value), element.learnElementId, next),
      );
  };
  const toggle = (index: number) => {
    const next = checked.map((value, i) => (i === index ? !value : value));
    const percent = stepsPercent(next.filter(Boolean).length, count);
    // An ear-training exercise is done when answered right (decision 0055), not when ticked through.
    tick(next, element.example ? Math.min(percent, DONE_AT - 1) : percent);
  };

  const steps = (items: ReactNode[]) => (
    <ol css={stepList} aria-label={t('learning.element.steps')}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: steps are fixed by the lesson text.
        <li key={index}>
          <label>
            <input
              type="checkbox"
              checked={checked[index] ?? false}
              onChange={() => toggle(index)}
              aria-label={t('learning.element.stepLabel', { number: index + 1 })}
            />
            <span>{item}</span>
          </label>
        </li>
      ))}
    </ol>
  );

  return (
    <>
      {element.video && (
        <div>
          <h2
            css={css`
              margin: 0 0 12px;
              font-size: 1.125rem;
            `}
          >
            {t('learning.element.exerciseVideo')}
          </h2>
          <VideoLesson key={element.learnElementId} element={element} />
        </div>
      )}
      {ear.example}
      <LessonText html={ear.task} steps={steps}>
        {ear.quiz}
        <div css={doneLine}>
          {count > 0 && (
            <span css={muted}>{t('learning.element.stepsProgress', { done: ticked, total: count })}</span>
          )}
          {done ? (
            <DoneBadge />
          ) : element.example ? null : (
            <Button
              onClick={() =>
                tick(
                  Array.from({ length: count }, () => true),
                  100,
                )
              }
              part="mark-done"
            >
              <Icon shape={checkIcon} size={18} />
              {t('learning.element.markDone')}
            </Button>
          )}
        </div>
      </LessonText>
    </>
  );
}
