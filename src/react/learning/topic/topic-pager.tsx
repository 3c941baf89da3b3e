import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../core/contract/api';
import type { LocalTopic } from '../../../core/learning/localise';
import { topicPath } from '../../../core/learning/paths';
import { Pager } from '../pager';

/** Previous and next topic at the end of a topic page. */
export function TopicPager({
  locale,
  previousTopic,
  nextTopic,
}: {
  locale: Locale;
  previousTopic: LocalTopic | null;
  nextTopic: LocalTopic | null;
}) {
  const { t } = useTranslation();
  const link = (topic: LocalTopic | null, label: string) =>
    topic ? { label, title: topic.headline, to: topicPath(locale, topic.topicId) } : null;
  return (
    <div
      css={css`
        margin-top: 40px;
      `}
    >
      <Pager
        previous={link(previousTopic, t('learning.topic.previousTopic'))}
        next={link(nextTopic, t('learning.topic.nextTopic'))}
        label={t('learning.topic.allTopics')}
        part="topic-pager"
      />
    </div>
  );
}
