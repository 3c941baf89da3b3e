import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialSteps, storedSteps, withSteps } from '../../../core/learning/exercise-steps';
import type { LocalElement } from '../../../core/learning/localise';
import { DONE_AT, stepsPercent } from '../../../core/learning/progress';
import { earlyStill } from '../../../core/learning/video-sources';
import { PRACTICE_VIDEO_PLACEMENT } from '../../../core/practice/patterns';
import type { ElementProgress } from '../../../core/progress/progress-reporter';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { checkIcon } from '../../components/icons/check';
import { PLYR_CONTROLS_HEIGHT, PlyrVideo, useVideoSource } from '../../components/video/video-player';
import { useCore } from '../../hooks/use-core';
import { useOnline, useWhenBackOnline } from '../../hooks/use-online';
import { PracticeTools, Segmented } from '../../practice';
import { iconBadge } from '../../styles/recipes';
import { visuallyHidden } from '../../styles/theme';
import { LazyMusicalExample } from '../lazy-musical-example';
import { card, muted } from '../learning.styles';
import { countLessonSteps, LessonHtml, type StepsRenderer } from '../lesson-html';
import { TextPlaceholder } from '../loading';
import { UnavailableOffline } from '../offline-notice';
import { RetryNotice } from '../retry-notice';
import { useElementProgress } from '../use-learner-progress';
import { useLessonText } from './use-lesson-text';
import { videoInfo } from './video-info';

export interface ElementContentProps {
  element: LocalElement;
  progress: ElementProgress;
}

const lessonCard = css`
  padding: clamp(20px, 3vw, 36px);
`;

const doneLine = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 24px;
  padding-top: 18px;
  border-top: 1px solid var(--choir-color-border);
  font-size: 0.9375rem;
`;

const doneBadge = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: var(--choir-color-success);
  font-weight: 700;
`;

/**
 * The body of a learning element by its type: video, exercise, musical example or text. The lesson
 * text comes with its topic's texts (use-lesson-text.ts): a video or an example shows at once, the
 * text (and an exercise's steps, which it holds) once it is in.
 */
export function ElementContent({ element, progress }: ElementContentProps) {
  const { text, retry } = useLessonText(element);
  const pending = text.state === 'ready' ? null : <PendingText state={text.state} onRetry={retry} />;
  const withText = text.state === 'ready' ? { ...element, body: text.body } : element;
  switch (element.type) {
    case 'video':
      return (
        <>
          <VideoLesson key={element.learnElementId} element={element} progress={progress} />
          {pending ?? <LessonText html={withText.body} />}
        </>
      );
    case 'exercise':
      return pending ?? <ExerciseLesson element={withText} progress={progress} />;
    case 'musicalExample':
      return (
        <>
          <LazyMusicalExample learnElementId={element.learnElementId} progress={progress} />
          {pending ?? <LessonText html={withText.body} />}
        </>
      );
    default:
      return pending ?? <TextLesson element={withText} progress={progress} />;
  }
}

const placeholderLines = css`
  display: grid;
  gap: 0.9em;
  margin: 0;
`;

/** Where the lesson text will be: lines while it loads; offline or failed, a plain word why. */
function PendingText({ state, onRetry }: { state: 'loading' | 'failed'; onRetry: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (state === 'failed')
    return online ? (
      <RetryNotice text={t('learning.element.textFailed')} onRetry={onRetry} />
    ) : (
      <UnavailableOffline text={t('learning.offline.text')} />
    );
  return (
    <article css={[card, lessonCard]} part="content" aria-busy="true">
      <p css={placeholderLines} role="status">
        <span css={visuallyHidden}>{t('learning.element.loading')}</span>
        {['92%', '86%', '95%', '60%'].map((width) => (
          <TextPlaceholder key={width} width={width} />
        ))}
      </p>
    </article>
  );
}

function LessonText({
  html,
  steps,
  children,
}: {
  html: string;
  steps?: StepsRenderer;
  children?: ReactNode;
}) {
  if (!html) return null;
  return (
    <article css={[card, lessonCard]} part="content">
      <LessonHtml html={html} {...(steps ? { steps } : {})} />
      {children}
    </article>
  );
}

function Done() {
  const { t } = useTranslation();
  return (
    <span css={doneBadge} part="done">
      <Icon shape={checkIcon} size={18} />
      {t('learning.element.isDone')}
    </span>
  );
}

interface VideoLessonProps {
  element: LocalElement;
  /** Where its playback is reported (an exercise's video reports none). */
  progress?: ElementProgress;
}

const tempoChoice = css`
  margin-top: 12px;
`;

/**
 * The practice video and, where the lesson offers a metre at several tempi, the choice of tempo
 * under it (kept while the other tempo's video loads, so the keyboard focus stays on it).
 */
function VideoLesson({ element, progress }: VideoLessonProps) {
  const { t } = useTranslation();
  const video = element.video;
  const [bpm, setBpm] = useState(video?.bpm ?? 0);
  if (!video?.tempi || video.tempi.length < 2)
    return <VideoPlayer element={element} {...(progress ? { progress } : {})} />;
  return (
    <>
      <VideoPlayer element={element} bpm={bpm} {...(progress ? { progress } : {})} />
      <div css={tempoChoice}>
        <Segmented
          legend={t('learning.element.tempo')}
          value={bpm}
          options={video.tempi.map((tempo) => ({ value: tempo, label: String(tempo) }))}
          onChange={setBpm}
          part="tempo"
        />
      </div>
    </>
  );
}

const infoLine = css`
  margin: 10px 2px 0;
  font-size: 0.9375rem;
`;

const videoLoading = css`
  position: absolute;
  inset: 0;
  border-radius: var(--choir-radius);
  background: #0f172a;
  overflow: hidden;
  /* The still, where and as the video will show it. */
  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/**
 * The practice video in Plyr, inside the practice tools; `bpm`: one of the lesson's tempi. While
 * the video's links load, the tools and the line under the video are already drawn from the
 * lesson's own video facts, so nothing moves when the video arrives (and a tempo change keeps the
 * tools, e.g. a camera that is on).
 */
function VideoPlayer({ element, progress, bpm }: VideoLessonProps & { bpm?: number }) {
  const { t } = useTranslation();
  const core = useCore();
  const { state, retry } = useVideoSource(element.learnElementId, true, bpm);
  // The still the page asked for with the lesson, drawn while the player's links and code come.
  const still = earlyStill(core, element.learnElementId, core.language.value, bpm);
  const online = useOnline();
  // Sources that could not load offline (or only as the worker's stale links) load once the network is back.
  useWhenBackOnline(() => state.status !== 'loading' && !(state.status === 'ready' && state.kept) && retry());
  // Offline only a topic kept on this device has the video files (not the worker's signed links).
  const playable = state.status === 'ready' && (online || state.kept);
  if (!online && !playable && state.status !== 'loading')
    return <UnavailableOffline text={t('learning.offline.video')} />;
  if (state.status === 'error')
    return <RetryNotice text={t('learning.element.videoFailed')} onRetry={retry} />;
  const source = playable ? state.source : undefined;
  const facts = source ?? { ...element.video, ...(bpm ? { bpm } : {}) };
  return (
    <section aria-label={t('learning.types.video')} part="video">
      <PracticeTools
        {...(facts.beats ? { beats: facts.beats } : {})}
        {...(facts.bpm ? { bpm: facts.bpm } : {})}
        {...(facts.groups ? { groups: facts.groups } : {})}
        {...(source ? { beatTimesMs: source.beatTimesMs } : {})}
        placement={PRACTICE_VIDEO_PLACEMENT}
        controlsHeight={PLYR_CONTROLS_HEIGHT}
        learnElementId={element.learnElementId}
      >
        {source && state.status === 'ready' ? (
          <PlyrVideo
            key={`${element.learnElementId}-${source.bpm}`}
            source={source}
            tracks={state.tracks}
            title={element.headline}
            fill
            {...(progress ? { progress } : {})}
          />
        ) : (
          <div aria-busy="true" css={videoLoading}>
            {still && online ? <img src={still} crossOrigin="anonymous" alt="" data-video-still /> : null}
          </div>
        )}
      </PracticeTools>
      {source ? (
        <p css={[muted, infoLine]}>{videoInfo(t, source)}</p>
      ) : (
        // The line's room, kept while the video's facts load.
        <div css={infoLine} aria-hidden="true">
          {'\u00a0'}
        </div>
      )}
    </section>
  );
}

/** A text lesson: done when read to its end. */
function TextLesson({ element, progress }: ElementContentProps) {
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
        {done ? <Done /> : <span css={muted}>{t('learning.element.readToEnd')}</span>}
      </div>
    </LessonText>
  );
}

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

/** An exercise: optional practice video, its steps to tick off, and "mark as done". */
function ExerciseLesson({ element, progress: reporter }: ElementContentProps) {
  useSignals();
  const { t } = useTranslation();
  const progress = useElementProgress(element.learnElementId);
  const core = useCore();
  const count = useMemo(() => countLessonSteps(element.body), [element.body]);
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
    tick(next, stepsPercent(next.filter(Boolean).length, count));
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
      <LessonText html={element.body} steps={steps}>
        <div css={doneLine}>
          {count > 0 && (
            <span css={muted}>{t('learning.element.stepsProgress', { done: ticked, total: count })}</span>
          )}
          {done ? (
            <Done />
          ) : (
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
