import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgrammeItem } from '../../../core/contract/api';
import { programmeKeeperFor } from '../../../core/programmes/programme-offline';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { useCore } from '../../hooks/use-core';
import * as styles from './programmes.styles';

/** "Keep offline" for one programme: one button, one progress bar for all its works, and the outcome. */
export function ProgrammeKeep({
  programmeId,
  name,
  items,
  supported,
}: {
  programmeId: string;
  name: string;
  items: readonly ProgrammeItem[];
  supported: boolean;
}) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const keeper = programmeKeeperFor(core);
  const progress = useMemo(() => keeper.progress(programmeId), [keeper, programmeId]);
  const task = keeper.taskOf(programmeId);
  const kept = keeper.kept(items);
  if (!supported || items.length === 0) return null;

  if (task.phase === 'running')
    return (
      <div css={styles.keepBox}>
        <progress
          css={styles.progress}
          max={1}
          value={progress.value}
          aria-label={t('programmes.keepProgress', { name })}
        />
        <span css={styles.cardMeta}>{t('programmes.keeping', { done: task.done, total: task.total })}</span>
      </div>
    );
  return (
    <div css={styles.keepBox}>
      {task.phase === 'failed' && (
        <Notice
          tone="danger"
          action={
            <Button variant="secondary" onClick={() => keeper.dismiss(programmeId)}>
              {t('programmes.dismiss')}
            </Button>
          }
        >
          {t('programmes.keepFailed')}
        </Notice>
      )}
      {kept ? (
        <p css={styles.cardMeta} data-kept>
          {t('programmes.kept')} {keeper.leavesOut(items) && t('programmes.keptSome')}
        </p>
      ) : (
        <div css={styles.actions}>
          <Button variant="secondary" onClick={() => void keeper.keep(programmeId, items)}>
            {t('programmes.keepOffline')}
          </Button>
        </div>
      )}
    </div>
  );
}
