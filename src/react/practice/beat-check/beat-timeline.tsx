import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Click } from '../../../core/practice/beat-check/scoring';

/** A beat within this many ms of its click is shown as on time. */
export const ON_TIME_MS = 35;
const WINDOW_BEATS = 12;

const svg = css`
  display: block;
  width: 100%;
  height: 72px;
  background: var(--choir-color-surface-muted);
  border-radius: var(--choir-radius-small);
`;

/**
 * The last bars as a timeline: a line per click (longer on beat 1), a dot per beat of the
 * conductor, green when within ON_TIME_MS of its click, amber otherwise.
 */
export function BeatTimeline({ clicks, ictus }: { clicks: readonly Click[]; ictus: readonly number[] }) {
  const { t } = useTranslation();
  // Every beat found, for tests that compare them with a clip's truth.
  const found = ictus.map((time) => time.toFixed(4)).join(' ');
  const shown = clicks.slice(-WINDOW_BEATS);
  if (!shown.length)
    return <svg css={svg} role="img" aria-label={t('beatCheck.timeline')} data-ictus={found} />;
  const beatS =
    shown.length > 1 ? (shown[shown.length - 1]!.time - shown[0]!.time) / (shown.length - 1) : 0.5;
  const from = shown[0]!.time - beatS / 2;
  const to = from + beatS * WINDOW_BEATS;
  const x = (time: number) => ((time - from) / (to - from)) * 1000;
  const nearest = (time: number) =>
    Math.min(...shown.map((click) => Math.abs(click.time - time) * 1000), Number.POSITIVE_INFINITY);
  return (
    <svg
      css={svg}
      viewBox="0 0 1000 72"
      preserveAspectRatio="none"
      role="img"
      aria-label={t('beatCheck.timeline')}
      data-ictus={found}
    >
      {shown.map((click) => (
        <line
          key={click.time}
          x1={x(click.time)}
          x2={x(click.time)}
          y1={click.beat === 0 ? 6 : 18}
          y2={66}
          stroke="currentColor"
          strokeOpacity={0.45}
          strokeWidth={click.beat === 0 ? 3 : 2}
        />
      ))}
      {ictus
        .filter((time) => time >= from && time <= to)
        .map((time) => (
          <circle
            key={time}
            cx={x(time)}
            cy={42}
            r={9}
            fill={nearest(time) <= ON_TIME_MS ? 'var(--choir-color-good)' : 'var(--choir-color-caution)'}
            data-beat-marker=""
          />
        ))}
    </svg>
  );
}
