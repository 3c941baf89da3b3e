import { css } from '@emotion/react';

/** While a lazy area loads in an embedded element (its texts come with it, so this shows no words). */
export function AreaLoading() {
  return (
    <div
      aria-busy="true"
      css={css`
        min-height: 240px;
        background: var(--choir-color-background);
      `}
    />
  );
}
