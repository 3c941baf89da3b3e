import { css } from '@emotion/react';
import { pillBase, SMALL_SCREEN } from '../styles/theme';

/** Styles shared by the practice tools (all colours from the `--choir-*` tokens). */

import { eyebrow, pressedTint, segmentBar } from '../styles/recipes';

export { raisedCard as card } from '../styles/recipes';

export const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

export const toolbarDivider = css`
  width: 1px;
  align-self: stretch;
  min-height: 28px;
  background: var(--choir-color-border);
  @media (max-width: 600px) {
    display: none;
  }
`;

/** A pill that switches one tool on or off (`aria-pressed`). */
export const toggle = css`
  ${pillBase};
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 0 14px;
  font-size: 0.9375rem;
  ${pressedTint('var(--choir-color-primary-hover)')};
  svg {
    flex: none;
  }
  @media (max-width: 600px) {
    min-height: 36px;
    padding: 0 12px;
    font-size: 0.875rem;
  }
`;

export const fieldLabel = css`
  ${eyebrow};
  letter-spacing: 0.04em;
  color: var(--choir-color-muted);
`;

/** A row of radio buttons drawn as one segmented control (native radios: arrow keys work). */
export const segmented = css`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
  margin: 0;
  ${segmentBar};
  /* Round ends on one row (34 px options + 2 × 4 px), a rounded box when the options wrap. */
  border-radius: 21px;
  label {
    position: relative;
    display: inline-flex;
  }
  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    margin: 0;
    cursor: pointer;
  }
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 40px;
    min-height: 34px;
    padding: 0 12px;
    border-radius: 999px;
    font-size: 0.9375rem;
    font-weight: 600;
    color: var(--choir-color-muted);
    transition: background-color 120ms, color 120ms;
  }
  label:hover span {
    color: var(--choir-color-text);
  }
  input:checked + span {
    background: var(--choir-color-primary);
    color: var(--choir-color-on-primary);
  }
  input:focus-visible + span {
    outline: 3px solid var(--choir-color-focus);
    outline-offset: 2px;
  }
  /* Tighter on a phone, so the longest labels (German: Aus / Nebeneinander / Überlagert, French:
     Désactivée / Côte à côte / Superposée) keep one row; each label stays whole where they cannot. */
  ${SMALL_SCREEN} {
    span {
      white-space: nowrap;
      padding: 0 8px;
      font-size: 0.875rem;
    }
  }
`;

export const range = css`
  width: 100%;
  min-width: 0;
  height: 28px;
  margin: 0;
  accent-color: var(--choir-color-primary);
  cursor: pointer;
`;

export const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 1px solid var(--choir-color-border);
  border-radius: 50%;
  background: var(--choir-color-surface);
  color: var(--choir-color-text);
  font: inherit;
  font-size: 1.25rem;
  font-weight: 600;
  line-height: 1;
  cursor: pointer;
  &:hover {
    border-color: var(--choir-color-primary);
    color: var(--choir-color-primary);
  }
  &[aria-pressed='true'] {
    border-color: var(--choir-color-primary);
    background: var(--choir-color-primary);
    color: var(--choir-color-on-primary);
  }
`;

/**
 * The 16:9 area a video, the practice canvas and the overlays share; never taller than
 * `--choir-stage-height` where the tools set it (`use-stage-fit.ts`), centred then.
 */
export const stage = css`
  position: relative;
  width: 100%;
  max-width: calc(var(--choir-stage-height) * 16 / 9);
  margin-inline: auto;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: var(--choir-radius-small);
  background: var(--choir-color-media);
  video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/** Overlays in front of the stage's picture (and of the camera overlay): clicks pass through. */
export const foregroundLayer = css`
  position: absolute;
  inset: 0;
  z-index: 2;
  pointer-events: none;
  button {
    pointer-events: auto;
  }
`;
