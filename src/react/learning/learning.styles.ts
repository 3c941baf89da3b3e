import { css } from '@emotion/react';
import type { LearnElementType } from '../../core/contract/api';

/** Shared styles of the learning screens, built on the `--choir-*` tokens. */

import { schemeTokens } from '../styles/feature-tokens';
import { eyebrow as eyebrowText } from '../styles/recipes';

export { pageFrame as page, raisedCard as card } from '../styles/recipes';

export const sectionTitle = css`
  margin: 0 0 6px;
  font-size: 1.375rem;
  line-height: 1.25;
  letter-spacing: -0.01em;
`;

export const sectionIntro = css`
  margin: 0 0 20px;
  color: var(--choir-color-muted);
  max-width: 70ch;
`;

export const eyebrow = css`
  display: inline-block;
  margin: 0 0 6px;
  ${eyebrowText};
`;

export const muted = css`
  color: var(--choir-color-muted);
`;

/** A link that fills its card: the whole card is clickable, focus ring on the card. */
export const cardLink = css`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid var(--choir-color-focus);
    outline-offset: 2px;
  }
`;

/**
 * The learning screens' colours: one per learning-element type (with its soft background), and the
 * "Singing in English" topics' (`se`: text, logo, seal, accent, soft chip, the band's gradient).
 */
export const learningTokens = schemeTokens({
  'type-text': ['#1e40af', '#9dbcff'],
  'type-text-soft': ['#dbeafe', '#1c2a4a'],
  'type-video': ['#9a3412', '#fdba74'],
  'type-video-soft': ['#ffedd5', '#3a2210'],
  'type-exercise': ['#166534', '#86efac'],
  'type-exercise-soft': ['#dcfce7', '#12301f'],
  'type-example': ['#6b21a8', '#d8b4fe'],
  'type-example-soft': ['#f3e8ff', '#2e1a47'],
  se: ['#1e3a8a', '#a9bcff'],
  'se-logo': ['#1e3a8a', '#2c4aa8'],
  'se-seal': ['#c81e1e', '#c62f2f'],
  'se-accent': ['#c81e1e', '#ff8f8f'],
  'se-soft': ['#e0e7ff', '#1f2a4d'],
  'se-band': ['#eff4ff', '#14203c'],
  'se-band-end': ['#fff1f1', '#2a1620'],
});

/** Accent colour per learning-element type (icon chips); a view using it calls `useSchemeTokens(learningTokens)`. */
export const TYPE_COLOURS: Record<LearnElementType, { fg: string; bg: string }> = {
  text: { fg: 'var(--choir-color-type-text)', bg: 'var(--choir-color-type-text-soft)' },
  video: { fg: 'var(--choir-color-type-video)', bg: 'var(--choir-color-type-video-soft)' },
  exercise: { fg: 'var(--choir-color-type-exercise)', bg: 'var(--choir-color-type-exercise-soft)' },
  musicalExample: { fg: 'var(--choir-color-type-example)', bg: 'var(--choir-color-type-example-soft)' },
};

export const chip = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 3px 10px;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
`;

/**
 * For parts that usually start below the fold: the browser skips their layout and paint until they
 * come near the viewport (a phone's main thread is free sooner). `height`: their usual height, held
 * meanwhile; `auto` keeps the real one once shown, so nothing jumps on the way back.
 */
export const laidOutNearViewport = (height: number) => css`
  content-visibility: auto;
  contain-intrinsic-size: auto ${height}px;
`;

export const clampLines = (lines: number) => css`
  display: -webkit-box;
  -webkit-line-clamp: ${lines};
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

/** "Back to …" and "All topics" links above a page title. */
export const backLink = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-bottom: 14px;
  color: var(--choir-color-primary);
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/** A list without bullets laid out as a grid of cards at least `min` wide (one column on phones). */
export const cardGrid = (min: string, gap = '18px') => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${min}), 1fr));
  gap: ${gap};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
  }
`;

/** A card that answers the pointer: its border takes the primary colour and it rises a little. */
export const liftOnHover = (pixels: number) => css`
  transition: border-color 120ms, transform 120ms;
  &:hover {
    border-color: var(--choir-color-primary);
    transform: translateY(-${pixels}px);
  }
`;
