/** Styles of "My works": the page (header, toolbar, list) and the edition card. */
import { css } from '@emotion/react';
import { SMALL_SCREEN } from '../styles/theme';

export { eyebrow } from '../styles/recipes';

export const header = css`
  display: grid;
  gap: 6px;
  margin-bottom: 24px;
  h1 {
    margin: 0;
    font-size: clamp(1.75rem, 3vw, 2.375rem);
    line-height: 1.15;
    letter-spacing: -0.02em;
  }
  p {
    margin: 0;
    max-width: 70ch;
    color: var(--choir-color-muted);
  }
`;

export const toolbar = css`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(180px, 1fr) auto;
  align-items: end;
  gap: 12px 16px;
  margin-bottom: 16px;
  ${SMALL_SCREEN} {
    grid-template-columns: minmax(0, 1fr);
  }
  label {
    display: grid;
    gap: 6px;
    min-width: 0;
    font-weight: 600;
    font-size: 0.9375rem;
  }
  input,
  select {
    min-width: 0;
    width: 100%;
  }
`;

export const field = css`
  min-height: 48px;
  padding: 0 14px;
  border: 1px solid var(--choir-color-border);
  border-radius: var(--choir-radius-small);
  background: var(--choir-color-surface);
  color: var(--choir-color-text);
  font: inherit;
  &:focus {
    outline: none;
    border-color: var(--choir-color-primary);
    box-shadow: 0 0 0 3px var(--choir-color-primary-soft);
  }
`;

export const searchBox = css`
  position: relative;
  svg {
    position: absolute;
    left: 14px;
    top: 50%;
    transform: translateY(-50%);
    color: var(--choir-color-muted);
    pointer-events: none;
  }
  input {
    width: 100%;
    padding-left: 44px;
  }
`;

export const list = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 500px), 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
  }
`;

/** Secondary text of the list: the summary line and the card details. */
export const muted = css`
  color: var(--choir-color-muted);
  font-size: 0.9375rem;
`;

export const summary = css`
  margin: 0 0 12px;
  ${muted};
`;

export const empty = css`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 48px 24px;
  border: 1px dashed var(--choir-color-border);
  border-radius: var(--choir-radius);
  text-align: center;
  color: var(--choir-color-muted);
`;

export const skeleton = css`
  height: 210px;
  border-radius: var(--choir-radius);
  background: linear-gradient(
    90deg,
    var(--choir-color-surface-muted) 0%,
    var(--choir-color-background) 50%,
    var(--choir-color-surface-muted) 100%
  );
  background-size: 200% 100%;
  animation: choir-shimmer 1.4s ease-in-out infinite;
  @keyframes choir-shimmer {
    to {
      background-position: -200% 0;
    }
  }
`;

export const spaced = css`
  margin-bottom: 16px;
`;

export const spacedSmall = css`
  margin-bottom: 12px;
`;

export const startAligned = css`
  justify-self: start;
`;

export const card = css`
  position: relative;
  display: grid;
  grid-template-columns: 118px minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  gap: 8px 20px;
  padding: 20px;
  border: 1px solid var(--choir-color-border);
  border-radius: var(--choir-radius);
  background: var(--choir-color-surface);
  box-shadow: var(--choir-shadow);
  ${SMALL_SCREEN} {
    grid-template-columns: 64px minmax(0, 1fr);
    gap: 10px 14px;
    padding: 16px;
  }
`;

/** A printed-score cover: cream paper, a frame, the title in a serif face. */
export const cover = css`
  grid-row: 1 / span 2;
  align-self: start;
  display: grid;
  align-content: space-between;
  aspect-ratio: 3 / 4;
  padding: 10px 9px;
  border: 1px solid var(--choir-color-cover-edge);
  border-radius: 4px;
  background: linear-gradient(160deg, var(--choir-color-cover) 0%, var(--choir-color-cover-end) 100%);
  box-shadow:
    inset 0 0 0 4px var(--choir-color-cover),
    inset 0 0 0 5px var(--choir-color-cover-rule);
  color: var(--choir-color-on-cover);
  font-family: Georgia, 'Times New Roman', serif;
  text-align: center;
  overflow: hidden;
  small {
    font-family: var(--choir-font-family);
    font-size: 0.5625rem;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: var(--choir-color-on-cover-muted);
  }
  strong {
    font-size: 0.875rem;
    line-height: 1.2;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  ${SMALL_SCREEN} {
    grid-row: 1;
    padding: 6px 5px;
    strong {
      font-size: 0.5625rem;
    }
    small {
      display: none;
    }
  }
`;

export const body = css`
  display: grid;
  gap: 8px;
  align-content: start;
  min-width: 0;
  ${SMALL_SCREEN} {
    &:last-of-type {
      grid-column: 1 / -1;
    }
  }
  h2 {
    margin: 0;
    font-size: 1.1875rem;
    line-height: 1.3;
  }
  p {
    margin: 0;
  }
`;

export const badges = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  min-height: 0;
  &:empty {
    display: none;
  }
`;

export const meta = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 14px;
  color: var(--choir-color-muted);
  font-size: 0.875rem;
`;

export const voiceChips = css`
  display: inline-flex;
  gap: 3px;
  abbr {
    display: inline-grid;
    place-items: center;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: var(--choir-color-background);
    border: 1px solid var(--choir-color-border);
    font-size: 0.6875rem;
    font-weight: 700;
    text-decoration: none;
    color: var(--choir-color-text);
  }
`;

export const priceRow = css`
  display: flex;
  align-items: baseline;
  gap: 10px;
  font-size: 1.125rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

/** The price before a sale, struck through beside the sale price. */
export const oldPrice = css`
  font-size: 0.9375rem;
  font-weight: 500;
  color: var(--choir-color-muted);
`;

export const actionRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: 4px;
`;

export const progressBlock = css`
  display: grid;
  gap: 4px;
  font-size: 0.875rem;
  color: var(--choir-color-muted);
  progress {
    width: 100%;
    height: 8px;
    appearance: none;
    border: none;
    border-radius: 999px;
    overflow: hidden;
    background: var(--choir-color-primary-soft);
    accent-color: var(--choir-color-primary);
  }
  progress::-webkit-progress-bar {
    background: var(--choir-color-primary-soft);
  }
  progress::-webkit-progress-value {
    background: var(--choir-color-primary);
    border-radius: 999px;
    transition: width 120ms linear;
  }
  span {
    font-variant-numeric: tabular-nums;
  }
`;

export const downloadedLine = css`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 0.9375rem;
  color: var(--choir-color-success);
  font-weight: 600;
`;

export const removeButton = css`
  width: 36px;
  height: 36px;
  color: var(--choir-color-muted);
`;
