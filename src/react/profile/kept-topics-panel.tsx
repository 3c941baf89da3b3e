import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../core/offline/storage';
import { Button } from '../components/button';
import { Card } from '../components/card';
import { useKeptTopics } from '../hooks/use-kept-topics';
import { useLearning } from '../hooks/use-learning';
import { rowList } from './profile.styles';

const list = css`
  ${rowList};
  p {
    margin: 0;
  }
  .size {
    color: var(--choir-color-muted);
    font-size: 0.875rem;
  }
`;

const muted = css`
  margin: 0;
  color: var(--choir-color-muted);
`;

/** Storage of the topics this account keeps offline on this device: what each takes, and "Free". */
export function KeptTopicsPanel() {
  useSignals();
  const kept = useKeptTopics();
  const learning = useLearning();
  const { t, i18n } = useTranslation();
  if (!kept.downloads.supported) return null;
  const size = (bytes: number) => formatBytes(bytes, i18n.language);
  const entries = Object.entries(kept.downloads.states.value).flatMap(([topicId, state]) =>
    state.local ? [{ topicId: Number(topicId), bytes: state.local.bytes }] : [],
  );
  const headline = (topicId: number) =>
    learning.course.value.topics.find((topic) => topic.topicId === topicId)?.headline ?? `#${topicId}`;
  const total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  return (
    <Card title={t('keptTopics.panelTitle')}>
      {entries.length === 0 ? (
        <p css={muted}>{t('keptTopics.panelEmpty')}</p>
      ) : (
        <>
          <p css={muted}>{t('keptTopics.panelTotal', { count: entries.length, size: size(total) })}</p>
          <ul css={list} part="kept-topics">
            {entries.map(({ topicId, bytes }) => (
              <li key={topicId}>
                <div>
                  <p>{headline(topicId)}</p>
                  <p className="size">{size(bytes)}</p>
                </div>
                <Button
                  variant="secondary"
                  aria-label={t('keptTopics.freeTopic', { topic: headline(topicId) })}
                  onClick={() => void kept.free(topicId)}
                >
                  {t('keptTopics.free')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
