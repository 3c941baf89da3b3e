import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../core/contract/api';
import type { LocalTopic } from '../../../core/learning/localise';
import type { ProgressSummary } from '../../../core/learning/progress';
import type { StartLists } from '../../../core/learning/start-lists';
import { SMALL_SCREEN } from '../../styles/theme';
import { laidOutNearViewport } from '../learning.styles';
import { TopicCard } from '../topic-card';

const rows = css`
  display: grid;
  gap: 22px;
  /* The row's label only: the cards' titles are headings of the same level. */
  section > h3 {
    margin: 0 0 10px;
    font-size: 0.8125rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: var(--choir-color-muted);
  }
  ul {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 18px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    /* Below the welcome, continue and progress panels on a phone; 214-263 px high. */
    ${laidOutNearViewport(230)};
  }
  /* Four to a row: the long one-word topic names ("Independence") fit their card on a laptop. */
  @media (min-width: 1024px) {
    li h3 {
      font-size: 1.0625rem;
    }
  }
  @media (max-width: 1023px) and (min-width: 768px) {
    ul {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  ${SMALL_SCREEN} {
    gap: 18px;
    ul {
      grid-template-columns: minmax(0, 1fr);
      gap: 12px;
    }
  }
`;

/** A row holds one cycle of the list rule (positions 0-3 go to lists 1, 2, 3, 2). */
const ROW_LENGTH = 4;

/**
 * The start page's topics (requirements R2.25). The three lists (position modulo 4) stay in the data: every
 * card's item carries `data-list`. On screen a reader meets the topics in course order, in
 * labelled rows of four ("Topics 1 to 4"), stacked on phones.
 */
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
  const id = useId();
  const listOf = new Map(lists.flatMap((list, index) => list.map((topic) => [topic.topicId, index + 1])));
  const ordered = lists.flat().sort((a, b) => a.topicId - b.topicId);
  const chunks = Array.from({ length: Math.ceil(ordered.length / ROW_LENGTH) }, (_, index) =>
    ordered.slice(index * ROW_LENGTH, (index + 1) * ROW_LENGTH),
  );
  return (
    <div css={rows} part="topics">
      {chunks.map((row) => {
        const label = t('learning.start.topicRow', {
          from: row[0]!.topicId + 1,
          to: row[row.length - 1]!.topicId + 1,
        });
        return (
          <section key={row[0]!.topicId} aria-labelledby={`${id}-${row[0]!.topicId}`} data-row>
            <h3 id={`${id}-${row[0]!.topicId}`}>{label}</h3>
            <ul>
              {row.map((topic) => (
                <li key={topic.topicId} data-list={listOf.get(topic.topicId)}>
                  <TopicCard topic={topic} locale={locale} summary={summaryOf(topic)} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
