import './texts';
import { css } from '@emotion/react';
import { effect } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { metreById, simpleMetre } from '../../core/practice/metres';
import { CENTRED_PLACEMENT } from '../../core/practice/patterns';
import { createWebMetronome } from '../../core/practice/web-audio';
import { mutedNote, pageTitle, withSideColumn } from '../styles/recipes';
import { LazyBeatCheck } from './beat-check/lazy-beat-check';
import { useConductedClock } from './conducted-clock';
import { CameraTools, handleStartStopKey, isControlTarget, PatternToggles } from './controls';
import { useMetronomeLifecycle, useToolSettings } from './hooks';
import { Metronome } from './metronome';
import { PatternOverlay } from './pattern-overlay';
import { card, toolbar, toolbarDivider } from './practice.styles';
import { WebcamPanel } from './webcam-panel';

const screen = css`
  max-width: 1240px;
  margin: 0 auto;
  padding: 32px 24px 48px;
  @media (max-width: 600px) {
    padding: 20px 12px 32px;
  }
  &:focus {
    outline: none;
  }
`;

const header = css`
  margin-bottom: 24px;
  h1 {
    ${pageTitle('0 0 6px', 'clamp(1.5rem, 3vw, 2.125rem)', 1.2, '-0.01em')};
  }
  p {
    margin: 0;
    max-width: 62ch;
    color: var(--choir-color-muted);
  }
`;

const layout = withSideColumn(340, 20, 980);

const canvasCard = css`
  display: grid;
  gap: 14px;
  padding: 16px;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  @media (max-width: 600px) {
    padding: 12px;
  }
`;

const canvasHead = css`
  ${toolbar};
  justify-content: space-between;
`;

const tools = css`
  ${toolbar};
`;

const canvasSurface = css`
  position: absolute;
  inset: 0;
  background:
    radial-gradient(circle at 28% 18%, color-mix(in srgb, var(--choir-color-surface) 95%, transparent), transparent 55%),
    linear-gradient(180deg, var(--choir-color-background), var(--choir-color-primary-soft));
`;

const hint = mutedNote('0.875rem');

export interface ToolsScreenProps {
  /** Beats per bar to start with (default: the user's last choice). */
  beats?: number;
  /** Tempo to start with (default: the user's last choice). */
  bpm?: number;
}

/**
 * The practice-tools screen (the start page's "tools" entry, and `<choir-tools>`): a metronome,
 * the conducting pattern on a practice canvas with the beat point moving with the metronome's
 * clicks, and the webcam as a mirror beside the canvas or behind the pattern. Space or Enter
 * outside a control starts and stops the metronome. Tempo, metre and tool choices persist.
 */
export function ToolsScreen({ beats: initialBeats, bpm: initialBpm }: ToolsScreenProps) {
  useSignals();
  const { t } = useTranslation();
  const titleId = useId();
  const canvasTitleId = useId();
  const [settings, update] = useToolSettings();
  const [metronome] = useState(() =>
    createWebMetronome({
      bpm: initialBpm ?? settings.tempo,
      metre: initialBeats
        ? simpleMetre(initialBeats)
        : settings.metre
          ? metreById(settings.metre)
          : simpleMetre(settings.beats),
    }),
  );
  useMetronomeLifecycle(metronome);
  const clock = useConductedClock(metronome);
  const beats = metronome.metre.value.groups.length;
  const running = metronome.running.value;
  const [beatCheck, setBeatCheck] = useState(false);
  const [checkUsesCamera, setCheckUsesCamera] = useState(false);

  // Tempo and metre are tool choices too: keep the user's last ones.
  useEffect(() => {
    let first = true;
    return effect(() => {
      const tempo = metronome.bpm.value;
      const metre = metronome.metre.value;
      if (first) first = false;
      else
        update(metre.eighths ? { tempo, metre: metre.id } : { tempo, beats: metre.groups.length, metre: '' });
    });
  }, [metronome, update]);

  const overlay = settings.pattern ? (
    <PatternOverlay
      beats={beats}
      metronome={clock}
      moving={running}
      leftHanded={settings.leftHanded}
      placement={CENTRED_PLACEMENT}
      variant="canvas"
    />
  ) : null;

  return (
    <section
      css={screen}
      part="base"
      onKeyDown={(event) => handleStartStopKey(event, () => metronome.toggle())}
      onPointerDown={(event) => {
        // A click outside the controls keeps the keyboard here, so Space and Enter work next.
        if (!isControlTarget(event.target)) event.currentTarget.focus({ preventScroll: true });
      }}
      tabIndex={-1}
      aria-keyshortcuts="Space Enter"
      aria-labelledby={titleId}
    >
      <header css={header}>
        <h1 id={titleId}>{t('practice.screen.title')}</h1>
        <p>{t('practice.screen.subtitle')}</p>
      </header>
      <div css={layout}>
        <section css={[card, canvasCard]} aria-labelledby={canvasTitleId} part="canvas">
          <div css={canvasHead}>
            <h2 id={canvasTitleId}>{t('practice.screen.canvas')}</h2>
            <div css={tools} role="toolbar" aria-label={t('practice.toolbar.label')} part="toolbar">
              <PatternToggles settings={settings} update={update} />
              <span css={toolbarDivider} />
              <CameraTools
                settings={settings}
                update={update}
                beatCheck={beatCheck}
                onCheck={setBeatCheck}
                checkUsesCamera={checkUsesCamera}
              />
            </div>
          </div>
          <WebcamPanel settings={settings} onSettingsChange={update} foreground={overlay}>
            <div css={canvasSurface} />
          </WebcamPanel>
          <p css={hint}>
            {running ? t('practice.pattern.follows.metronome') : t('practice.pattern.follows.idle')}{' '}
            {t('practice.screen.canvasHint')}
          </p>
        </section>
        <Metronome metronome={metronome} />
      </div>
      {beatCheck && (
        <LazyBeatCheck
          metronome={metronome}
          leftHanded={settings.leftHanded}
          onCameraUse={setCheckUsesCamera}
        />
      )}
    </section>
  );
}
