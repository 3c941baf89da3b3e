import './texts';
import { css } from '@emotion/react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  beatPattern,
  CENTRED_PLACEMENT,
  ictusPoints,
  type PatternPlacement,
  type PatternPoint,
  PICTURE_HEIGHT,
  PICTURE_WIDTH,
  patternPath,
  toPicture,
} from '../../core/practice/patterns';
import {
  type BeatPosition,
  gridBeatPosition,
  pointAt,
  REST_ON_ONE,
  videoBeatPosition,
} from '../../core/practice/position';
import { visuallyHidden } from '../styles/theme';
import { useAnimationFrame } from './hooks';

/** What moves the beat point: a metronome (the audio heard now) or a video's clock. */
export interface MetronomeClock {
  position(): BeatPosition;
  restartBar(): void;
}

export interface PatternOverlayProps {
  /** Beats per bar, 1-7. */
  beats: number;
  /** The pattern's grouping where a number of beats has several forms (a slow seven's "3+2+2"). */
  form?: string;
  /** The tempo of a video that has no `beatTimesMs` (an even grid from the video's start). */
  bpm?: number;
  /** Time source 1: the point follows this metronome. */
  metronome?: MetronomeClock;
  /** Time source 2: the video's current time in ms (e.g. `() => video.currentTime * 1000`). */
  currentTimeMs?: () => number;
  /** The video's click times in ms, the first being beat 1 (from content/videos/index.json). */
  beatTimesMs?: readonly number[];
  /** Mirror the pattern for the left hand. */
  leftHanded?: boolean;
  /** The picture under the overlay is mirrored: mirror the drawing with it, keep the digits readable. */
  mirrored?: boolean;
  /** Where the pattern sits in a 16:9 picture (default: centred; the practice videos' place is exported). */
  placement?: PatternPlacement;
  /** `overlay`: over a video; `canvas`: on a plain practice surface (adds the dashed ictus line). */
  variant?: 'overlay' | 'canvas';
  /**
   * "Back to beat 1". With a metronome it restarts the bar; with a video the owner decides (e.g.
   * seeks to the bar's first beat). Without a handler there is no reset button.
   */
  onReset?: () => void;
  /**
   * Whether the time source moves (a running metronome, a playing video): only then is the point
   * redrawn on every frame. Default true.
   */
  moving?: boolean;
  /** Changes while not moving ask for one redraw (a seek while the video is paused). */
  still?: unknown;
}

const wrapper = css`
  position: absolute;
  inset: 0;
  pointer-events: none;
  & > svg {
    display: block;
    width: 100%;
    height: 100%;
  }
  text {
    font-family: var(--choir-font-family);
    font-weight: 700;
    font-size: 40px;
    text-anchor: middle;
    dominant-baseline: middle;
    fill: var(--choir-color-muted);
    paint-order: stroke;
    stroke: var(--choir-color-halo);
    stroke-opacity: 0.85;
    stroke-width: 6px;
  }
  text[data-current='true'] {
    fill: var(--choir-color-primary);
  }
  .ictus {
    fill: var(--choir-color-primary);
    stroke: var(--choir-color-halo);
    stroke-width: 3px;
  }
  .point {
    fill: var(--choir-color-text);
    stroke: var(--choir-color-halo);
    stroke-width: 5px;
  }
`;

const resetButton = css`
  position: absolute;
  top: 10px;
  right: 10px;
  pointer-events: auto;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 12px;
  border: 1px solid var(--choir-color-hairline);
  border-radius: 999px;
  background: var(--choir-color-glass);
  color: var(--choir-color-text);
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  box-shadow: var(--choir-shadow-small);
  &:hover {
    color: var(--choir-color-primary);
    border-color: var(--choir-color-primary);
  }
  @media (max-width: 600px) {
    top: 6px;
    right: 6px;
    min-height: 32px;
    padding: 0 9px;
    .text {
      ${visuallyHidden};
    }
  }
`;

const grouping = css`
  position: absolute;
  top: 10px;
  left: 10px;
  padding: 4px 10px;
  border-radius: 999px;
  background: var(--choir-color-glass);
  color: var(--choir-color-text);
  font-size: 0.8125rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  box-shadow: var(--choir-shadow-small);
  @media (max-width: 600px) {
    top: 6px;
    left: 6px;
    padding: 2px 8px;
    font-size: 0.75rem;
  }
`;

/** Where the videos draw the beat numbers (content/videos/pattern-path.ts), in picture pixels. */
const LABEL_BELOW = 56;
const LABEL_SIDE = 38;

/** On a plain canvas the picture is the pattern: a 16:9 box fitted around it (with its digits). */
function fittedViewBox({ cx, iy, scale }: PatternPlacement): string {
  const height = 1.45 * scale;
  const width = (height * 16) / 9;
  return `${cx - width / 2} ${iy - 1.2 * scale} ${width} ${height}`;
}

/** Pattern units to SVG coordinates, mirrored for the left hand and/or a mirrored picture. */
function projector(placement: PatternPlacement, leftHanded: boolean, mirrored: boolean) {
  const where = mirrored ? { ...placement, cx: PICTURE_WIDTH - placement.cx } : placement;
  const flip = leftHanded !== mirrored;
  return (point: PatternPoint) => toPicture(flip ? { u: -point.u, v: point.v } : point, where);
}

function svgPath(points: { x: number; y: number }[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ');
}

/**
 * The conducting pattern for 1-7 beats drawn in SVG over a video or on a practice canvas, with
 * the beat point moving in time: with a metronome (what is heard now) or with a video (its own
 * click times, or an even grid from its bpm). Each beat point carries `data-beat-point`; the
 * point itself `data-role="beat-point"`; the root's `data-beat` holds the beat being left (1-based).
 */
export function PatternOverlay({
  beats,
  form,
  bpm,
  metronome,
  currentTimeMs,
  beatTimesMs,
  leftHanded = false,
  mirrored = false,
  placement = CENTRED_PLACEMENT,
  variant = 'overlay',
  onReset,
  moving = true,
  still,
}: PatternOverlayProps) {
  const { t } = useTranslation();
  const pattern = beatPattern(beats, form);
  const project = useMemo(
    () => projector(placement, leftHanded, mirrored),
    [placement, leftHanded, mirrored],
  );
  const path = useMemo(() => svgPath(patternPath(pattern).map(project)), [pattern, project]);
  const points = useMemo(() => ictusPoints(pattern).map(project), [pattern, project]);
  const dot = useRef<SVGCircleElement>(null);
  const [current, setCurrent] = useState<BeatPosition>(REST_ON_ONE);

  const position = (): BeatPosition => {
    if (metronome) return metronome.position();
    if (currentTimeMs) {
      const time = currentTimeMs();
      if (beatTimesMs?.length) return videoBeatPosition(time, beatTimesMs, pattern.beats);
      if (bpm) return gridBeatPosition(time, bpm, pattern.beats);
    }
    return REST_ON_ONE;
  };

  useAnimationFrame(
    () => {
      const now = position();
      const at = project(pointAt(pattern, now));
      dot.current?.setAttribute('cx', at.x.toFixed(1));
      dot.current?.setAttribute('cy', at.y.toFixed(1));
      if (now.kind !== current.kind || now.beat !== current.beat) setCurrent(now);
    },
    moving,
    still,
  );

  const reset = onReset ?? (metronome ? () => metronome.restartBar() : undefined);
  const beatsText = t('practice.pattern.beatsCount', { count: pattern.beats });
  const label = t('practice.pattern.label', { beats: beatsText, grouping: pattern.grouping });
  const currentBeat = current.kind === 'beat' || current.kind === 'rest' ? current.beat + 1 : 0;
  const rest = pointAt(pattern, REST_ON_ONE);
  const start = project(rest);
  // Digits sit where the practice videos put them: below their ictus, or beside a raised last beat.
  const labelAt = (p: { x: number; y: number }, index: number) =>
    pattern.points[index]!.v > 0.2
      ? { x: p.x + (p.x >= start.x ? LABEL_SIDE : -LABEL_SIDE), y: p.y + 4 }
      : { x: p.x, y: p.y + LABEL_BELOW };

  return (
    <div
      css={wrapper}
      part="pattern-overlay"
      data-beat={currentBeat}
      data-kind={current.kind}
      data-left-handed={leftHanded}
    >
      <svg
        viewBox={variant === 'canvas' ? fittedViewBox(placement) : `0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}`}
        preserveAspectRatio="xMidYMid meet"
        role="img"
        aria-label={label}
      >
        {variant === 'canvas' && (
          <line
            x1={placement.cx - 1.2 * placement.scale}
            x2={placement.cx + 1.2 * placement.scale}
            y1={placement.iy}
            y2={placement.iy}
            stroke="var(--choir-color-border)"
            strokeWidth={3}
            strokeDasharray="10 12"
          />
        )}
        <path
          d={path}
          fill="none"
          stroke="var(--choir-color-halo)"
          strokeOpacity={0.75}
          strokeWidth={14}
          strokeLinejoin="round"
        />
        <path
          d={path}
          fill="none"
          stroke="var(--choir-color-primary)"
          strokeOpacity={0.55}
          strokeWidth={6}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        {points.map((p, index) => {
          const at = labelAt(p, index);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the points are the beats of the bar, in order
            <g key={index} data-beat-point={index + 1}>
              <circle className="ictus" cx={p.x} cy={p.y} r={10} />
              <text x={at.x} y={at.y} data-current={currentBeat === index + 1}>
                {index + 1}
              </text>
            </g>
          );
        })}
        <circle ref={dot} className="point" data-role="beat-point" cx={start.x} cy={start.y} r={17} />
      </svg>
      <span css={grouping} aria-hidden="true">
        {pattern.grouping.includes('+') ? `${beatsText} · ${pattern.grouping}` : beatsText}
      </span>
      {reset && (
        <button type="button" css={resetButton} onClick={reset} part="reset">
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path
              d="M3 8a5 5 0 1 0 1.6-3.7M3 2.5v3h3"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="text">{t('practice.pattern.reset')}</span>
        </button>
      )}
    </div>
  );
}
