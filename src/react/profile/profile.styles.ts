import { css } from '@emotion/react';

/** A profile panel's list of rows (devices, kept topics): what the row is, then its action. */
export const rowList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px 16px;
    padding: 12px 0;
    border-bottom: 1px solid var(--choir-color-border);
  }
`;
