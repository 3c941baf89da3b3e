/** Styles of the programmes section of My works. */
import { css } from '@emotion/react';
import { focusRing, inputBox, outlinedSurface } from '../../styles/recipes';
import { SMALL_SCREEN } from '../../styles/theme';

export const section = css`
  display: grid;
  gap: 16px;
  /* After the list of works, before the storage panel. */
  margin: 40px 0 32px;
  h2 {
    margin: 0;
    font-size: 1.375rem;
  }
  > p {
    margin: 0;
    color: var(--choir-color-muted);
  }
`;

export const createRow = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 12px;
  align-items: end;
  max-width: 640px;
  ${SMALL_SCREEN} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const label = css`
  display: grid;
  gap: 6px;
  min-width: 0;
  font-weight: 600;
  font-size: 0.9375rem;
`;

export const input = css`
  ${inputBox};
  min-height: 48px;
  padding: 0 14px;
  width: 100%;
  min-width: 0;
  &:focus {
    ${focusRing};
  }
`;

export const textarea = css`
  ${input};
  min-height: 96px;
  padding: 10px 14px;
  resize: vertical;
`;

export const cards = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const card = css`
  ${outlinedSurface};
  display: grid;
  gap: 10px;
  padding: 16px;
  min-width: 0;
  h3 {
    margin: 0;
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }
`;

export const cardMeta = css`
  margin: 0;
  color: var(--choir-color-muted);
  font-size: 0.9375rem;
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export const editor = css`
  ${outlinedSurface};
  display: grid;
  gap: 16px;
  padding: clamp(16px, 3vw, 24px);
`;

export const fieldsRow = css`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(160px, 1fr);
  gap: 12px 16px;
  ${SMALL_SCREEN} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const itemList = css`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: item;
`;

export const itemsBlock = css`
  display: grid;
  gap: 6px;
  > span {
    font-weight: 600;
    font-size: 0.9375rem;
  }
`;

export const itemRow = css`
  display: grid;
  grid-template-columns: 2ch minmax(0, 1fr) auto;
  gap: 4px 12px;
  align-items: center;
  ${SMALL_SCREEN} {
    grid-template-columns: 2ch minmax(0, 1fr);
    > :last-child {
      grid-column: 2;
      justify-self: end;
    }
  }
  padding: 8px 8px 8px 12px;
  border: 1px solid var(--choir-color-border);
  border-radius: var(--choir-radius-small);
  background: var(--choir-color-surface);
  &::before {
    counter-increment: item;
    content: counter(item) '.';
    color: var(--choir-color-muted);
    font-variant-numeric: tabular-nums;
  }
`;

export const itemTitle = css`
  display: grid;
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;
  small {
    color: var(--choir-color-muted);
  }
`;

export const previewNote = css`
  color: var(--choir-color-warning);
  font-weight: 600;
`;

export const itemButtons = css`
  display: flex;
  gap: 4px;
`;

export const addRow = css`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(140px, 1fr) auto;
  gap: 12px;
  align-items: end;
  ${SMALL_SCREEN} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const progress = css`
  width: 100%;
  height: 8px;
  accent-color: var(--choir-color-primary);
`;

/** The play link looks like the primary button. */
export const playLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 1.25em;
  border-radius: var(--choir-radius-small);
  background: var(--choir-color-primary);
  color: var(--choir-color-on-primary);
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: var(--choir-color-primary-hover);
  }
`;

export const keepBox = css`
  display: grid;
  gap: 6px;
`;

/** The last action of a row, at its far end (delete, away from the others). */
export const pushedEnd = css`
  margin-left: auto;
`;
