import { css } from '@emotion/react';
import { type ColourTable, colours } from './scheme-tokens';

/**
 * The colour tokens every element draws with, `--choir-color-<name>`, in the light and the dark
 * scheme. Besides the core set: `inverse` (a dark toast on a light page), `media` (the frame around
 * video, dark in both), `brand` (the blue panels with text on them: the sign-in page, the start
 * page's welcome), `cover-*` (a work's sepia title page). A feature's own colours (the score's, the
 * learning screens') come with the feature (`schemeTokens`).
 *
 * The dark scheme (issue 36, a dim church): a deep blue-grey page, light text a little short of
 * white, and every accent lighter, so text keeps at least 4.5:1 on the surfaces it is drawn on.
 */
const COLOURS: ColourTable = {
  primary: ['#1d4ed8', '#7aa7ff'],
  'primary-hover': ['#1e40af', '#a5c3ff'],
  'primary-soft': ['#dbeafe', '#1f2f52'],
  'on-primary': ['#fff', '#0b1220'],
  text: ['#0f172a', '#e5e9f0'],
  muted: ['#475569', '#a3b1c6'],
  surface: ['#fff', '#161e2e'],
  'surface-muted': ['#f1f5f9', '#1e293b'],
  background: ['#f8fafc', '#0d1321'],
  border: ['#cbd5e1', '#354258'],
  hairline: ['rgb(15 23 42 / 0.12)', 'rgb(255 255 255 / 0.14)'],
  danger: ['#b91c1c', '#ff8a8a'],
  'danger-soft': ['#fee2e2', '#3b1518'],
  'on-danger': ['#fff', '#1a0a0b'],
  warning: ['#92400e', '#fbbf5a'],
  'warning-soft': ['#fef3c7', '#3a2a0c'],
  success: ['#166534', '#6ee7a0'],
  'success-soft': ['#dcfce7', '#0f2e1e'],
  caution: ['#d97706', '#fbbf24'],
  good: ['#15803d', '#4ade80'],
  focus: ['#2563eb', '#93c5fd'],
  inverse: ['#0f172a', '#e5e9f0'],
  'on-inverse': ['#fff', '#0d1321'],
  glass: ['rgb(255 255 255 / 0.92)', 'rgb(22 30 46 / 0.92)'],
  halo: ['#fff', '#0d1321'],
  backdrop: ['rgb(15 23 42 / 0.5)', 'rgb(2 6 15 / 0.7)'],
  media: ['#0f172a', '#000'],
  'on-media': ['#fff', '#f1f5f9'],
  brand: ['#1d4ed8', '#1e3a8a'],
  'brand-deep': ['#1e40af', '#172554'],
  'on-brand': ['#fff', '#eef2f8'],
  cover: ['#fbf7ee', '#2a2419'],
  'cover-end': ['#f1e9d6', '#211c13'],
  'cover-edge': ['#d8ceb8', '#4d4331'],
  'cover-rule': ['#c9b993', '#6b5c3f'],
  'on-cover': ['#4a3b1f', '#eadfc6'],
  'on-cover-muted': ['#7a6842', '#c5b38c'],
};

const lightTokens = css`
  ${colours(COLOURS, 0)}
  --choir-shadow: 0 1px 2px rgb(15 23 42 / 0.06), 0 8px 24px rgb(15 23 42 / 0.08);
  --choir-shadow-small: 0 1px 3px rgb(15 23 42 / 0.16);
  --choir-shadow-raised: 0 24px 64px rgb(15 23 42 / 0.28);
`;

const darkTokens = css`
  ${colours(COLOURS, 1)}
  --choir-shadow: 0 1px 2px rgb(0 0 0 / 0.4), 0 8px 24px rgb(0 0 0 / 0.3);
  --choir-shadow-small: 0 1px 3px rgb(0 0 0 / 0.5);
  --choir-shadow-raised: 0 24px 64px rgb(0 0 0 / 0.6);
`;

/**
 * Design tokens as `--choir-*` custom properties. They are declared on `:host`, so a host page
 * overrides any of them on the element (`choir-works { --choir-color-primary: #7c2d12 }`): outer
 * declarations win over `:host` rules.
 *
 * The scheme is the host's `data-theme`, which `useHostTheme` sets in the commit that inserts these
 * rules: no paint sees them without it, so no rule stands in for it (one for a dark device was
 * never drawn).
 * `color-scheme` goes on the root's children, not the host, whose computed `color-scheme` is the
 * host page's for the theme rule to read. A dark element paints its own background, so it reads on
 * a light page too (as a light one does where the host asks for light on a dark page).
 */
export const hostTokens = css`
  :host {
    ${lightTokens}
    --choir-font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    --choir-font-size: 16px;
    --choir-radius: 12px;
    --choir-radius-small: 8px;
    --choir-space: 8px;

    display: block;
    /* Inherited properties cross the shadow boundary: pin them so host CSS cannot leak in. */
    font-family: var(--choir-font-family);
    font-size: var(--choir-font-size);
    line-height: 1.5;
    color: var(--choir-color-text);
    text-align: left;
    letter-spacing: normal;
    word-spacing: normal;
    text-transform: none;
    font-style: normal;
    font-weight: 400;
    -webkit-font-smoothing: antialiased;
  }
  :host([data-theme='dark']) {
    ${darkTokens}
  }
  :host([data-theme='dark']),
  :host([theme='light']) {
    background: var(--choir-color-background);
  }
  :host([data-theme='light']) > * {
    color-scheme: light;
  }
  :host([data-theme='dark']) > * {
    color-scheme: dark;
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  :focus-visible {
    outline: 3px solid var(--choir-color-focus);
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    * {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Breakpoint between wide and small screens (requirements R2.9-R2.11): small screens get the compact navigation. */
/** The rounded, outlined button every pill, chip and toggle starts from (each sets its own size). */
export const pillBase = css`
  border: 1px solid var(--choir-color-border);
  border-radius: 999px;
  background: var(--choir-color-surface);
  color: var(--choir-color-text);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

export const SMALL_SCREEN = '@media (max-width: 767px)';
/** A phone held sideways (844 × 390, e.g. on a music stand): the player gives it all to score and transport. */
export const SHORT_SCREEN = '@media (max-height: 500px)';
/**
 * The player's own width, not the viewport's: embedded in a webshop column it is narrow on a wide
 * screen. Its shell declares the `player` container.
 */
export const NARROW_PLAYER = '@container player (max-width: 767px)';
