import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localText } from '../../core/i18n/local-text';
import { loadExample } from '../../core/learning/example-loader';
import { createExamplePlayer } from '../../core/learning/example-player';
import type { ElementProgress } from '../../core/progress/progress-reporter';
import { scoreSanitizerReady } from '../components/sanitize-score';
import { useCore } from '../hooks/use-core';
import { useOnline, useWhenBackOnline } from '../hooks/use-online';
import { ExampleControls } from './example-controls';
import { ExampleScore } from './example-score';
import { card, muted } from './learning.styles';
import { caption, figureBox, smallNote } from './musical-example.styles';
import { box, loadingBox } from './musical-example-box.styles';
import { UnavailableOffline } from './offline-notice';
import { RetryNotice } from './retry-notice';

export interface MusicalExampleProps {
  learnElementId: number;
  progress?: ElementProgress;
}

/**
 * A musical example: its score with the bar that sounds lit up, its recording's controls, and what
 * it is. What it does is the player's (core/learning/example-player.ts); this renders its signals.
 * Reports the share listened as progress.
 */
export function MusicalExample({ learnElementId, progress }: MusicalExampleProps) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const language = core.language.value;
  const player = useMemo(
    () =>
      createExamplePlayer({
        load: (keep) =>
          Promise.all([loadExample(core, learnElementId, keep), scoreSanitizerReady()]).then(
            ([loaded]) => loaded,
          ),
        log: core.env.log,
        playback: progress?.playback(),
      }),
    [core, learnElementId, progress],
  );
  useEffect(() => player.start(), [player]);
  const state = player.state.value;
  const online = useOnline();
  // What could not load offline loads once the network is back.
  useWhenBackOnline(() => state.status === 'error' && player.retry());

  if (state.status === 'loading') return <div css={[card, box, loadingBox]} aria-busy="true" />;
  if (state.status === 'error')
    return online ? (
      <RetryNotice text={t('learning.example.failed')} onRetry={player.retry} />
    ) : (
      <UnavailableOffline text={t('learning.offline.example')} />
    );

  const { example } = state;
  const title = localText(example.title, language);
  return (
    <figure css={[card, box, figureBox]} part="musical-example">
      <ExampleScore player={player} markup={state.svg} title={title} />
      <ExampleControls player={player} audioSrc={example.audio.src} />
      <figcaption css={caption}>
        <strong>{title}</strong>
        <p css={muted}>
          {t('learning.example.info', { timeSignature: example.timeSignature, bpm: example.bpm })} ·{' '}
          {localText(example.description, language)}
        </p>
        <p css={[muted, smallNote]}>{t('learning.example.clickBar')}</p>
      </figcaption>
    </figure>
  );
}
