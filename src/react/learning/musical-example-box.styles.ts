/**
 * The musical example's box, which its placeholder holds while the example's code loads: apart from
 * the example's other styles, so that a lesson's first view carries only these.
 */
import { css } from '@emotion/react';

export const box = css`
  display: grid;
  gap: 0;
  overflow: hidden;
`;

/** The placeholder while the example loads. */
export const loadingBox = css`
  min-height: 240px;
`;
