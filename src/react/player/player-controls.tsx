import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerController } from '../../core/player/player-controller';
import type { Rehearsal } from '../../core/player/rehearsal/rehearsal';
import type { EditionManifest } from '../../core/score/manifest';
import { pageSteps } from './page-controls';
import { Transport } from './transport';

/** The desk mode's row: a chunk of its own, loaded with the dialogs (use-lazy-dialogs.ts) or when the mode is entered. */
export const loadStageBar = () => import('./stage-bar');
const StageBar = lazy(() => loadStageBar().then((module) => ({ default: module.StageBar })));

export interface PlayerControlsProps {
  player: PlayerController;
  manifest: EditionManifest;
  rehearsal: Rehearsal;
  /** The desk mode's row instead of the transport; `onLeave` leaves it. */
  stage: { active: boolean; leave(): void };
  canPlay: boolean;
  preview: boolean;
}

/**
 * The transport (or the desk mode's row) with the playing state: the clock, the bar and the count-in
 * change while the recording plays, and only this component renders them. The player around it and
 * the score do not render while it plays, so a frame in which the highlight moves does nothing else.
 */
export function PlayerControls({
  player,
  manifest,
  rehearsal,
  stage,
  canPlay,
  preview,
}: PlayerControlsProps) {
  useSignals();
  const { t } = useTranslation();
  const partIndex = player.partIndex.value;
  if (stage.active)
    return (
      <Suspense>
        <StageBar
          playing={player.playing.value}
          canPlay={canPlay}
          barLabel={player.barLabel.value}
          countInBeat={rehearsal.counting.value ? rehearsal.beat.value : null}
          onToggle={player.toggle}
          {...pageSteps(player)}
          onLeave={stage.leave}
          preview={preview ? t('player.preview.title') : undefined}
        />
      </Suspense>
    );
  return (
    <Transport
      playing={player.playing.value}
      timeMs={player.timeMs.value}
      durationMs={player.durationMs.value}
      barLabel={player.barLabel.value}
      voices={manifest.voices}
      voice={player.voice.value}
      tempo={player.tempo.value}
      loop={player.loop.value}
      highlighter={player.showHighlighter.value}
      canPlay={canPlay}
      onToggle={player.toggle}
      onSeek={player.seek}
      onStepBar={player.stepBar}
      onPreviousPart={partIndex > 0 ? () => player.goToPart(partIndex - 1) : undefined}
      onNextPart={partIndex < manifest.parts.length - 1 ? () => player.goToPart(partIndex + 1) : undefined}
      onVoice={player.chooseVoice}
      onTempo={player.setTempo}
      onLoop={player.stepLoop}
      onHighlighter={(showHighlighter) => player.save({ showHighlighter })}
      mixer={player.mixing.value ? { value: player.mixer.value, onChange: player.saveMixer } : undefined}
    />
  );
}
