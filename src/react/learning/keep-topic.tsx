import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_KEPT_QUALITY } from '../../core/offline/kept-topics';
import { formatBytes } from '../../core/offline/storage';
import { Button } from '../components/button';
import { useKeptTopics } from '../hooks/use-kept-topics';
import { outlinedSurface } from '../styles/recipes';

/** Video qualities a topic can be kept in (the renditions the server has). */
const QUALITIES = [360, 720] as const;

const box = css`
  display: grid;
  gap: 10px;
  margin-top: 18px;
  padding: 14px 16px;
  ${outlinedSurface};
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    color: var(--choir-color-muted);
    font-size: 0.9375rem;
  }
  progress {
    width: 100%;
    height: 8px;
    accent-color: var(--choir-color-primary);
  }
`;

const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 14px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    font-size: 0.9375rem;
  }
  select {
    font: inherit;
    padding: 6px 8px;
    border: 1px solid var(--choir-color-border);
    border-radius: 8px;
    background: var(--choir-color-surface);
    color: inherit;
  }
`;

/** "Keep this topic offline" on a topic page: quality, progress bar, then the size and "Free". */
export function KeepTopicOffline({ topicId, headline }: { topicId: number; headline: string }) {
  useSignals();
  const kept = useKeptTopics();
  const { t, i18n } = useTranslation();
  const [quality, setQuality] = useState<number>(DEFAULT_KEPT_QUALITY);
  const size = (bytes: number) => formatBytes(bytes, i18n.language);
  if (!kept.downloads.supported) return null;
  const { local, task } = kept.downloads.stateOf(String(topicId));
  const busy = task.phase === 'preparing' || task.phase === 'downloading';
  const problem = task.phase === 'failed' ? task.problem : null;
  return (
    <section css={box} aria-labelledby="choir-keep-title" part="keep-offline">
      <h2 id="choir-keep-title">{t('keptTopics.title')}</h2>
      {busy ? (
        <>
          <progress
            {...(task.phase === 'downloading' ? { value: task.bytesDone, max: task.bytesTotal } : {})}
            aria-label={t('keptTopics.keep')}
          />
          <p aria-live="polite">
            {task.phase === 'downloading'
              ? t('keptTopics.progress', { done: size(task.bytesDone), total: size(task.bytesTotal) })
              : t('keptTopics.preparing')}
          </p>
        </>
      ) : local && local.missing.length === 0 ? (
        <div css={row}>
          <p role="status">{t('keptTopics.kept', { size: size(local.bytes) })}</p>
          <Button
            variant="secondary"
            aria-label={t('keptTopics.freeTopic', { topic: headline })}
            onClick={() => void kept.free(topicId)}
          >
            {t('keptTopics.free')}
          </Button>
        </div>
      ) : (
        <>
          <p>{t('keptTopics.intro')}</p>
          {problem && (
            <p role="alert">
              {t(`keptTopics.failed.${problem.kind}`, {
                usage: problem.kind === 'storage' ? size(problem.usage) : '',
                quota: problem.kind === 'storage' ? size(problem.quota) : '',
              })}
            </p>
          )}
          <div css={row}>
            <label>
              {t('keptTopics.quality')}
              <select value={quality} onChange={(event) => setQuality(Number(event.target.value))}>
                {QUALITIES.map((value) => (
                  <option key={value} value={value}>
                    {t('keptTopics.qualityOption', { quality: value })}
                  </option>
                ))}
              </select>
            </label>
            <Button onClick={() => void kept.keep(topicId, quality)}>
              {problem ? t('keptTopics.retry') : t('keptTopics.keep')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
