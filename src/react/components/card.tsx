import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { outlinedSurface } from '../styles/recipes';

const card = css`
  padding: clamp(18px, 3vw, 28px);
  ${outlinedSurface};
  h2 {
    margin: 0 0 14px;
    font-size: 1.125rem;
  }
`;

/** A titled panel on the page background. */
export function Card({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section css={card}>
      <div
        css={css`
          display: flex;
          justify-content: space-between;
          align-items: baseline;
          gap: 12px;
          flex-wrap: wrap;
        `}
      >
        <h2>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A small coloured label (licence state, badges). */
export function Chip({
  tone,
  children,
}: {
  tone: 'success' | 'warning' | 'danger' | 'primary';
  children: ReactNode;
}) {
  const tones = {
    success: 'background: var(--choir-color-success-soft); color: var(--choir-color-success);',
    warning: 'background: var(--choir-color-warning-soft); color: var(--choir-color-warning);',
    danger: 'background: var(--choir-color-danger-soft); color: var(--choir-color-danger);',
    primary: 'background: var(--choir-color-primary-soft); color: var(--choir-color-primary);',
  };
  return (
    <span
      css={css`
        display: inline-block;
        padding: 4px 12px;
        border-radius: 999px;
        font-weight: 700;
        font-size: 0.875rem;
        ${tones[tone]}
      `}
    >
      {children}
    </span>
  );
}
