import { css } from '@emotion/react';
import type { ReactNode } from 'react';

const layout = css`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 48px 24px;
  background: var(--choir-color-background);
  & > * {
    width: min(1120px, 100%);
  }
  @media (max-width: 859px) {
    padding: 0;
    place-items: start stretch;
  }
`;

/** Auth layout of SPEC §2: the sign-in card alone, centred. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return <div css={layout}>{children}</div>;
}
