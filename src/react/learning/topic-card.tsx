import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../core/contract/api';
import { topicElements } from '../../core/learning/course-index';
import type { LocalTopic } from '../../core/learning/localise';
import { topicPath } from '../../core/learning/paths';
import type { ProgressSummary } from '../../core/learning/progress';
import { shopLinks } from '../../core/shop/shop-links';
import { AppLink } from '../components/app-link';
import { Icon } from '../components/icon';
import { arrowRightIcon } from '../components/icons/arrow-right';
import { lockIcon } from '../components/icons/lock';
import { useCore } from '../hooks/use-core';
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
  /* The ring floats beside the number and the title's first line; a long word ("Differentiation",
     "Unabhängigkeit") that does not fit beside it moves below it, where the card is wide, instead of
     breaking inside the word. */
  &::after {
    content: '';
    display: block;
    clear: both;
  }
`;

const beside = css`
  float: right;
  margin: 0 0 4px 12px;
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

/** A topic the user cannot open: drawn back, its way in muted, where to unlock it said. */
const lockedCard = css`
  background: var(--choir-color-background);
  border-style: dashed;
  box-shadow: none;
  h2,
  h3 {
    color: var(--choir-color-muted);
  }
`;

const lockedLink = css`
  color: var(--choir-color-muted);
  font-weight: 600;
`;

const lockBadge = css`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid var(--choir-color-border);
  color: var(--choir-color-muted);
`;

/** Where to unlock: above the card's own link, which covers the card. */
const unlockLine = css`
  position: relative;
  z-index: 1;
  font-size: 0.875rem;
  a {
    color: var(--choir-color-primary);
    font-weight: 600;
  }
`;

export interface TopicCardProps {
  topic: LocalTopic;
  locale: Locale;
  summary: ProgressSummary | null;
  /** Lines of the description shown (0: none). */
  lines?: number;
  headingLevel?: 2 | 3;
}

/**
 * A topic as a card: number, title, preview text, progress ring and "To the topic". A locked
 * topic is drawn back, with a lock instead of the ring, a muted way to its overview and where to
 * unlock it (a licence in the webshop).
 */
export function TopicCard({ topic, locale, summary, lines = 3, headingLevel = 3 }: TopicCardProps) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const access = topicAccess(topic);
  const locked = access === 'locked';
  return (
    <article
      css={[card, topicCard, locked && lockedCard]}
      part="topic-card"
      data-topic-id={topic.topicId}
      data-access={access}
    >
      <div css={head}>
        {locked ? (
          <span css={[lockBadge, beside]} aria-hidden="true">
            <Icon shape={lockIcon} size={20} />
          </span>
        ) : (
          summary && (
            <span css={beside}>
              <ProgressRing percent={summary.percent} size={52} stroke={5} />
            </span>
          )
        )}
        {topic.art === 'SE' ? (
          <SeLogo size={40} />
        ) : (
          <span css={eyebrow}>{t('learning.topic.number', { number: topic.topicId + 1 })}</span>
        )}
        <Heading>{topic.headline}</Heading>
      </div>
      {lines > 0 && <p css={[muted, clampLines(lines)]}>{topic.description}</p>}
      {locked && (
        <p css={[muted, unlockLine]} part="unlock">
          <a href={shopLinks.licence(core.shopUrl.value)} target="_blank" rel="noopener">
            {t('learning.topic.unlockWhere')}
            <span aria-hidden="true"> ↗</span>
          </a>
        </p>
      )}
      <div css={foot}>
        <span css={muted}>
          {t('learning.topic.moduleCount', { count: topic.modules.length })} ·{' '}
          {t('learning.topic.lessonCount', { count: topicElements(topic).length })}
        </span>
        <AccessChip access={access} />
        <AppLink to={topicPath(locale, topic.topicId)} css={[cardLink, toTopic, locked && lockedLink]}>
          {t(locked ? 'learning.topic.toLockedTopic' : 'learning.topic.toTopic')}
          <span css={visuallyHidden}>: {topic.headline}</span>
          <Icon shape={arrowRightIcon} size={18} />
        </AppLink>
      </div>
    </article>
  );
}
