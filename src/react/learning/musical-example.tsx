import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { soundingBar } from '../../core/editions/sync';
import { formatClock } from '../../core/format/clock';
import { localText } from '../../core/i18n/local-text';
import { type LoadedExample, loadExample } from '../../core/learning/example-loader';
import { fittedViewBox } from '../../core/learning/fit-view-box';
import type { ElementProgress } from '../../core/progress/progress-reporter';
import { Icon } from '../components/icon';
import { pauseIcon } from '../components/icons/pause';
import { playIcon } from '../components/icons/play';
import { sanitizeScore, scoreSanitizerReady } from '../components/sanitize-score';
import { useCore } from '../hooks/use-core';
import { useOnline, useWhenBackOnline } from '../hooks/use-online';
import { verovioScore } from '../styles/score-svg';
import { card, muted } from './learning.styles';
import {
  box,
  caption,
  controls,
  figureBox,
  loadingBox,
  playButton,
  readout,
  score,
  scroller,
  scrollHint,
  smallNote,
} from './musical-example.styles';
import { UnavailableOffline } from './offline-notice';
import { RetryNotice } from './retry-notice';
import { useOverflow } from './use-overflow';

type State = { status: 'loading' } | { status: 'error' } | ({ status: 'ready' } & LoadedExample);

export interface MusicalExampleProps {
  learnElementId: number;
  progress?: ElementProgress;
}

/**
 * A musical example: the score (SVG from the pipeline, sanitised, inline so the sounding bar can
 * light up), its recording (signed audio link) with play/pause and a seek bar, and the bar that
 * sounds. A click on a bar plays from there. Reports the share listened as progress.
 */
export function MusicalExample({ learnElementId, progress }: MusicalExampleProps) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const language = core.language.value;
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [timeMs, setTimeMs] = useState(0);
  const audio = useRef<HTMLAudioElement>(null);
  const scoreRef = useRef<HTMLDivElement>(null);
  const playback = useMemo(() => progress?.playback(), [progress]);
  const svgMarkup = state.status === 'ready' ? state.svg : '';
  const { overflow, onScroll } = useOverflow(scoreRef, svgMarkup);
  const online = useOnline();
  // What could not load offline loads once the network is back.
  useWhenBackOnline(() => state.status === 'error' && setAttempt((n) => n + 1));

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on "try again".
  useEffect(() => {
    let cancelled = false;
    let release: (() => void) | undefined;
    setState({ status: 'loading' });
    Promise.all([
      loadExample(core, learnElementId, (kept) => {
        release = kept;
      }),
      scoreSanitizerReady(),
    ]).then(
      ([loaded]) => {
        if (!cancelled) setState({ status: 'ready', ...loaded });
      },
      (error: unknown) => {
        core.env.log('Musical example could not be loaded', error);
        if (!cancelled) setState({ status: 'error' });
      },
    );
    return () => {
      cancelled = true;
      release?.();
    };
  }, [core, learnElementId, attempt]);

  const svg = useMemo(
    () => (state.status === 'ready' ? (sanitizeScore(state.svg)?.outerHTML ?? '') : ''),
    [state],
  );

  const bars = state.status === 'ready' ? state.sync.bars : [];
  // The sounding bar, once playback has started (at 0:00 nothing is marked yet).
  const current = playing || timeMs > 0 ? soundingBar(bars, timeMs) : null;

  // Make sure the whole drawing is visible, even where it reaches past the SVG's own viewBox.
  useEffect(() => {
    const drawing = scoreRef.current?.querySelector('svg');
    if (!drawing || !svg || !drawing.viewBox.baseVal) return;
    let content: DOMRect;
    try {
      content = drawing.getBBox();
    } catch {
      return;
    }
    const fitted = fittedViewBox(drawing.viewBox.baseVal, content);
    if (fitted) drawing.setAttribute('viewBox', fitted);
  }, [svg]);

  // Light up the sounding bar in the score.
  useEffect(() => {
    const root = scoreRef.current;
    if (!root) return;
    for (const node of root.querySelectorAll('.choir-current')) node.classList.remove('choir-current');
    if (current)
      root.querySelector(`[id="${CSS.escape(current.measureId)}"]`)?.classList.add('choir-current');
  }, [current]);

  // Follow the audio smoothly while it plays.
  useEffect(() => {
    const element = audio.current;
    if (!element || !playing) return;
    let frame = requestAnimationFrame(function tick() {
      setTimeMs(element.currentTime * 1000);
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing]);

  // Report the share listened when leaving.
  useEffect(() => {
    const element = audio.current;
    return () => {
      if (element) playback?.left({ time: element.currentTime, duration: element.duration });
    };
  }, [playback]);

  if (state.status === 'loading') return <div css={[card, box, loadingBox]} aria-busy="true" />;
  if (state.status === 'error')
    return online ? (
      <RetryNotice text={t('learning.example.failed')} onRetry={() => setAttempt((n) => n + 1)} />
    ) : (
      <UnavailableOffline text={t('learning.offline.example')} />
    );

  const { example } = state;
  const durationMs = example.durationMs || state.sync.durationMs;
  const title = localText(example.title, language);

  const seek = (ms: number) => {
    const element = audio.current;
    if (!element) return;
    element.currentTime = ms / 1000;
    setTimeMs(ms);
  };
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused)
      void element.play().catch((error: unknown) => core.env.log('Audio could not play', error));
    else element.pause();
  };
  const clickBar = (target: EventTarget) => {
    const measure = (target as Element).closest?.('g.measure');
    const bar = measure && bars.find((b) => b.measureId === measure.id);
    if (!bar) return;
    seek(bar.startMs);
    if (audio.current?.paused) toggle();
  };

  return (
    <figure css={[card, box, figureBox]} part="musical-example">
      <div
        css={scroller}
        data-more-left={overflow.left || undefined}
        data-more-right={overflow.right || undefined}
      >
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: bars are a pointer shortcut; the seek bar below is the keyboard way. */}
        <div
          ref={scoreRef}
          css={[verovioScore, score]}
          role="img"
          aria-label={t('learning.example.scoreLabel', { title })}
          onClick={(event) => clickBar(event.target)}
          onScroll={onScroll}
          // The SVG comes from our own pipeline and is sanitised above (sanitizeScore).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised SVG markup.
          dangerouslySetInnerHTML={{ __html: svg }}
          part="score"
        />
        {overflow.right && !overflow.scrolled && (
          <p css={scrollHint} part="scroll-hint" aria-hidden="true">
            {t('learning.example.scrollHint')} →
          </p>
        )}
      </div>
      {/* biome-ignore lint/a11y/useMediaCaption: a musical recording without words. */}
      <audio
        ref={audio}
        src={example.audio.src}
        preload="metadata"
        crossOrigin="anonymous"
        onPlay={() => setPlaying(true)}
        onPause={() => {
          setPlaying(false);
          const element = audio.current;
          if (element) playback?.paused({ time: element.currentTime, duration: element.duration });
        }}
        onEnded={() => {
          setPlaying(false);
          setTimeMs(0);
          playback?.ended();
        }}
        onTimeUpdate={(event) => !playing && setTimeMs(event.currentTarget.currentTime * 1000)}
      />
      <div css={controls}>
        <button
          type="button"
          css={playButton}
          onClick={toggle}
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
          onChange={(event) => seek(Number(event.target.value))}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key === ' ') {
              event.preventDefault();
              toggle();
            }
          }}
        />
        <span css={[readout, muted]}>{current ? t('learning.example.bar', { bar: current.n }) : ''}</span>
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
