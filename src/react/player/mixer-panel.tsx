import { css } from '@emotion/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Voice } from '../../core/contract/api';
import { gainsOf, type Mixer, withStrip } from '../../core/player/mixer';
import { pill } from '../styles/recipes';
import { NARROW_PLAYER } from '../styles/theme';
import { notSideways, toggle } from './mixer-button';
import './dialog-texts';
import './texts';

const panel = css`
  display: grid;
  grid-template-columns: minmax(6ch, max-content) auto auto minmax(120px, 1fr) 5ch;
  align-items: center;
  gap: 4px 10px;
  width: min(100%, 640px);
  margin: 0 auto;
  padding: 6px 0;
  font-size: 0.875rem;
  ${NARROW_PLAYER} {
    grid-template-columns: minmax(5ch, max-content) auto auto minmax(80px, 1fr);
    column-gap: 6px;
  }
`;

const name = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;
  color: var(--choir-color-text);
`;

/** The voice the score colours carries the highlighter's voice colour here too. */
const swatch = (lead: boolean) => css`
  width: 10px;
  height: 10px;
  flex: none;
  border-radius: 50%;
  border: 2px solid var(--choir-color-voice, var(--choir-color-primary));
  background: ${lead ? 'var(--choir-color-voice, var(--choir-color-primary))' : 'transparent'};
`;

const slider = css`
  width: 100%;
  min-width: 0;
  height: 44px;
  margin: 0;
  accent-color: var(--choir-color-primary);
`;

/** A voice silenced by a mute or another's solo: its slider fades (its setting is kept). */
const silenced = css`
  opacity: 0.45;
`;

const percent = css`
  text-align: right;
  font-variant-numeric: tabular-nums;
  color: var(--choir-color-muted);
  ${NARROW_PLAYER} {
    display: none;
  }
`;

export interface MixerPanelProps {
  id: string;
  voices: readonly Voice[];
  mixer: Mixer;
  /** The voice the mix leads with (the one the score colours); '' when none. */
  lead: Voice | '';
  onChange(mixer: Mixer): void;
}

/** Each voice's volume, mute and solo; changes sound at once, while playing too. */
export function MixerPanel({ id, voices, mixer, lead, onChange }: MixerPanelProps) {
  const { t } = useTranslation();
  const gains = gainsOf(mixer);
  return (
    <section id={id} css={[panel, notSideways]} aria-label={t('player.mixer.label')} part="mixer">
      {voices.map((voice) => {
        const strip = mixer[voice];
        const voiceName = t(`voices.${voice}`);
        const value = Math.round(strip.volume * 100);
        const valueText = t('playerDialogs.mixer.volumeValue', { percent: value });
        return (
          <Fragment key={voice}>
            <span
              css={name}
              title={lead === voice ? t('playerDialogs.mixer.lead', { voice: voiceName }) : undefined}
            >
              <span aria-hidden="true" css={swatch(lead === voice)} />
              {voiceName}
            </span>
            <button
              type="button"
              css={[pill, toggle]}
              aria-pressed={strip.muted}
              aria-label={t('playerDialogs.mixer.muteVoice', { voice: voiceName })}
              onClick={() => onChange(withStrip(mixer, voice, { muted: !strip.muted }))}
              data-mute={voice}
            >
              {t('playerDialogs.mixer.mute')}
            </button>
            <button
              type="button"
              css={[pill, toggle]}
              aria-pressed={strip.solo}
              aria-label={t('playerDialogs.mixer.soloVoice', { voice: voiceName })}
              onClick={() => onChange(withStrip(mixer, voice, { solo: !strip.solo }))}
              data-solo={voice}
            >
              {t('playerDialogs.mixer.solo')}
            </button>
            <input
              type="range"
              css={[slider, gains[voice] === 0 && silenced]}
              min={0}
              max={100}
              step={1}
              value={value}
              aria-label={t('playerDialogs.mixer.volume', { voice: voiceName })}
              aria-valuetext={valueText}
              onChange={(event) =>
                onChange(withStrip(mixer, voice, { volume: Number(event.target.value) / 100 }))
              }
              data-volume={voice}
            />
            <span css={percent} aria-hidden="true">
              {valueText}
            </span>
          </Fragment>
        );
      })}
    </section>
  );
}
