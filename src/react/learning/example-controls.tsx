import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../core/format/clock';
import type { ExamplePlayer } from '../../core/learning/example-player';
import { Icon } from '../components/icon';
import { pauseIcon } from '../components/icons/pause';
import { playIcon } from '../components/icons/play';
import { muted } from './learning.styles';
import { controls, playButton, readout } from './musical-example.styles';

/** The example's recording (a signed audio link) with play/pause, where it is, a seek bar and the bar that sounds. */
export function ExampleControls({ player, audioSrc }: { player: ExamplePlayer; audioSrc: string }) {
  useSignals();
  const { t } = useTranslation();
  const connect = useCallback((audio: HTMLAudioElement) => player.connect(audio), [player]);
  const playing = player.playing.value;
  const timeMs = player.timeMs.value;
  const durationMs = player.durationMs.value;
  const current = player.currentBar.value;
  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: a musical recording without words. */}
      <audio ref={connect} src={audioSrc} preload="metadata" crossOrigin="anonymous" />
      <div css={controls}>
        <button
          type="button"
          css={playButton}
          onClick={player.toggle}
          aria-label={playing ? t('learning.example.pause') : t('learning.example.play')}
          part="play"
        >
          <Icon shape={playing ? pauseIcon : playIcon} size={22} />
        </button>
        <span css={readout} aria-live="off">
          {formatClock(timeMs)} / {formatClock(durationMs)}
        </span>
        <input
          type="range"
          min={0}
          max={Math.round(durationMs)}
          step={100}
          value={Math.round(Math.min(timeMs, durationMs))}
          aria-label={t('learning.example.seek')}
          aria-valuetext={`${formatClock(timeMs)} / ${formatClock(durationMs)}`}
          onChange={(event) => player.seek(Number(event.target.value))}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key === ' ') {
              event.preventDefault();
              player.toggle();
            }
          }}
        />
        <span css={[readout, muted]}>{current ? t('learning.example.bar', { bar: current.n }) : ''}</span>
      </div>
    </>
  );
}
