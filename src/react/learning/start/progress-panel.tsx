import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { topicElements } from '../../../core/learning/course-index';
import type { LocalElement, LocalTopic } from '../../../core/learning/localise';
import type { ProgressSummary } from '../../../core/learning/progress';
import { visuallyHidden } from '../../styles/theme';
import { card } from '../learning.styles';
import { BoxPlaceholder, TextPlaceholder } from '../loading';
import { ProgressRing } from '../progress';
import { SeLogo } from '../se-logo';

const panel = css`
  display: grid;
  gap: 18px;
  padding: 22px;
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const overall = css`
  display: flex;
  align-items: center;
  gap: 16px;
  p {
    margin: 0;
    color: var(--choir-color-muted);
  }
  strong {
    display: block;
    color: var(--choir-color-text);
    font-size: 1.0625rem;
  }
`;

const chart = css`
  display: grid;
  grid-template-columns: repeat(var(--bars), minmax(0, 1fr));
  align-items: end;
  gap: 6px;
  height: 120px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-rows: 1fr auto;
    gap: 4px;
    height: 100%;
    text-align: center;
    font-size: 0.75rem;
    font-weight: 600;
    color: var(--choir-color-muted);
  }
`;

const track = css`
  position: relative;
  align-self: stretch;
  border-radius: 6px;
  background: var(--choir-color-primary-soft);
  overflow: hidden;
`;

const fill = css`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  border-radius: 6px;
  background: var(--choir-color-primary);
  transition: height 400ms ease;
`;

/** In a narrow column the words go below the ring rather than into a sliver beside it. */
const firstStep = css`
  flex-wrap: wrap;
  p {
    flex: 1 1 12rem;
  }
`;

/**
 * The progress level of the start page: the course ring and one bar per topic (a picture, not
 * only numbers). Before anything is done a chart of empty bars says nothing: the panel says where
 * to begin instead (the continue card beside it has the way there).
 */
export function ProgressPanel({
  course,
  topics,
  firstLesson,
}: {
  course: ProgressSummary;
  topics: { topic: LocalTopic; summary: ProgressSummary }[];
  /** The first lesson the user may open (null: none). */
  firstLesson: LocalElement | null;
}) {
  const { t } = useTranslation();
  if (course.done === 0 && course.started === 0 && firstLesson) {
    const topic = topics.find(({ topic }) => topicElements(topic).includes(firstLesson))?.topic;
    return (
      <section css={[card, panel]} aria-labelledby="progress-title" part="progress">
        <h2 id="progress-title">{t('learning.start.firstStepTitle')}</h2>
        <div css={[overall, firstStep]} part="first-step">
          <ProgressRing percent={0} size={84} stroke={9} />
          <p>
            <strong>{t('learning.progress.lessonsDone', { done: 0, total: course.total })}</strong>
            {t('learning.start.firstStep', { topic: topic?.headline ?? '' })}
          </p>
        </div>
      </section>
    );
  }
  return (
    <section css={[card, panel]} aria-labelledby="progress-title" part="progress">
      <h2 id="progress-title">{t('learning.start.progressTitle')}</h2>
      <div css={overall}>
        <ProgressRing percent={course.percent} size={84} stroke={9} />
        <p>
          <strong>{t('learning.progress.lessonsDone', { done: course.done, total: course.total })}</strong>
        </p>
      </div>
      <ul
        css={chart}
        style={{ '--bars': topics.length } as React.CSSProperties}
        aria-label={t('learning.start.progressChart')}
      >
        {topics.map(({ topic, summary }) => (
          <li key={topic.topicId} title={`${topic.headline}: ${summary.percent} %`}>
            <span css={track} aria-hidden="true">
              <span
                css={[fill, summary.percent >= 100 && css`background: var(--choir-color-success);`]}
                style={{ height: `${Math.max(summary.percent, summary.started > 0 ? 4 : 0)}%` }}
              />
            </span>
            <span aria-hidden="true">{topic.art === 'SE' ? <SeLogo size={16} /> : topic.topicId + 1}</span>
            <span css={visuallyHidden}>
              {topic.headline}: {t('learning.progress.percent', { percent: summary.percent })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The panel's place while the course loads: its title and the shapes of ring, count and chart. */
export function ProgressPanelPlaceholder() {
  const { t } = useTranslation();
  return (
    <div css={[card, panel]} aria-hidden="true" part="progress-placeholder">
      <h2>{t('learning.start.progressTitle')}</h2>
      <div css={overall}>
        <BoxPlaceholder width="84px" height={84} round />
        <p>
          <strong>
            <TextPlaceholder width="9em" />
          </strong>
        </p>
      </div>
      <BoxPlaceholder width="100%" height={120} />
    </div>
  );
}
