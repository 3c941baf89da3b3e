import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../core/contract/api';
import type { LocalTopic } from '../../../core/learning/localise';
import type { ProgressSummary } from '../../../core/learning/progress';
import type { StartLists } from '../../../core/learning/start-lists';
import { TopicCard } from '../../learning/topic-card';
import { SMALL_SCREEN } from '../../styles/theme';

const columns = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  align-items: start;
  gap: 18px;
  ul {
    display: grid;
    gap: 18px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
  }
  @media (max-width: 1023px) and (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    ul:last-of-type {
      grid-column: 1 / -1;
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  ${SMALL_SCREEN} {
    grid-template-columns: minmax(0, 1fr);
    gap: 14px;
    /* Each list becomes a row that scrolls sideways. */
    ul {
      display: flex;
      gap: 12px;
      overflow-x: auto;
      scroll-snap-type: x mandatory;
      margin: 0 -16px;
      padding: 2px 16px 10px;
    }
    li {
      flex: 0 0 82%;
      scroll-snap-align: start;
    }
  }
`;

const LIST_NUMBERS = [1, 2, 3] as const;

/** The three topic lists of the start page (SPEC §2), side by side; rows that scroll on phones. */
export function TopicLists({
  lists,
  locale,
  summaryOf,
}: {
  lists: StartLists<LocalTopic>['lists'];
  locale: Locale;
  summaryOf: (topic: LocalTopic) => ProgressSummary | null;
}) {
  const { t } = useTranslation();
  return (
    <div css={columns} part="topics">
      {LIST_NUMBERS.map((number) => (
        <ul key={number} aria-label={t('learning.start.topicList', { number })} data-list={number}>
          {lists[number - 1]!.map((topic) => (
            <li key={topic.topicId}>
              <TopicCard topic={topic} locale={locale} summary={summaryOf(topic)} />
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
