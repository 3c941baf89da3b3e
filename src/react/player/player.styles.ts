import { css } from '@emotion/react';
import { plainButton } from '../styles/recipes';
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
  background: #e9edf3;
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

/** A toolbar button with an icon and, where there is room, its word (the Rehearse menu's too). */
export const toolButton = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 10px;
  ${plainButton};
  border-radius: var(--choir-radius-small);
  &:hover {
    background: var(--choir-color-primary-soft);
    color: var(--choir-color-primary);
  }
`;
