import { css } from '@emotion/react';
import type { ScreenProps } from '../components/screen-props';
import { ToolsScreen } from './tools-screen';

/** The `/{locale}/tools` route: the practice tools in the page's content column. */
export function ToolsRouteScreen(_props: ScreenProps) {
  return (
    <main
      css={css`
        max-width: 1200px;
        margin: 0 auto;
        padding: 24px clamp(12px, 3vw, 32px) 40px;
      `}
    >
      <ToolsScreen />
    </main>
  );
}
