import { css } from '@emotion/react';
import { plainButton } from '../../styles/recipes';

export const palette = css`
  border-bottom: 1px solid var(--choir-color-border);
  background: var(--choir-color-surface);
  color: var(--choir-color-text);
  font-size: 0.875rem;
`;

/** The tools: wrapped where the player is wide, one row that scrolls sideways on a phone (the score keeps its height). */
export const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  padding: 4px 12px;
  @container player (max-width: 699px) {
    flex-wrap: nowrap;
    overflow-x: auto;
    scrollbar-width: thin;
    & > * {
      flex: none;
    }
  }
`;

export const group = css`
  display: flex;
  align-items: center;
  gap: 2px;
`;

export const tool = css`
  ${plainButton};
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-width: 44px;
  min-height: 44px;
  padding: 0 8px;
  border-radius: var(--choir-radius-small);
  &:hover {
    background: var(--choir-color-primary-soft);
  }
  &[aria-pressed='true'] {
    background: var(--choir-color-primary);
    color: var(--choir-color-on-primary);
  }
  &:disabled {
    opacity: 0.4;
  }
`;

/** The tools' words only where the player is wide. */
export const toolWord = css`
  @container player (max-width: 1279px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
`;

export const swatch = css`
  ${plainButton};
  width: 32px;
  height: 32px;
  margin: 6px 2px;
  border-radius: 50%;
  border: 2px solid var(--choir-color-border);
  &[aria-pressed='true'] {
    outline: 3px solid var(--choir-color-primary);
    outline-offset: 2px;
  }
`;

export const field = css`
  min-height: 36px;
  padding: 0 8px;
  border: 1px solid var(--choir-color-border);
  border-radius: var(--choir-radius-small);
  background: var(--choir-color-background);
  color: var(--choir-color-text);
  font: inherit;
`;

export const check = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
    accent-color: var(--choir-color-primary);
  }
`;

export const note = css`
  margin: 0;
  padding: 0 12px 6px;
  color: var(--choir-color-muted);
`;
