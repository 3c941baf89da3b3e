import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../core/contract/api';
import { appChromeHidden } from '../../../core/player/app-chrome';
import { SHORT_SCREEN } from '../../styles/theme';
import { Footer } from '../chrome/footer';
import { NavBar, type NavBarProps } from '../chrome/nav-bar';
import { OfflineBanner } from '../chrome/offline-banner';

const page = css`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: var(--choir-color-background);
`;

const skip = css`
  position: absolute;
  left: 12px;
  top: -60px;
  z-index: 60;
  padding: 10px 14px;
  border-radius: 8px;
  background: var(--choir-color-primary);
  color: var(--choir-color-on-primary);
  font-weight: 600;
  &:focus {
    top: 12px;
  }
`;

/** Moves focus to the screen's main landmark (an in-page link cannot point into a shadow root). */
function focusMain(event: MouseEvent<HTMLButtonElement>) {
  const root = event.currentTarget.getRootNode() as ParentNode;
  const main = root.querySelector<HTMLElement>('main');
  if (!main) return;
  main.tabIndex = -1;
  main.focus();
}

/**
 * The player fills the screen below the navigation bar and the offline banner, when shown (so the
 * banner never pushes the transport off the screen); on a phone held sideways its own toolbar
 * leads back and the navigation bar steps aside.
 */
const immersivePage = css`
  height: 100dvh;
  min-height: 0;
  & > #content {
    flex: 1;
    min-height: 0;
    display: flex;
    flex-direction: column;
  }
  ${SHORT_SCREEN} {
    & > [part='nav'] {
      display: none;
    }
  }
`;

/** The player's stage mode: nothing but the screen's content (core/player/stage.ts). */
const chromeHidden = css`
  & > :not(#content) {
    display: none;
  }
`;

export const content = css`
  flex: 1;
  width: 100%;
  outline: none;
`;

/**
 * With a footer, the content fills at least the first screen: the footer starts below it and never
 * jumps down through the viewport when a screen's content arrives (layout shift, issue 15).
 */
const contentAboveFooter = css`
  min-height: 100vh;
`;

export interface DefaultLayoutProps extends Omit<NavBarProps, 'locale'> {
  locale: Locale;
  supportMail: string;
  /** Narrow reading column for text pages (the "simple" layout). */
  narrow?: boolean;
  /** A bar under the navigation (the learning-element layout puts its drawer button there). */
  toolbar?: ReactNode;
  footer?: boolean;
  /** The screen takes the whole height of a short (landscape phone) screen, without the navigation bar. */
  immersive?: boolean;
  children: ReactNode;
}

/** Default layout (requirements R2.6): navigation bar, content, footer (toast and dialogs live in the shell). */
export function DefaultLayout({
  locale,
  supportMail,
  narrow = false,
  toolbar,
  footer = true,
  immersive = false,
  children,
  ...nav
}: DefaultLayoutProps) {
  useSignals();
  const { t } = useTranslation();
  const bare = appChromeHidden.value;
  return (
    <div css={[page, immersive && immersivePage, bare && chromeHidden]}>
      <NavBar
        locale={locale}
        {...nav}
        skipLink={
          <button type="button" css={skip} onClick={focusMain}>
            {t('shell.skipToContent')}
          </button>
        }
      />
      <OfflineBanner />
      {toolbar}
      <div
        id="content"
        tabIndex={-1}
        css={[
          content,
          footer && contentAboveFooter,
          narrow &&
            css`
              max-width: 760px;
              margin: 0 auto;
              padding: 32px 20px 48px;
            `,
        ]}
      >
        {children}
      </div>
      {footer && <Footer locale={locale} supportMail={supportMail} />}
    </div>
  );
}
