import { css } from '@emotion/react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Voice } from '../../core/contract/api';
import { formatClock } from '../../core/format/clock';
import { withTexts } from '../../core/i18n/register-texts';
import type { LoopView } from '../../core/player/ab-loop';
import type { Mixer } from '../../core/player/mixer';
import { TEMPO_MAX, TEMPO_MIN, TEMPO_STEP } from '../../core/score/sync';
import { Icon } from '../components/icon';
import { chevronLeftIcon } from '../components/icons/chevron-left';
import { chevronRightIcon } from '../components/icons/chevron-right';
import { nextIcon } from '../components/icons/next';
import { pauseIcon } from '../components/icons/pause';
import { playIcon } from '../components/icons/play';
import { previousIcon } from '../components/icons/previous';
import { bareFieldset, pill, segmented } from '../styles/recipes';
import { NARROW_PLAYER, SHORT_SCREEN, visuallyHidden } from '../styles/theme';
import { IconAction } from './icon-action';
import { LoopButton } from './loop-button';
import { MixerButton } from './mixer-button';
import { roomyText, valueCaption } from './player.styles';
import './texts';

// The mixer's sliders load when it is first opened: most rehearsals never open it.
// With its texts (dialog-texts.ts), which the first view does without.
const MixerPanel = lazy(() =>
  import('./mixer-panel').then(withTexts).then((module) => ({ default: module.MixerPanel })),
);

const bar = css`
  display: grid;
  gap: 6px;
  padding: 8px clamp(10px, 2vw, 20px) 10px;
  border-top: 1px solid var(--choir-color-border);
  background: var(--choir-color-surface);
  box-shadow: 0 -4px 16px color-mix(in srgb, var(--choir-color-shade) 5%, transparent);
  ${SHORT_SCREEN} {
    gap: 2px;
    padding-block: 4px;
  }
`;

const timeline = css`
  display: flex;
  align-items: center;
  gap: 12px;
  font-variant-numeric: tabular-nums;
  font-size: 0.875rem;
  color: var(--choir-color-muted);
  input {
    flex: 1;
    min-width: 0;
    accent-color: var(--choir-color-primary);
  }
  output {
    min-width: 7ch;
    font-weight: 700;
    color: var(--choir-color-text);
    text-align: right;
  }
`;

const controls = css`
  display: flex;
  min-width: 0;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  ${NARROW_PLAYER} {
    justify-content: center;
    column-gap: 8px;
  }
  ${SHORT_SCREEN} {
    flex-wrap: nowrap;
    gap: 8px;
  }
`;

const group = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 4px;
  min-width: 0;
  ${SHORT_SCREEN} {
    flex-wrap: nowrap;
    gap: 2px;
  }
`;

/** Held sideways everything sits in one row: compact voice buttons, no disabled part buttons. */
const compactVoices = css`
  ${SHORT_SCREEN} {
    flex: 0 1 auto;
    button {
      min-width: 40px;
      padding: 0 10px;
    }
  }
`;

/** A player as narrow as a phone held upright (a lesson's example): the full names do not fit. */
const PHONE_WIDE_PLAYER = '@container player (max-width: 420px)';

/**
 * Held sideways, or as narrow as a phone, the voices are S, A, T and B (their names stay the
 * buttons' accessible names).
 */
const longName = css`
  ${SHORT_SCREEN} {
    display: none;
  }
  ${PHONE_WIDE_PLAYER} {
    display: none;
  }
`;

const shortName = css`
  display: none;
  ${SHORT_SCREEN} {
    display: inline;
  }
  ${PHONE_WIDE_PLAYER} {
    display: inline;
  }
`;

const partButton = css`
  ${SHORT_SCREEN} {
    &:disabled {
      display: none;
    }
  }
`;

/** Play and pause: the largest control (also stage mode's). */
export const playButton = css`
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  margin: 0 6px;
  border: none;
  border-radius: 50%;
  background: var(--choir-color-primary);
  color: var(--choir-color-on-primary);
  cursor: pointer;
  box-shadow: 0 4px 12px color-mix(in srgb, var(--choir-color-primary) 35%, transparent);
  &:hover:enabled {
    background: var(--choir-color-primary-hover);
  }
  &:disabled {
    cursor: progress;
    opacity: 0.55;
    box-shadow: none;
  }
  ${SHORT_SCREEN} {
    width: 44px;
    height: 44px;
  }
`;

const tempoValue = css`
  min-width: 5.5ch;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

export interface TransportProps {
  playing: boolean;
  timeMs: number;
  durationMs: number;
  barLabel: string;
  voices: readonly Voice[];
  voice: Voice | '';
  tempo: number;
  loop: LoopView;
  highlighter: boolean;
  /** False while the part is still loading: Play would have nothing to play yet. */
  canPlay: boolean;
  onToggle(): void;
  onSeek(ms: number): void;
  onStepBar(direction: 1 | -1): void;
  /** False where the music has no parts to move between (a lesson's example): no part buttons. */
  parts?: boolean;
  /** Absent when there is no previous/next part. */
  onPreviousPart?: (() => void) | undefined;
  onNextPart?: (() => void) | undefined;
  onVoice(voice: Voice | ''): void;
  onTempo(percent: number): void;
  onLoop(): void;
  onHighlighter(on: boolean): void;
  /** The mixer, where the voices play apart (else the voice choice picks a rendition). */
  mixer?: { value: Mixer; onChange(mixer: Mixer): void } | undefined;
}

/** Play, pause, position, bars, parts, choir voice, tempo, A-B loop and highlighter. */
export function Transport(props: TransportProps) {
  const { t } = useTranslation();
  const time = formatClock(props.timeMs);
  // The upbeat before bar 1 is numbered 0 in the sync map: a conductor calls it the pickup.
  const barText = props.barLabel === '0' ? t('player.pickup') : t('player.bar', { bar: props.barLabel });
  const duration = formatClock(props.durationMs);
  const tempoName = t('player.tempoName', { percent: props.tempo });
  const tempoReset = t('player.tempoReset');
  const [mixerOpen, setMixerOpen] = useState(false);
  const mixerId = useId();
  return (
    <section css={bar} aria-label={t('player.toolbar')} part="transport">
      {props.mixer && mixerOpen && (
        <Suspense fallback={null}>
          <MixerPanel
            id={mixerId}
            voices={props.voices}
            mixer={props.mixer.value}
            lead={props.voice}
            onChange={props.mixer.onChange}
          />
        </Suspense>
      )}
      <div css={timeline}>
        <span aria-hidden="true">{time}</span>
        <input
          type="range"
          min={0}
          max={Math.max(1, Math.round(props.durationMs))}
          step={100}
          value={Math.round(Math.min(props.timeMs, props.durationMs))}
          onChange={(event) => props.onSeek(Number(event.target.value))}
          aria-label={t('player.position')}
          aria-valuetext={t('player.positionText', { time, duration, bar: props.barLabel })}
          part="seek"
        />
        <span aria-hidden="true">{duration}</span>
        <output aria-live="off" data-bar>
          {barText}
        </output>
      </div>
      <div css={controls}>
        <div css={group}>
          {props.parts !== false && (
            <IconAction
              icon={previousIcon}
              label={t('player.previousPart')}
              onClick={props.onPreviousPart}
              extraCss={partButton}
            />
          )}
          <IconAction
            icon={chevronLeftIcon}
            label={t('player.previousBar')}
            onClick={() => props.onStepBar(-1)}
          />
          <button
            type="button"
            css={playButton}
            onClick={props.onToggle}
            disabled={!props.canPlay}
            aria-label={props.playing ? t('player.pause') : t('player.play')}
            part="play"
          >
            <Icon shape={props.playing ? pauseIcon : playIcon} size={26} />
          </button>
          <IconAction
            icon={chevronRightIcon}
            label={t('player.nextBar')}
            onClick={() => props.onStepBar(1)}
          />
          {props.parts !== false && (
            <IconAction
              icon={nextIcon}
              label={t('player.nextPart')}
              onClick={props.onNextPart}
              extraCss={partButton}
            />
          )}
        </div>
        <fieldset css={[bareFieldset, segmented, compactVoices]} part="voices">
          <legend css={visuallyHidden}>{t('player.voice')}</legend>
          {(['', ...props.voices] as const).map((voice) => {
            const name = voice ? t(`voices.${voice}`) : t('player.full');
            return (
              <button
                key={voice || 'full'}
                type="button"
                aria-pressed={props.voice === voice}
                aria-label={name}
                onClick={() => props.onVoice(voice)}
                data-voice={voice || 'full'}
              >
                <span css={longName}>{name}</span>
                <span css={shortName}>{voice ? name.charAt(0) : t('player.fullShort')}</span>
              </button>
            );
          })}
        </fieldset>
        {props.mixer && (
          <MixerButton open={mixerOpen} controls={mixerId} onToggle={() => setMixerOpen(!mixerOpen)} />
        )}
        <div css={group}>
          <fieldset css={[bareFieldset, group]}>
            <legend css={visuallyHidden}>{t('player.tempo')}</legend>
            <IconAction
              text="−"
              small
              label={`${t('player.tempo')} −`}
              onClick={props.tempo > TEMPO_MIN ? () => props.onTempo(props.tempo - TEMPO_STEP) : undefined}
            />
            <button
              type="button"
              css={[pill, tempoValue]}
              onClick={() => props.onTempo(100)}
              title={props.tempo === 100 ? undefined : tempoReset}
              aria-label={props.tempo === 100 ? tempoName : `${tempoName}, ${tempoReset}`}
              data-tempo
            >
              <span css={valueCaption}>{t('player.tempo')}</span>{' '}
              {t('player.tempoValue', { percent: props.tempo })}
            </button>
            <IconAction
              text="+"
              small
              label={`${t('player.tempo')} +`}
              onClick={props.tempo < TEMPO_MAX ? () => props.onTempo(props.tempo + TEMPO_STEP) : undefined}
            />
          </fieldset>
          <LoopButton loop={props.loop} onLoop={props.onLoop} />
          <button
            type="button"
            css={[pill, highlighterButton]}
            aria-pressed={props.highlighter}
            onClick={() => props.onHighlighter(!props.highlighter)}
            aria-label={t('player.highlighter')}
            title={t('player.highlighter')}
            part="highlighter"
          >
            <span
              aria-hidden="true"
              css={css`
                width: 12px;
                height: 12px;
                border-radius: 3px;
                background: ${props.highlighter ? 'var(--choir-color-highlight-bar)' : 'transparent'};
                border: 2px solid var(--choir-color-highlight-bar-edge);
              `}
            />
            <span css={roomyText}>{t('player.highlighter')}</span>
          </button>
        </div>
      </div>
    </section>
  );
}

/** The highlighter's switch, a square alone but where roomy: a whole touch target but on a phone. */
const highlighterButton = css`
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  ${NARROW_PLAYER} {
    min-width: 0;
    min-height: 40px;
  }
  ${SHORT_SCREEN} {
    min-width: 0;
    min-height: 40px;
  }
`;
