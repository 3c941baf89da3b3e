import { css } from '@emotion/react';
import { pillBase, SMALL_SCREEN } from './theme';

/** Style recipes shared by the features (beside `pillBase` and the tokens in theme.ts). */

/** The frame of a full page: centred, at most 1200 px, padded to the screen. */
export const pageFrame = css`
  max-width: 1200px;
  margin: 0 auto;
  padding: 32px clamp(16px, 3vw, 32px) 56px;
  ${SMALL_SCREEN} {
    padding-top: 20px;
  }
`;

/** An outlined, rounded panel on the surface colour (cards, storage and keep-topic boxes). */
export const outlinedSurface = css`
  background: var(--choir-color-surface);
  border: 1px solid var(--choir-color-border);
  border-radius: var(--choir-radius);
`;

/** A raised surface: outlined, rounded and shadowed (learning and practice cards). */
export const raisedCard = css`
  ${outlinedSurface};
  box-shadow: var(--choir-shadow);
`;

/** The frame of a page of panels: centred, at most 1040 px, a grid with 20 px gaps (profile, debug). */
export const panelPage = css`
  max-width: 1040px;
  margin: 0 auto;
  padding: 32px clamp(16px, 3vw, 32px) 48px;
  display: grid;
  gap: 20px;
`;

/** A borderless button of a menu or bar, in the page's font, tinted on hover. */
export const menuEntry = css`
  padding: 0 12px;
  border: none;
  border-radius: 10px;
  background: none;
  color: var(--choir-color-text);
  font: inherit;
  cursor: pointer;
  &:hover {
    background: var(--choir-color-primary-soft);
  }
`;

/** A full-width menu entry with an icon and its label in one row (the drawer, the header's menus). */
export const menuRow = (gap: number, minHeight: number) => css`
  display: flex;
  align-items: center;
  gap: ${gap}px;
  width: 100%;
  min-height: ${minHeight}px;
  ${menuEntry};
  text-align: left;
  text-decoration: none;
`;

/** The main column beside a side column of `side` px, stacked into one column up to `stackBelow` px. */
export const withSideColumn = (side: number, gap: number, stackBelow: number) => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) ${side}px;
  gap: ${gap}px;
  align-items: start;
  @media (max-width: ${stackBelow}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A grid that stacks into one column on a small screen. */
export const oneColumnOnSmallScreen = css`
  ${SMALL_SCREEN} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A round badge of `size` px holding an icon; the caller gives its colours. */
export const iconBadge = (size: number) => css`
  display: grid;
  place-items: center;
  width: ${size}px;
  height: ${size}px;
  border-radius: 50%;
`;

/** The box of a text input: outlined, rounded, in the page's font. */
export const inputBox = css`
  border: 1px solid var(--choir-color-border);
  border-radius: var(--choir-radius-small);
  background: var(--choir-color-surface);
  color: var(--choir-color-text);
  font: inherit;
`;

/** The focus mark of a text input: the brand border and a soft ring. */
export const focusRing = css`
  outline: none;
  border-color: var(--choir-color-primary);
  box-shadow: 0 0 0 3px var(--choir-color-primary-soft);
`;

/** A search field's input: the input box rounded to a pill, the full width, the focus ring. */
export const searchInput = css`
  ${inputBox};
  width: 100%;
  border-radius: 999px;
  &:focus {
    ${focusRing};
  }
`;

/** A page's main heading: margin, fluid size, line height and tracking differ by page. */
export const pageTitle = (margin: string, size: string, lineHeight: number, tracking: string) => css`
  margin: ${margin};
  font-size: ${size};
  line-height: ${lineHeight};
  letter-spacing: ${tracking};
`;

export const notice = css`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  margin: 0;
  padding: 10px 12px;
  border-radius: var(--choir-radius-small);
  font-size: 0.9375rem;
  line-height: 1.45;
  svg {
    flex: none;
    margin-top: 1px;
  }
`;

export const tones = {
  info: css`
    background: var(--choir-color-primary-soft);
    color: var(--choir-color-primary-hover);
  `,
  warning: css`
    background: var(--choir-color-warning-soft);
    color: var(--choir-color-warning);
  `,
  danger: css`
    background: var(--choir-color-danger-soft);
    color: var(--choir-color-danger);
  `,
  success: css`
    background: var(--choir-color-success-soft);
    color: var(--choir-color-success);
  `,
  /** A plain hint (e.g. "sign in"): no brand colour, which a shop's red would turn into an error. */
  neutral: css`
    background: var(--choir-color-surface);
    color: var(--choir-color-text);
    box-shadow: inset 0 0 0 1px var(--choir-color-border);
  `,
} as const;

export type Tone = keyof typeof tones;

export const badge = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 700;
  line-height: 1.6;
  white-space: nowrap;
`;

/** Round icon-only button (toolbar, transport). */
export const iconButton = css`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: var(--choir-color-primary-soft);
    color: var(--choir-color-primary);
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

/** A fieldset that only groups (its legend is for screen readers). */
export const bareFieldset = css`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** A short muted line under a control (a hint or a status), at the given font size. */
export const mutedNote = (size: string) => css`
  margin: 0;
  font-size: ${size};
  color: var(--choir-color-muted);
`;

/** The small uppercase line above a title (works page, topic and lesson cards). */
export const eyebrow = css`
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: var(--choir-color-primary);
`;

/** A toggle pill's feedback: outlined on hover, tinted while pressed; `pressedText` colours its label. */
export const pressedTint = (pressedText: string) => css`
  transition: background-color 120ms, border-color 120ms, color 120ms;
  &:hover {
    border-color: var(--choir-color-primary);
  }
  &[aria-pressed='true'] {
    border-color: var(--choir-color-primary);
    background: var(--choir-color-primary-soft);
    color: ${pressedText};
  }
`;

/** A borderless, transparent button whose label is set in the page's font (segments, toolbar tools). */
export const plainButton = css`
  border: none;
  background: transparent;
  color: var(--choir-color-text);
  font: inherit;
  font-size: 0.9375rem;
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
`;

/** The rounded bar that joins segments (choir voice, list filter, practice choices). */
export const segmentBar = css`
  padding: 3px;
  border: 1px solid var(--choir-color-border);
  border-radius: 999px;
  background: var(--choir-color-background);
`;

/** A rounded, outlined button (tempo, loop, highlighter, page); pressed ones are tinted. */
export const pill = css`
  ${pillBase};
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 0 12px;
  font-size: 0.875rem;
  white-space: nowrap;
  &[aria-pressed='true'] {
    border-color: var(--choir-color-primary);
    background: var(--choir-color-primary-soft);
    color: var(--choir-color-primary-hover);
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

/** Buttons joined in one rounded bar; the pressed one is filled (choir voice, list filter). */
export const segmented = css`
  display: inline-flex;
  max-width: 100%;
  overflow-x: auto;
  ${segmentBar};
  button {
    ${plainButton};
    flex: none;
    min-height: 38px;
    padding: 0 14px;
    border-radius: 999px;
  }
  button[aria-pressed='true'] {
    background: var(--choir-color-primary);
    color: var(--choir-color-on-primary);
  }
  ${SMALL_SCREEN} {
    display: flex;
    width: 100%;
    button {
      flex: 1 1 auto;
      padding: 0 6px;
      font-size: 0.875rem;
    }
  }
`;
