import { css } from '@emotion/react';
import { useSchemeTokens } from '../styles/feature-tokens';
import { learningTokens } from './learning.styles';

/** The bubble and the seal, the glyphs on them in the brand's text colour; the wordmark in SE's text colours. */
const BUBBLE = 'var(--choir-color-se-logo)';
const SEAL = 'var(--choir-color-se-seal)';
const GLYPH = 'var(--choir-color-on-brand)';

/**
 * The logo of the "Singing in English" (SE) topics: a speech bubble carrying two quavers, with an
 * "EN" seal, and optionally the wordmark. Its own mark, apart from the choir coach logo.
 */
export function SeLogo({
  size = 56,
  wordmark = false,
  label,
}: {
  size?: number;
  wordmark?: boolean;
  label?: string;
}) {
  useSchemeTokens(learningTokens);
  return (
    <span
      {...(label ? { role: 'img', 'aria-label': label } : {})}
      css={css`
        display: inline-flex;
        align-items: center;
        gap: ${Math.round(size * 0.2)}px;
        color: var(--choir-color-se);
      `}
      part="se-logo"
    >
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <path
          d="M12 6h38a9 9 0 0 1 9 9v24a9 9 0 0 1-9 9H31L18 59V48h-6a9 9 0 0 1-9-9V15a9 9 0 0 1 9-9z"
          fill={BUBBLE}
        />
        <path d="M25 35V17.5l16-3.5V31" fill="none" stroke={GLYPH} strokeWidth="3.2" strokeLinejoin="round" />
        <path d="M25 17.5l16-3.5v5l-16 3.5z" fill={GLYPH} />
        <ellipse cx="21" cy="35.5" rx="5" ry="3.8" transform="rotate(-18 21 35.5)" fill={GLYPH} />
        <ellipse cx="37" cy="31.5" rx="5" ry="3.8" transform="rotate(-18 37 31.5)" fill={GLYPH} />
        <circle cx="53" cy="45" r="10" fill={SEAL} stroke={GLYPH} strokeWidth="2.5" />
        <text
          x="53"
          y="48.6"
          textAnchor="middle"
          fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
          fontSize="10"
          fontWeight="800"
          fill={GLYPH}
        >
          EN
        </text>
      </svg>
      {wordmark && (
        <span
          aria-hidden={label ? true : undefined}
          css={css`
            display: grid;
            line-height: 1.05;
            font-size: ${Math.round(size * 0.32)}px;
            font-weight: 800;
            letter-spacing: -0.01em;
            em {
              font-style: normal;
              font-weight: 600;
              color: var(--choir-color-se-accent);
            }
          `}
        >
          <span>Singing</span>
          <em>in English</em>
        </span>
      )}
    </span>
  );
}
