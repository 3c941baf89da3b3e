import { css } from '@emotion/react';

/** The product mark: a baton stroke drawing a beat, and the wordmark in the interface language. */
export function Logo({
  size = 40,
  subtitle,
  inverse = false,
}: {
  size?: number;
  subtitle?: string;
  /** On a brand panel (the sign-in page): the mark in the panel's text colour. */
  inverse?: boolean;
}) {
  return (
    <span
      css={css`
        display: inline-flex;
        align-items: center;
        gap: 10px;
        color: inherit;
      `}
    >
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect
          width="64"
          height="64"
          rx="16"
          fill={inverse ? 'var(--choir-color-on-brand)' : 'var(--choir-color-primary)'}
        />
        <path
          d="M17 45c9-1 13-8 15-16s6-13 15-13"
          fill="none"
          stroke={inverse ? 'var(--choir-color-brand)' : 'var(--choir-color-on-primary)'}
          strokeWidth="5"
          strokeLinecap="round"
        />
        <circle
          cx="17"
          cy="45"
          r="5"
          fill={inverse ? 'var(--choir-color-brand)' : 'var(--choir-color-on-primary)'}
        />
      </svg>
      <span
        css={css`
          display: grid;
          line-height: 1.1;
        `}
      >
        <strong
          css={css`
            font-size: ${size * 0.5}px;
            letter-spacing: -0.01em;
          `}
        >
          choir coach
        </strong>
        {subtitle && (
          <small
            css={css`
              font-size: 12px;
              opacity: 0.8;
            `}
          >
            {subtitle}
          </small>
        )}
      </span>
    </span>
  );
}
