import { css } from '@emotion/react';
import { plainButton } from '../styles/recipes';
import { SHORT_SCREEN, SMALL_SCREEN } from '../styles/theme';

/**
 * The player's widths beside NARROW_PLAYER (container queries on the player, so an embedded one
 * follows its own width): below 1024 px the toolbar's actions move into its menu; from 1680 px
 * they show their words.
 */
export const MEDIUM_PLAYER = '@container player (max-width: 1023px)';
export const ROOMY_PLAYER = '@container player (min-width: 1680px)';

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

/**
 * Stage mode: the player covers the screen (the host's full screen, or the page where the browser
 * has none), above whatever the page around it shows.
 */
export const stageShell = css`
  position: fixed;
  inset: 0;
  z-index: 1000;
  height: 100dvh;
  min-height: 0;
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

/** Words that show only where the player is roomy (the control keeps its accessible name). */
export const roomyText = css`
  display: none;
  ${ROOMY_PLAYER} {
    display: inline;
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
  justify-content: center;
  gap: 6px;
  /* A touch target of 44 px at least, as the icon alone is (where the player is not roomy). */
  min-width: 44px;
  min-height: 44px;
  padding: 0 8px;
  ${ROOMY_PLAYER} {
    padding: 0 10px;
  }
  ${plainButton};
  border-radius: var(--choir-radius-small);
  &:hover {
    background: var(--choir-color-primary-soft);
    color: var(--choir-color-primary);
  }
`;

/** The word before a value (zoom, tempo): says what the number is. */
export const valueCaption = css`
  color: var(--choir-color-muted);
  font-weight: 400;
`;
