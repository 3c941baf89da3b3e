import './texts';
import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEMPO_MAX, TEMPO_MIN, TEMPO_PRESETS } from '../../core/practice/metronome';
import { MAX_BEATS } from '../../core/practice/patterns';
import type { WebMetronome } from '../../core/practice/web-audio';
import { Button } from '../components/button';
import { focusRing, inputBox, mutedNote } from '../styles/recipes';
import { visuallyHidden } from '../styles/theme';
import { handleStartStopKey, isControlTarget, Segmented } from './controls';
import { useAnimationFrame } from './hooks';
import { card, fieldLabel, iconButton, range, toggle } from './practice.styles';

const section = css`
  display: grid;
  gap: 18px;
  padding: 20px;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid var(--choir-color-focus);
    outline-offset: 2px;
  }
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const tempoDisplay = css`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  .value {
    font-size: 3rem;
    font-weight: 700;
    line-height: 1;
    font-variant-numeric: tabular-nums;
    letter-spacing: -0.02em;
  }
  .unit {
    margin-left: 6px;
    font-size: 1rem;
    font-weight: 600;
    color: var(--choir-color-muted);
  }
`;

const number = css`
  width: 5.5em;
  min-height: 40px;
  padding: 0 10px;
  ${inputBox};
  font-variant-numeric: tabular-nums;
  &:focus {
    ${focusRing};
  }
`;

const sliderRow = css`
  display: flex;
  align-items: center;
  gap: 10px;
`;

const presetRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
  legend {
    width: 100%;
    margin-bottom: 8px;
    padding: 0;
  }
  button {
    min-width: 64px;
    justify-content: center;
    font-variant-numeric: tabular-nums;
  }
`;

const startRow = css`
  display: flex;
  align-items: center;
  gap: 16px;
  flex-wrap: wrap;
  button {
    min-width: 132px;
  }
`;

const hint = mutedNote('0.8125rem');

const warning = css`
  margin: 0;
  padding: 10px 12px;
  border-radius: var(--choir-radius-small);
  background: var(--choir-color-warning-soft);
  color: var(--choir-color-warning);
  font-size: 0.875rem;
`;

const dots = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  min-height: 28px;
  span {
    width: 18px;
    height: 18px;
    border-radius: 50%;
    border: 2px solid var(--choir-color-border);
    background: var(--choir-color-background);
    transition: background-color 60ms, transform 60ms;
  }
  span[data-accent='true'] {
    width: 26px;
    height: 26px;
  }
  span[data-active='true'] {
    border-color: var(--choir-color-primary);
    background: var(--choir-color-primary);
    transform: scale(1.12);
  }
  span[data-active='true'][data-accent='true'] {
    border-color: var(--choir-color-primary-hover);
    background: var(--choir-color-primary-hover);
  }
`;

/**
 * The visual beat: one dot per beat, beat 1 larger, the sounding beat lit. It follows the audio
 * clock (what is heard now), not the scheduling. `data-beat` holds the lit beat (1-based, 0 = none).
 */
export function BeatIndicator({ metronome }: { metronome: WebMetronome }) {
  useSignals();
  const { t } = useTranslation();
  const beats = metronome.beats.value;
  const running = metronome.running.value;
  const [beat, setBeat] = useState(0);
  useAnimationFrame(() => {
    const position = metronome.position();
    const next = running && position.kind === 'beat' ? position.beat + 1 : 0;
    if (next !== beat) setBeat(next);
  }, running);
  return (
    <div css={dots} part="beat-indicator" data-beat={beat}>
      {Array.from({ length: beats }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the dots are the beats of the bar
        <span key={index} aria-hidden="true" data-accent={index === 0} data-active={beat === index + 1} />
      ))}
      <span css={visuallyHidden}>{beat > 0 ? t('practice.metronome.beatOf', { beat, beats }) : ''}</span>
    </div>
  );
}

export interface MetronomeProps {
  metronome: WebMetronome;
}

/**
 * The metronome: tempo (presets 60/70/90, slider and number 30-240), beats per bar 1-7, start and
 * stop (button, or Space/Enter anywhere in the panel outside a control) and the visual beat.
 */
export function Metronome({ metronome }: MetronomeProps) {
  useSignals();
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const bpm = metronome.bpm.value;
  const beats = metronome.beats.value;
  const running = metronome.running.value;
  const [draft, setDraft] = useState<string | null>(null);

  const commitDraft = () => {
    if (draft !== null && draft.trim() !== '') metronome.setTempo(Number(draft));
    setDraft(null);
  };

  return (
    <section
      css={[card, section]}
      aria-labelledby={titleId}
      aria-describedby={hintId}
      aria-keyshortcuts="Space Enter"
      tabIndex={-1}
      part="metronome"
      onKeyDown={(event) => handleStartStopKey(event, () => metronome.toggle())}
      onPointerDown={(event) => {
        if (!isControlTarget(event.target)) event.currentTarget.focus({ preventScroll: true });
      }}
    >
      <h2 id={titleId}>{t('practice.metronome.title')}</h2>

      <div css={tempoDisplay}>
        <span>
          <span className="value" data-testid="tempo">
            {bpm}
          </span>
          <span className="unit">{t('practice.metronome.bpm')}</span>
        </span>
        <input
          css={number}
          type="number"
          inputMode="numeric"
          min={TEMPO_MIN}
          max={TEMPO_MAX}
          step={1}
          aria-label={`${t('practice.metronome.tempo')} (${t('practice.metronome.bpm')})`}
          value={draft ?? String(bpm)}
          onChange={(event) => {
            setDraft(event.target.value);
            const value = Number(event.target.value);
            if (value >= TEMPO_MIN && value <= TEMPO_MAX) metronome.setTempo(value);
          }}
          onBlur={commitDraft}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitDraft();
          }}
        />
      </div>

      <div css={sliderRow}>
        <button
          type="button"
          css={iconButton}
          aria-label={t('practice.metronome.slower')}
          onClick={() => metronome.setTempo(bpm - 1)}
        >
          −
        </button>
        <input
          css={range}
          type="range"
          min={TEMPO_MIN}
          max={TEMPO_MAX}
          step={1}
          value={bpm}
          aria-label={t('practice.metronome.tempo')}
          aria-valuetext={t('practice.metronome.tempoValue', { bpm })}
          onChange={(event) => metronome.setTempo(Number(event.target.value))}
        />
        <button
          type="button"
          css={iconButton}
          aria-label={t('practice.metronome.faster')}
          onClick={() => metronome.setTempo(bpm + 1)}
        >
          +
        </button>
      </div>

      <fieldset css={presetRow}>
        <legend css={fieldLabel}>{t('practice.metronome.presets')}</legend>
        {TEMPO_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            css={toggle}
            aria-pressed={bpm === preset}
            aria-label={t('practice.metronome.tempoValue', { bpm: preset })}
            onClick={() => metronome.setTempo(preset)}
          >
            {preset}
          </button>
        ))}
      </fieldset>

      <Segmented
        legend={t('practice.metronome.beats')}
        value={beats}
        options={Array.from({ length: MAX_BEATS }, (_, index) => ({
          value: index + 1,
          label: String(index + 1),
        }))}
        onChange={(value) => metronome.setBeats(value)}
        part="beats"
        stretch
      />

      <div css={startRow}>
        <Button
          variant={running ? 'secondary' : 'primary'}
          aria-pressed={running}
          onClick={() => metronome.toggle()}
          part="start"
        >
          {running ? t('practice.metronome.stop') : t('practice.metronome.start')}
        </Button>
        <BeatIndicator metronome={metronome} />
      </div>
      <p css={hint} id={hintId}>
        {t('practice.metronome.keyboardHint')}
      </p>
      {!metronome.supported && (
        <p css={warning} role="status">
          {t('practice.metronome.noAudio')}
        </p>
      )}
      {metronome.silent.value && (
        <p css={warning} role="status">
          {t('practice.metronome.soundBlocked')}
        </p>
      )}
    </section>
  );
}
