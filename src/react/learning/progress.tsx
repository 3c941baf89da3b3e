import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';

/** Progress as a ring (topics, the course) with the percentage in the middle. */
export function ProgressRing({
  percent,
  size = 56,
  stroke = 6,
  showLabel = true,
  colour = 'var(--choir-color-primary)',
}: {
  percent: number;
  size?: number;
  stroke?: number;
  showLabel?: boolean;
  colour?: string;
}) {
  const { t } = useTranslation();
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const done = value >= 100;
  return (
    <span
      role="img"
      aria-label={t('learning.progress.label', { percent: value })}
      css={css`
        position: relative;
        display: inline-grid;
        place-items: center;
        flex: none;
        width: ${size}px;
        height: ${size}px;
      `}
      part="progress-ring"
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke="var(--choir-color-primary-soft)"
          strokeWidth={stroke}
        />
        {value > 0 && (
          <circle
            cx={size / 2}
            cy={size / 2}
            r={radius}
            fill="none"
            stroke={done ? 'var(--choir-color-success)' : colour}
            strokeWidth={stroke}
            strokeLinecap="round"
            strokeDasharray={`${(circumference * value) / 100} ${circumference}`}
            transform={`rotate(-90 ${size / 2} ${size / 2})`}
          />
        )}
      </svg>
      {showLabel && (
        <span
          aria-hidden="true"
          css={css`
            position: absolute;
            font-size: ${Math.max(11, size * 0.24)}px;
            font-weight: 700;
            font-variant-numeric: tabular-nums;
            color: ${done ? 'var(--choir-color-success)' : 'var(--choir-color-text)'};
          `}
        >
          {value}%
        </span>
      )}
    </span>
  );
}

/** Progress as a thin bar (modules, elements). */
export function ProgressBar({ percent, label }: { percent: number; label?: string }) {
  const { t } = useTranslation();
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <span
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-label={label ?? t('learning.progress.label', { percent: value })}
      css={css`
        display: block;
        height: 6px;
        border-radius: 999px;
        background: var(--choir-color-primary-soft);
        overflow: hidden;
      `}
      part="progress-bar"
    >
      <span
        css={css`
          display: block;
          height: 100%;
          width: ${value}%;
          border-radius: inherit;
          background: ${value >= 100 ? 'var(--choir-color-success)' : 'var(--choir-color-primary)'};
          transition: width 300ms ease;
        `}
      />
    </span>
  );
}
