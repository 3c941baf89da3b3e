import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../core/contract/api';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { useCore } from '../../hooks/use-core';
import { SLIDES } from './introduction-slide-keys';

// The slides' live views come from other areas (practice, player): loaded when it opens.
const SlideView = lazy(() =>
  import('./introduction-slides').then((module) => ({ default: module.SlideView })),
);

/**
 * The slides lie on one another, only the current one seen: the dialog is as tall as the tallest,
 * so its buttons stay where they are from slide to slide.
 */
const deck = css`
  display: grid;
  & > section {
    grid-area: 1 / 1;
  }
  & > section[data-current='false'] {
    visibility: hidden;
  }
`;

const slide = css`
  display: grid;
  align-content: start;
  gap: 14px;
  h3 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
`;

/** The live view's place while its code comes: the views are about this tall. */
const pending = css`
  min-height: 180px;
`;

const dots = css`
  display: flex;
  justify-content: center;
  gap: 8px;
  margin-top: 16px;
  button {
    width: 12px;
    height: 12px;
    padding: 0;
    border: none;
    border-radius: 50%;
    background: var(--choir-color-border);
    cursor: pointer;
  }
  button[aria-current='true'] {
    background: var(--choir-color-primary);
  }
`;

export interface OnboardingDialogProps {
  open: boolean;
  onClose: () => void;
  /** A language chosen in the introduction: stored, and the app moves to it. */
  onLanguageChange: (language: Language) => void;
}

/**
 * The introduction (requirements R2.24): the course, the practice tools, the works and the user's
 * voice and language, each slide with a live small view of the real screen; arrow keys move
 * between them. It waits for the course (it counts its topics, and a page still loading underneath
 * is no welcome).
 */
export function OnboardingDialog({ open, onClose, onLanguageChange }: OnboardingDialogProps) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (open) setIndex(0);
  }, [open]);
  const topics = core.topics.list.value;
  // Opened before the course came (a page that loads it later): it is asked for now, and a failed
  // load opens the introduction all the same, without the count.
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (open && core.topics.list.peek().length === 0) void core.loadTopics().finally(() => setAsked(true));
  }, [open, core]);
  const courseIn = topics.length > 0 || (asked && !core.topics.loading.value);
  const last = index === SLIDES.length - 1;
  const count = topics.filter((topic) => topic.art !== 'SE').length;
  return (
    <Dialog
      open={open && courseIn}
      title={t('onboarding.title')}
      onClose={onClose}
      closeLabel={t('onboarding.skip')}
      actions={
        <>
          {index > 0 && (
            <Button variant="secondary" onClick={() => setIndex(index - 1)}>
              {t('onboarding.previous')}
            </Button>
          )}
          <Button onClick={() => (last ? onClose() : setIndex(index + 1))}>
            {last ? t('onboarding.done') : t('onboarding.next')}
          </Button>
        </>
      }
    >
      <div css={deck}>
        {SLIDES.map((key, i) => (
          <section
            key={key}
            css={slide}
            aria-roledescription="slide"
            aria-label={t('onboarding.slide', { n: i + 1, total: SLIDES.length })}
            data-slide={key}
            data-current={i === index}
            inert={i !== index}
            onKeyDown={(event) => {
              if ((event.target as Element).closest('button')) return;
              if (event.key === 'ArrowRight' && !last) setIndex(index + 1);
              if (event.key === 'ArrowLeft' && index > 0) setIndex(index - 1);
            }}
            // The current slide takes focus so arrow keys can move between slides.
            tabIndex={i === index ? 0 : -1}
          >
            <h3>{t(`onboarding.slides.${key}.title`)}</h3>
            <p>
              {key === 'course' && count === 0
                ? t('onboarding.slides.course.textPending')
                : t(`onboarding.slides.${key}.text`, { count })}
            </p>
            <Suspense fallback={<div css={pending} aria-busy="true" />}>
              <SlideView slide={key} onLanguageChange={onLanguageChange} />
            </Suspense>
          </section>
        ))}
      </div>
      <div css={dots}>
        {SLIDES.map((key, i) => (
          <button
            key={key}
            type="button"
            aria-current={i === index}
            aria-label={t('onboarding.slide', { n: i + 1, total: SLIDES.length })}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </Dialog>
  );
}
