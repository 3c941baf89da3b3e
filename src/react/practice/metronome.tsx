import './texts';
import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUPED_METRES, type Metre, SIMPLE_METRES, signatureOf, stressAt } from '../../core/practice/metres';
import {
  EIGHTH_TEMPO_PRESETS,
  TEMPO_MAX,
  TEMPO_MIN,
  TEMPO_PRESETS,
  tempoForMetre,
} from '../../core/practice/metronome';
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

/** The tempo, shown once: a large number to type into, with its unit. */
const tempoField = css`
  display: flex;
  align-items: baseline;
  gap: 8px;
  .unit {
    font-size: 1rem;
    font-weight: 600;
    color: var(--choir-color-muted);
  }
`;

const number = css`
  width: 3.4em;
  padding: 2px 8px;
  ${inputBox};
  font-size: 2.5rem;
  font-weight: 700;
  line-height: 1.1;
  letter-spacing: -0.02em;
  font-variant-numeric: tabular-nums;
  /* The steppers are the − and + buttons beside the slider. */
  appearance: textfield;
  &::-webkit-inner-spin-button,
  &::-webkit-outer-spin-button {
    appearance: none;
    margin: 0;
  }
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
  span[data-stress='beat'] {
    width: 22px;
    height: 22px;
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
 * The visual beat: one dot per click, beat 1 largest and, in an eighth metre, each beat's first
 * click larger, the sounding one lit. It follows the audio clock (what is heard now), not the
 * scheduling. `data-beat` holds the lit click (1-based, 0 = none).
 */
export function BeatIndicator({ metronome }: { metronome: WebMetronome }) {
  useSignals();
  const { t } = useTranslation();
  const beats = metronome.beats.value;
  const metre = metronome.metre.value;
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
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots are the clicks of the bar
          key={index}
          aria-hidden="true"
          data-accent={index === 0}
          data-stress={stressAt(metre, index)}
          data-active={beat === index + 1}
        />
      ))}
      <span css={visuallyHidden}>{beat > 0 ? t('practice.metronome.beatOf', { beat, beats }) : ''}</span>
    </div>
  );
}

export interface MetronomeProps {
  metronome: WebMetronome;
}

/** A metre's name on its button ("6/8 in 2", "7/8 2+2+3") and in full for the screen reader. */
function metreLabels(t: (key: string, options?: Record<string, unknown>) => string, metre: Metre) {
  const signature = signatureOf(metre);
  const beats = metre.groups.length;
  const grouping = metre.groups.join('+');
  const even = metre.groups.every((size) => size === metre.groups[0]);
  return {
    label: even ? t('practice.metronome.metreIn', { signature, beats }) : `${signature} ${grouping}`,
    ariaLabel: t('practice.metronome.metreName', { signature, beats, grouping }),
  };
}

/**
 * The metronome: tempo (one number to type, a slider, presets; 30-240), the metre (1-7 beats, or
 * a compound or asymmetric metre clicked in eighths with its beats stressed), start and stop
 * (button, or Space/Enter anywhere in the panel outside a control) and the visual beat.
 */
export function Metronome({ metronome }: MetronomeProps) {
  useSignals();
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const bpm = metronome.bpm.value;
  const metre = metronome.metre.value;
  const running = metronome.running.value;
  const [draft, setDraft] = useState<string | null>(null);
  const unit = metre.eighths ? t('practice.metronome.eighthsUnit') : t('practice.metronome.bpm');
  const spoken = (value: number) =>
    t(metre.eighths ? 'practice.metronome.eighthsValue' : 'practice.metronome.tempoValue', { bpm: value });
  const presets = metre.eighths ? EIGHTH_TEMPO_PRESETS : TEMPO_PRESETS;

  const commitDraft = () => {
    if (draft !== null && draft.trim() !== '') metronome.setTempo(Number(draft));
    setDraft(null);
  };
  const chooseMetre = (next: Metre) =>
    metronome.set({ metre: next, bpm: tempoForMetre(metronome.bpm.peek(), metronome.metre.peek(), next) });

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

      <label css={tempoField}>
        <span css={visuallyHidden}>{t('practice.metronome.tempo')}</span>
        <input
          css={number}
          type="number"
          inputMode="numeric"
          min={TEMPO_MIN}
          max={TEMPO_MAX}
          step={1}
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
          data-testid="tempo"
        />
        <span className="unit">{unit}</span>
      </label>

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
          aria-valuetext={spoken(bpm)}
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
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            css={toggle}
            aria-pressed={bpm === preset}
            aria-label={spoken(preset)}
            onClick={() => metronome.setTempo(preset)}
          >
            {preset}
          </button>
        ))}
      </fieldset>

      <Segmented
        legend={t('practice.metronome.beats')}
        value={metre.id}
        options={SIMPLE_METRES.map((simple) => ({ value: simple.id, label: simple.id }))}
        onChange={(id) => chooseMetre(SIMPLE_METRES.find((simple) => simple.id === id)!)}
        part="beats"
        stretch
      />
      <Segmented
        legend={t('practice.metronome.grouped')}
        value={metre.id}
        options={GROUPED_METRES.map((grouped) => ({ value: grouped.id, ...metreLabels(t, grouped) }))}
        onChange={(id) => chooseMetre(GROUPED_METRES.find((grouped) => grouped.id === id)!)}
        part="metres"
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
