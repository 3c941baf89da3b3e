import { css } from '@emotion/react';

/**
 * Design tokens as `--choir-*` custom properties. They are declared on `:host`, so a host page
 * overrides any of them on the element (`choir-works { --choir-color-primary: #7c2d12 }`): outer
 * declarations win over `:host` rules.
 */
export const hostTokens = css`
  :host {
    --choir-color-primary: #1d4ed8;
    --choir-color-primary-hover: #1e40af;
    --choir-color-primary-soft: #dbeafe;
    --choir-color-on-primary: #ffffff;
    --choir-color-text: #0f172a;
    --choir-color-muted: #475569;
    --choir-color-surface: #ffffff;
    --choir-color-background: #f8fafc;
    --choir-color-border: #cbd5e1;
    --choir-color-danger: #b91c1c;
    --choir-color-danger-soft: #fee2e2;
    --choir-color-warning: #92400e;
    --choir-color-warning-soft: #fef3c7;
    --choir-color-success: #166534;
    --choir-color-success-soft: #dcfce7;
    --choir-color-focus: #2563eb;
    --choir-font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    --choir-font-size: 16px;
    --choir-radius: 12px;
    --choir-radius-small: 8px;
    --choir-space: 8px;
    --choir-shadow: 0 1px 2px rgb(15 23 42 / 0.06), 0 8px 24px rgb(15 23 42 / 0.08);

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
