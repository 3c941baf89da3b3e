import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import DOMPurify from 'dompurify';
import { type KeyboardEvent, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExampleDto } from '../../core/contract/api';
import { soundingBar } from '../../core/editions/sync';
import { localText } from '../../core/i18n/local-text';
import type { ExampleSyncMap } from '../../core/learning/example-api';
import { exampleApi } from '../../core/learning/example-api';
import { percentOf } from '../../core/learning/progress';
import { keptExample } from '../../core/offline/kept-media';
import { useCore } from '../hooks/use-core';
import { useOnline, useWhenBackOnline } from '../hooks/use-online';
import { SCORE_SVG_SANITIZE, verovioScore, withoutStyleElements } from '../styles/score-svg';
import { LearningIcon } from './icons';
import { UnavailableOffline } from './offline-notice';
import { RetryNotice } from './status';
import { card, muted } from './styles';

type Loaded = { example: ExampleDto; svg: string; sync: ExampleSyncMap };
type State = { status: 'loading' } | { status: 'error' } | ({ status: 'ready' } & Loaded);

const box = css`
  display: grid;
  gap: 0;
  overflow: hidden;
`;

const score = css`
  padding: clamp(12px, 2.5vw, 28px);
  background: #fff;
  overflow-x: auto;
  svg {
    display: block;
    width: 100%;
    min-width: 560px;
    height: auto;
  }
  g.measure {
    cursor: pointer;
  }
  g.measure.choir-current path,
  g.measure.choir-current use,
  g.measure.choir-current polygon,
  g.measure.choir-current ellipse {
    fill: var(--choir-color-primary);
    stroke: var(--choir-color-primary);
  }
  g.measure.choir-current .staff > path {
    stroke: currentColor;
  }
`;

/** Fades at the edges where the score continues out of view (a wide example on a phone). */
const scroller = css`
  position: relative;
  /* A grid item would grow to the score's width (and be clipped); this lets the score scroll instead. */
  min-width: 0;
  &[data-more-left]::before,
  &[data-more-right]::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    width: 40px;
    pointer-events: none;
  }
  &[data-more-left]::before {
    left: 0;
    background: linear-gradient(to left, rgb(255 255 255 / 0), #fff);
  }
  &[data-more-right]::after {
    right: 0;
    background: linear-gradient(to right, rgb(255 255 255 / 0), #fff);
  }
`;

const scrollHint = css`
  position: absolute;
  right: 10px;
  bottom: 10px;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  padding: 6px 12px;
  border-radius: 999px;
  background: rgb(15 23 42 / 0.82);
  color: #fff;
  font-size: 0.8125rem;
  font-weight: 600;
  pointer-events: none;
`;

const controls = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
  padding: 14px 18px;
  border-top: 1px solid var(--choir-color-border);
  background: var(--choir-color-background);
  input[type='range'] {
    flex: 1 1 200px;
    accent-color: var(--choir-color-primary);
  }
`;

const playButton = css`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border: none;
  border-radius: 50%;
  background: var(--choir-color-primary);
  color: var(--choir-color-on-primary);
  cursor: pointer;
  &:hover {
    background: var(--choir-color-primary-hover);
  }
`;

const readout = css`
  min-width: 9ch;
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;

/** Widens an SVG's viewBox to the bounding box of what it draws (plus a small margin). */
function fitViewBox(drawing: SVGSVGElement) {
  const box = drawing.viewBox.baseVal;
  if (!box || box.width === 0) return;
  let content: DOMRect;
  try {
    content = drawing.getBBox();
  } catch {
    return;
  }
  const margin = 8;
  const x = Math.min(box.x, content.x - margin);
  const y = Math.min(box.y, content.y - margin);
  const right = Math.max(box.x + box.width, content.x + content.width + margin);
  const bottom = Math.max(box.y + box.height, content.y + content.height + margin);
  if (x < box.x || y < box.y || right > box.x + box.width || bottom > box.y + box.height)
    drawing.setAttribute('viewBox', `${x} ${y} ${right - x} ${bottom - y}`);
}

interface Overflow {
  left: boolean;
  right: boolean;
  /** The reader has scrolled the score once: the hint has done its job. */
  scrolled: boolean;
}

/** Where a sideways-scrolling box has more to show, kept up to date on scroll and resize. */
function useOverflow(node: RefObject<HTMLElement | null>, content: string) {
  const [overflow, setOverflow] = useState<Overflow>({ left: false, right: false, scrolled: false });
  const measure = (scrolled: boolean) => {
    const box = node.current;
    if (!box) return;
    const left = box.scrollLeft > 1;
    const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
    setOverflow((previous) =>
      previous.left === left && previous.right === right && (previous.scrolled || !scrolled)
        ? previous
        : { left, right, scrolled: previous.scrolled || scrolled },
    );
  };
  const measureRef = useRef(measure);
  measureRef.current = measure;
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the drawing changes.
  useEffect(() => {
    const box = node.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measureRef.current(false));
    observer.observe(box);
    return () => observer.disconnect();
  }, [node, content]);
  return { overflow, onScroll: () => measure(true) };
}

function clock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * A musical example: the score (SVG from the pipeline, sanitised, inline so the sounding bar can
 * light up), its recording (signed audio link) with play/pause and a seek bar, and the bar that
 * sounds. A click on a bar plays from there. Reports the share listened as progress.
 */
export function MusicalExample({
  learnElementId,
  onProgress,
}: {
  learnElementId: number;
  onProgress?: (percent: number) => void;
}) {
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
  const progress = useRef(onProgress);
  progress.current = onProgress;
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
    const api = exampleApi(core);
    const fetchText = core.env.fetch ?? globalThis.fetch.bind(globalThis);
    const fromServer = api.getExample(learnElementId);
    fromServer.catch(() => undefined); // awaited below unless a kept copy plays
    (async () => {
      // A topic kept on this device plays from its files at once, without waiting for a network
      // that may be down or silent (asked in parallel, so nothing waits when it is not kept).
      const kept = await keptExample(core, learnElementId);
      if (kept && cancelled) kept.release();
      else if (kept) release = kept.release;
      const example = kept?.value ?? (await fromServer);
      const [svg, sync] = await Promise.all([
        fetchText(example.score.src).then((response) => {
          if (!response.ok) throw new Error(`Score answered ${response.status}`);
          return response.text();
        }),
        api.getSync(example.sync),
      ]);
      return { example, svg, sync };
    })().then(
      (loaded) => {
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
    () =>
      state.status === 'ready' ? DOMPurify.sanitize(withoutStyleElements(state.svg), SCORE_SVG_SANITIZE) : '',
    [state],
  );

  const bars = state.status === 'ready' ? state.sync.bars : [];
  // The sounding bar, once playback has started (at 0:00 nothing is marked yet).
  const current = playing || timeMs > 0 ? soundingBar(bars, timeMs) : null;

  // Make sure the whole drawing is visible, even where it reaches past the SVG's own viewBox.
  useEffect(() => {
    const drawing = scoreRef.current?.querySelector('svg');
    if (!drawing || !svg) return;
    fitViewBox(drawing);
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
      if (element && element.currentTime > 0)
        progress.current?.(percentOf(element.currentTime, element.duration));
    };
  }, []);

  if (state.status === 'loading') return <div css={[card, box, css`min-height: 240px;`]} aria-busy="true" />;
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
    <figure css={[card, box, css`margin: 0;`]} part="musical-example">
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
          // The SVG comes from our own pipeline and is sanitised by DOMPurify (SVG profile) above.
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
          if (element) progress.current?.(percentOf(element.currentTime, element.duration));
        }}
        onEnded={() => {
          setPlaying(false);
          setTimeMs(0);
          progress.current?.(100);
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
          <LearningIcon name={playing ? 'pause' : 'play'} size={22} />
        </button>
        <span css={readout} aria-live="off">
          {clock(timeMs)} / {clock(durationMs)}
        </span>
        <input
          type="range"
          min={0}
          max={Math.round(durationMs)}
          step={100}
          value={Math.round(Math.min(timeMs, durationMs))}
          aria-label={t('learning.example.seek')}
          aria-valuetext={`${clock(timeMs)} / ${clock(durationMs)}`}
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
      <figcaption
        css={css`
          padding: 12px 18px 16px;
          border-top: 1px solid var(--choir-color-border);
          strong {
            display: block;
          }
          p {
            margin: 2px 0 0;
          }
        `}
      >
        <strong>{title}</strong>
        <p css={muted}>
          {t('learning.example.info', { timeSignature: example.timeSignature, bpm: example.bpm })} ·{' '}
          {localText(example.description, language)}
        </p>
        <p css={[muted, css`font-size: 0.875rem;`]}>{t('learning.example.clickBar')}</p>
      </figcaption>
    </figure>
  );
}
