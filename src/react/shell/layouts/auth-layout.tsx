import { css } from '@emotion/react';
import type { ReactNode } from 'react';

const layout = css`
  min-height: 100vh;
  display: grid;
  place-items: center;
  align-content: center;
  gap: 12px;
  padding: 24px;
  background: var(--choir-color-background);
  & > * {
    width: min(1120px, 100%);
  }
  @media (max-width: 859px) {
    padding: 0;
    place-items: start stretch;
    align-content: start;
    gap: 0;
  }
`;

const cornerRow = css`
  display: flex;
  justify-content: flex-end;
  @media (max-width: 859px) {
    padding: 8px 12px 0;
    background: var(--choir-color-surface);
  }
`;

/** Auth layout (requirements R2.8): the sign-in card alone, centred, with a language switch above it. */
export function AuthLayout({ children, corner }: { children: ReactNode; corner?: ReactNode }) {
  return (
    <div css={layout}>
      {/* A landmark of its own, so nothing on the page lies outside one. */}
      {corner && <header css={cornerRow}>{corner}</header>}
      {children}
    </div>
  );
}
