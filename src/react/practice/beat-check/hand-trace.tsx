import { css } from '@emotion/react';
import type { ReadonlySignal } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fitToPattern, type HandPoint } from '../../../core/practice/beat-check/hand-path';
import { beatPattern, ictusPoints, type PatternPoint, patternPath } from '../../../core/practice/patterns';

const figure = css`
  display: block;
  width: 100%;
  aspect-ratio: 14 / 9;
  background: var(--choir-color-surface-muted);
  border-radius: var(--choir-radius-small);
`;

/** Pattern space (v upwards) as SVG path data (y downwards). */
const pathData = (points: readonly PatternPoint[]) =>
  points.map((p, i) => `${i ? 'L' : 'M'}${p.u.toFixed(3)} ${(-p.v).toFixed(3)}`).join(' ');

/**
 * The ideal pattern figure with the hand's path of the last bars drawn over it, scaled to fit:
 * the conductor sees whether their beats have the figure's shape. Re-renders on its own (the
 * path changes every camera frame), not the panel around it.
 */
export function HandTrace({
  path,
  beats,
  form,
  leftHanded,
}: {
  path: ReadonlySignal<readonly HandPoint[]>;
  beats: number;
  /** The pattern's grouping where the beats have several forms (a slow seven's "3+2+2"). */
  form?: string;
  leftHanded: boolean;
}) {
  useSignals();
  const { t } = useTranslation();
  const pattern = beatPattern(beats, form);
  const ideal = useMemo(() => pathData(patternPath(pattern, leftHanded)), [pattern, leftHanded]);
  const points = ictusPoints(pattern, leftHanded);
  const hand = fitToPattern(path.value, pattern, leftHanded);
  return (
    <svg
      css={figure}
      viewBox="-1.05 -1.15 2.1 1.35"
      role="img"
      aria-label={t('beatCheck.trace')}
      part="beat-check-trace"
    >
      <path
        d={ideal}
        fill="none"
        stroke="var(--choir-color-primary)"
        strokeOpacity={0.35}
        strokeWidth={0.05}
        strokeLinejoin="round"
      />
      {points.map((p) => (
        <circle key={`${p.u} ${p.v}`} cx={p.u} cy={-p.v} r={0.04} fill="var(--choir-color-primary)" />
      ))}
      {hand.length > 1 && (
        <path
          d={pathData(hand)}
          fill="none"
          stroke="var(--choir-color-caution)"
          strokeWidth={0.03}
          strokeLinejoin="round"
          strokeLinecap="round"
          data-role="hand"
          data-points={hand.length}
        />
      )}
    </svg>
  );
}
