import { css } from '@emotion/react';
import { NARROW_PLAYER, SHORT_SCREEN, SMALL_SCREEN } from '../styles/theme';

export const shell = css`
  container: player / inline-size;
  display: flex;
  flex-direction: column;
  /* The app's player layout gives the height left under the navigation bar and the offline banner. */
  flex: 1;
  min-height: 480px;
  background: var(--choir-color-background);
  /* Held sideways the navigation bar is hidden (immersive layout): score and transport fill the screen. */
  ${SHORT_SCREEN} {
    min-height: 0;
  }
`;

export const embeddedShell = css`
  height: 100%;
  min-height: 560px;
  /* The host page gives the height, on phones too (the app's own rule above uses the viewport). */
  ${SMALL_SCREEN} {
    height: 100%;
  }
  ${SHORT_SCREEN} {
    height: 100%;
  }
`;

export const banner = css`
  padding: 8px clamp(10px, 2vw, 20px);
  border-bottom: 1px solid var(--choir-color-border);
  background: var(--choir-color-surface);
`;

export const stageBox = css`
  position: relative;
  flex: 1;
  min-height: 0;
  display: flex;
`;

export const loadingStage = css`
  flex: 1;
  display: grid;
  place-items: center;
  background: var(--choir-color-score-desk);
  color: var(--choir-color-muted);
`;

export const hideOnPhones = css`
  ${NARROW_PLAYER} {
    display: none;
  }
`;

export const keyboardHint = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;
