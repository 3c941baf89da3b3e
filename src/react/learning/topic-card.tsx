import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../core/contract/api';
import { topicElements } from '../../core/learning/course-index';
import type { LocalTopic } from '../../core/learning/localise';
import { topicPath } from '../../core/learning/paths';
import type { ProgressSummary } from '../../core/learning/progress';
import { AppLink } from '../components/app-link';
import { Icon } from '../components/icon';
import { arrowRightIcon } from '../components/icons/arrow-right';
import { visuallyHidden } from '../styles/theme';
import { topicAccess } from './access';
import { AccessChip } from './access-chip';
import { card, cardLink, clampLines, eyebrow, liftOnHover, muted } from './learning.styles';
import { ProgressRing } from './progress';
import { SeLogo } from './se-logo';

const topicCard = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 20px;
  ${liftOnHover(2)}
  h2,
  h3 {
    margin: 0;
    font-size: 1.1875rem;
    line-height: 1.3;
  }
  p {
    margin: 0;
  }
`;

const head = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
`;

const foot = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
  margin-top: auto;
  padding-top: 6px;
  font-size: 0.875rem;
`;

const toTopic = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 700;
  color: var(--choir-color-primary);
`;

export interface TopicCardProps {
  topic: LocalTopic;
  locale: Locale;
  summary: ProgressSummary | null;
  /** Lines of the description shown (0: none). */
  lines?: number;
  headingLevel?: 2 | 3;
}

/** A topic as a card: number, title, preview text, progress ring and "To the topic". */
export function TopicCard({ topic, locale, summary, lines = 3, headingLevel = 3 }: TopicCardProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const access = topicAccess(topic);
  return (
    <article css={[card, topicCard]} part="topic-card" data-topic-id={topic.topicId}>
      <div css={head}>
        <div>
          {topic.art === 'SE' ? (
            <SeLogo size={40} />
          ) : (
            <span css={eyebrow}>{t('learning.topic.number', { number: topic.topicId + 1 })}</span>
          )}
          <Heading>{topic.headline}</Heading>
        </div>
        {summary && access !== 'locked' && <ProgressRing percent={summary.percent} size={52} stroke={5} />}
      </div>
      {lines > 0 && <p css={[muted, clampLines(lines)]}>{topic.description}</p>}
      <div css={foot}>
        <span css={muted}>
          {t('learning.topic.moduleCount', { count: topic.modules.length })} ·{' '}
          {t('learning.topic.lessonCount', { count: topicElements(topic).length })}
        </span>
        <AccessChip access={access} />
        <AppLink to={topicPath(locale, topic.topicId)} css={[cardLink, toTopic]}>
          {t('learning.topic.toTopic')}
          <span css={visuallyHidden}>: {topic.headline}</span>
          <Icon shape={arrowRightIcon} size={18} />
        </AppLink>
      </div>
    </article>
  );
}
