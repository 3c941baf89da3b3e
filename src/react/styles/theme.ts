import { css } from '@emotion/react';

/**
 * The colour tokens of the light scheme. Besides the core set: `inverse` (a dark toast on a light
 * page), `media` (the frame around video, dark in both schemes), `brand` (the blue panels with text
 * on them: the sign-in page, the start page's welcome), `score-*` (the player's desk, paper and ink)
 * and the highlighter's colours, `cover-*` (the sepia title page of a work).
 */
const lightColours = css`
  --choir-color-primary: #1d4ed8;
  --choir-color-primary-hover: #1e40af;
  --choir-color-primary-soft: #dbeafe;
  --choir-color-on-primary: #ffffff;
  --choir-color-text: #0f172a;
  --choir-color-muted: #475569;
  --choir-color-surface: #ffffff;
  --choir-color-surface-muted: #f1f5f9;
  --choir-color-background: #f8fafc;
  --choir-color-border: #cbd5e1;
  --choir-color-hairline: rgb(15 23 42 / 0.12);
  --choir-color-danger: #b91c1c;
  --choir-color-danger-soft: #fee2e2;
  --choir-color-on-danger: #ffffff;
  --choir-color-warning: #92400e;
  --choir-color-warning-soft: #fef3c7;
  --choir-color-success: #166534;
  --choir-color-success-soft: #dcfce7;
  --choir-color-caution: #d97706;
  --choir-color-good: #15803d;
  --choir-color-focus: #2563eb;
  --choir-color-inverse: #0f172a;
  --choir-color-on-inverse: #ffffff;
  --choir-color-glass: rgb(255 255 255 / 0.92);
  --choir-color-halo: #ffffff;
  --choir-color-backdrop: rgb(15 23 42 / 0.5);
  --choir-color-media: #0f172a;
  --choir-color-on-media: #ffffff;
  --choir-color-brand: #1d4ed8;
  --choir-color-brand-deep: #1e40af;
  --choir-color-on-brand: #ffffff;
  --choir-color-score-desk: #e9edf3;
  --choir-color-score-paper: #ffffff;
  --choir-color-score-ink: #000000;
  --choir-color-highlight-bar: #fde68a;
  --choir-color-highlight-bar-edge: #f59e0b;
  --choir-color-highlight-note: #c2410c;
  --choir-color-voice: #1d4ed8;
  --choir-color-cover: #fbf7ee;
  --choir-color-cover-end: #f1e9d6;
  --choir-color-cover-edge: #d8ceb8;
  --choir-color-cover-rule: #c9b993;
  --choir-color-on-cover: #4a3b1f;
  --choir-color-on-cover-muted: #7a6842;
  --choir-color-type-text: #1e40af;
  --choir-color-type-text-soft: #dbeafe;
  --choir-color-type-video: #9a3412;
  --choir-color-type-video-soft: #ffedd5;
  --choir-color-type-exercise: #166534;
  --choir-color-type-exercise-soft: #dcfce7;
  --choir-color-type-example: #6b21a8;
  --choir-color-type-example-soft: #f3e8ff;
  --choir-color-se: #1e3a8a;
  --choir-color-se-logo: #1e3a8a;
  --choir-color-se-seal: #c81e1e;
  --choir-color-se-accent: #c81e1e;
  --choir-color-se-soft: #e0e7ff;
  --choir-color-se-band: #eff4ff;
  --choir-color-se-band-end: #fff1f1;
  --choir-color-shade: #0f172a;
  --choir-shadow: 0 1px 2px rgb(15 23 42 / 0.06), 0 8px 24px rgb(15 23 42 / 0.08);
  --choir-shadow-small: 0 1px 3px rgb(15 23 42 / 0.16);
  --choir-shadow-raised: 0 24px 64px rgb(15 23 42 / 0.28);
`;

/**
 * The dark scheme (issue 36, a dim church): a deep blue-grey page, light text a little short of white,
 * and every accent lighter, so text keeps at least 4.5:1 on the surfaces it is drawn on. The score is
 * light ink on dark paper; the highlighter a dim amber that light notes still read on.
 */
const darkColours = css`
  --choir-color-primary: #7aa7ff;
  --choir-color-primary-hover: #a5c3ff;
  --choir-color-primary-soft: #1f2f52;
  --choir-color-on-primary: #0b1220;
  --choir-color-text: #e5e9f0;
  --choir-color-muted: #a3b1c6;
  --choir-color-surface: #161e2e;
  --choir-color-surface-muted: #1e293b;
  --choir-color-background: #0d1321;
  --choir-color-border: #354258;
  --choir-color-hairline: rgb(255 255 255 / 0.14);
  --choir-color-danger: #ff8a8a;
  --choir-color-danger-soft: #3b1518;
  --choir-color-on-danger: #1a0a0b;
  --choir-color-warning: #fbbf5a;
  --choir-color-warning-soft: #3a2a0c;
  --choir-color-success: #6ee7a0;
  --choir-color-success-soft: #0f2e1e;
  --choir-color-caution: #fbbf24;
  --choir-color-good: #4ade80;
  --choir-color-focus: #93c5fd;
  --choir-color-inverse: #e5e9f0;
  --choir-color-on-inverse: #0d1321;
  --choir-color-glass: rgb(22 30 46 / 0.92);
  --choir-color-halo: #0d1321;
  --choir-color-backdrop: rgb(2 6 15 / 0.7);
  --choir-color-media: #000000;
  --choir-color-on-media: #f1f5f9;
  --choir-color-brand: #1e3a8a;
  --choir-color-brand-deep: #172554;
  --choir-color-on-brand: #eef2f8;
  --choir-color-score-desk: #070b13;
  --choir-color-score-paper: #121a28;
  --choir-color-score-ink: #dde3ec;
  --choir-color-highlight-bar: #5b4410;
  --choir-color-highlight-bar-edge: #d08a12;
  --choir-color-highlight-note: #ffb072;
  --choir-color-voice: #8fb8ff;
  --choir-color-cover: #2a2419;
  --choir-color-cover-end: #211c13;
  --choir-color-cover-edge: #4d4331;
  --choir-color-cover-rule: #6b5c3f;
  --choir-color-on-cover: #eadfc6;
  --choir-color-on-cover-muted: #c5b38c;
  --choir-color-type-text: #9dbcff;
  --choir-color-type-text-soft: #1c2a4a;
  --choir-color-type-video: #fdba74;
  --choir-color-type-video-soft: #3a2210;
  --choir-color-type-exercise: #86efac;
  --choir-color-type-exercise-soft: #12301f;
  --choir-color-type-example: #d8b4fe;
  --choir-color-type-example-soft: #2e1a47;
  --choir-color-se: #a9bcff;
  --choir-color-se-logo: #2c4aa8;
  --choir-color-se-seal: #c62f2f;
  --choir-color-se-accent: #ff8f8f;
  --choir-color-se-soft: #1f2a4d;
  --choir-color-se-band: #14203c;
  --choir-color-se-band-end: #2a1620;
  --choir-color-shade: #000000;
  --choir-shadow: 0 1px 2px rgb(0 0 0 / 0.4), 0 8px 24px rgb(0 0 0 / 0.3);
  --choir-shadow-small: 0 1px 3px rgb(0 0 0 / 0.5);
  --choir-shadow-raised: 0 24px 64px rgb(0 0 0 / 0.6);
`;

/**
 * Design tokens as `--choir-*` custom properties. They are declared on `:host`, so a host page
 * overrides any of them on the element (`choir-works { --choir-color-primary: #7c2d12 }`): outer
 * declarations win over `:host` rules.
 *
 * The scheme is the host's `data-theme` (set by `useHostTheme`); before it is set, the device's.
 * `color-scheme` goes on the root's children, not the host, whose computed `color-scheme` is the
 * host page's for the theme rule to read. A dark element paints its own background, so it reads on
 * a light page too (as a light one does where the host asks for light on a dark page).
 */
export const hostTokens = css`
  :host {
    ${lightColours}
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
    ${darkColours}
    background: var(--choir-color-background);
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([data-theme])) {
      ${darkColours}
      background: var(--choir-color-background);
    }
  }
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
