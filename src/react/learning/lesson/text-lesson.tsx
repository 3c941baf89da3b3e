import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DONE_AT } from '../../../core/learning/progress';
import { muted } from '../learning.styles';
import { useElementProgress } from '../use-learner-progress';
import type { LessonProps } from './lesson-props';
import { DoneBadge, doneLine, LessonText } from './lesson-text';

/** A text lesson: done when read to its end. */
export function TextLesson({ element, progress }: LessonProps) {
  useSignals();
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const done = useElementProgress(element.learnElementId) >= DONE_AT;
  useEffect(() => {
    const target = end.current;
    if (!target || done || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        progress.report(100);
      }
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [done, progress]);
  return (
    <LessonText html={element.body}>
      <div css={doneLine} ref={end}>
        {done ? <DoneBadge /> : <span css={muted}>{t('learning.element.readToEnd')}</span>}
      </div>
    </LessonText>
  );
}
