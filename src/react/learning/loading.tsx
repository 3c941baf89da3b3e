import { css, keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../styles/theme';

const shimmer = keyframes`
  from { background-position: -400px 0; }
  to { background-position: 400px 0; }
`;

const bar = css`
  height: 18px;
  border-radius: 8px;
  background: linear-gradient(90deg, var(--choir-color-primary-soft) 0%, var(--choir-color-surface) 50%, var(--choir-color-primary-soft) 100%);
  background-size: 800px 100%;
  animation: ${shimmer} 1.4s linear infinite;
`;

/**
 * A shimmering stand-in for a line of text: inside a heading or paragraph it takes that line's
 * height, so a placeholder laid out like the real thing is as tall as the real thing.
 */
export function TextPlaceholder({ width }: { width: string }) {
  return (
    <span
      css={[
        bar,
        css`
          display: inline-block;
          height: 0.8em;
          vertical-align: middle;
        `,
      ]}
      style={{ width }}
    />
  );
}

/** A shimmering box of a fixed size (an icon tile, a button, a chart). */
export function BoxPlaceholder({
  width,
  height,
  round = false,
}: {
  width: string;
  height: number;
  round?: boolean;
}) {
  return (
    <span css={[bar, css`display: block;`, round && css`border-radius: 50%;`]} style={{ width, height }} />
  );
}

/** A quiet placeholder while the course loads (no layout jump when it arrives). */
export function LoadingBlock({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      css={css`
        display: grid;
        gap: 14px;
        padding: 24px 0;
      `}
    >
      <span css={visuallyHidden}>{label ?? t('learning.loadingCourse')}</span>
      <span css={[bar, css`width: 45%; height: 34px;`]} />
      <span css={[bar, css`width: 80%;`]} />
      <span css={[bar, css`width: 65%;`]} />
      <span css={[bar, css`width: 72%; height: 120px;`]} />
    </div>
  );
}
