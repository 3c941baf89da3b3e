import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ExampleDto } from '../../core/contract/api';
import type { SyncMap } from '../../core/contract/edition-format';
import { localText } from '../../core/i18n/local-text';
import { loadExample } from '../../core/learning/example-loader';
import { createExamplePlayer, type ExamplePlayer } from '../../core/learning/example-player';
import type { FaultMarks } from '../../core/learning/fault-answer';
import type { PlayerController } from '../../core/player/player-controller';
import type { ElementProgress } from '../../core/progress/progress-reporter';
import { sanitizeScore, scoreSanitizerReady } from '../components/sanitize-score';
import { useCore } from '../hooks/use-core';
import { useOnline, useWhenBackOnline } from '../hooks/use-online';
import { Transport } from '../player';
import { ExampleScore, type ExampleScoreHandle } from './example-score';
import { card, muted } from './learning.styles';
import { caption, controls, figureBox, smallNote } from './musical-example.styles';
import { box, loadingBox } from './musical-example-box.styles';
import { UnavailableOffline } from './offline-notice';
import { RetryNotice } from './retry-notice';

/** An example loaded and its score shown: what an exercise built on it needs (ear training). */
export interface ShownExample {
  example: ExampleDto;
  sync: SyncMap;
}

export interface MusicalExampleProps {
  learnElementId: number;
  progress?: ElementProgress;
  /** Called once the score shows. */
  onShown?: (shown: ShownExample) => void;
  /** What to mark in the score besides the sounding bar (an exercise's answer). */
  marks?: FaultMarks | null;
}

/**
 * A musical example: its score with the bar that sounds lit up, the player's transport (tempo,
 * voice, A-B loop) and what it is. What it does is the example player's
 * (core/learning/example-player.ts, over the editions' player controller); this renders its
 * signals. Reports the share listened as progress.
 */
export function MusicalExample({ learnElementId, progress, onShown, marks }: MusicalExampleProps) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const player = useMemo(
    () =>
      createExamplePlayer({
        load: (keep) => loadExample(core, learnElementId, keep),
        global: core.auth.settings,
        // Sanitised once the sanitizer is ready (DOMPurify loads only where the browser has none).
        preparePage: (markup) => scoreSanitizerReady().then(() => sanitizeScore(markup)?.outerHTML ?? ''),
        now: core.env.now,
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
  return (
    <LoadedExample
      player={player}
      controller={state.player}
      example={state.example}
      onShown={onShown}
      marks={marks ?? null}
    />
  );
}

function LoadedExample({
  player,
  controller,
  example,
  onShown,
  marks,
}: {
  player: ExamplePlayer;
  controller: PlayerController;
  example: ExampleDto;
  onShown: MusicalExampleProps['onShown'];
  marks: FaultMarks | null;
}) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const language = core.language.value;
  const audioRef = useRef<HTMLAudioElement>(null);
  const scoreRef = useRef<ExampleScoreHandle>(null);
  useLayoutEffect(
    () =>
      player.connect(audioRef.current!, {
        mark: (highlight) => scoreRef.current?.mark(highlight),
        renderNow: flushSync,
      }),
    [player],
  );
  const part = controller.part.value;
  const ready = part.status === 'ready' ? part : null;
  const title = localText(example.title, language);
  const sync = ready?.sync;
  useEffect(() => {
    if (sync) onShown?.({ example, sync });
  }, [sync, example, onShown]);
  // A click on a bar plays from there, as the caption says.
  const playFrom = (measureId: string) => {
    controller.pickMeasure(measureId);
    if (!controller.playing.peek()) controller.toggle();
  };
  return (
    <figure css={[card, box, figureBox]} part="musical-example">
      {part.status === 'error' ? (
        <RetryNotice text={t('learning.example.failed')} onRetry={controller.retry} />
      ) : ready ? (
        <ExampleScore
          markup={ready.pages[0]?.svg ?? ''}
          title={title}
          onMeasure={playFrom}
          handle={scoreRef}
          marks={marks}
        />
      ) : (
        <div css={loadingBox} aria-busy="true" />
      )}
      {/* biome-ignore lint/a11y/useMediaCaption: a musical recording without words. */}
      <audio ref={audioRef} preload="metadata" crossOrigin="anonymous" />
      <div css={controls}>
        <Transport
          parts={false}
          playing={controller.playing.value}
          timeMs={controller.timeMs.value}
          durationMs={controller.durationMs.value}
          barLabel={controller.barLabel.value}
          voices={controller.manifest.voices}
          voice={controller.voice.value}
          tempo={controller.tempo.value}
          loop={controller.loop.value}
          highlighter={controller.settings.value.showHighlighter}
          canPlay={ready !== null}
          onToggle={controller.toggle}
          onSeek={controller.seek}
          onStepBar={controller.stepBar}
          onVoice={(preferredVoice) => controller.save({ preferredVoice })}
          onTempo={controller.setTempo}
          onLoop={controller.stepLoop}
          onHighlighter={(showHighlighter) => controller.save({ showHighlighter })}
        />
      </div>
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
