import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, Locale } from '../../../core/contract/api';
import { pathFor } from '../../../core/routing/routes';
import { AppLink } from '../../components/app-link';
import { Icon, type IconShape } from '../../components/icon';
import { chevronLeftIcon } from '../../components/icons/chevron-left';
import { closeIcon } from '../../components/icons/close';
import { doorIcon } from '../../components/icons/door';
import { helpIcon } from '../../components/icons/help';
import { libraryIcon } from '../../components/icons/library';
import { menuIcon } from '../../components/icons/menu';
import { musicIcon } from '../../components/icons/music';
import { searchIcon } from '../../components/icons/search';
import { settingsIcon } from '../../components/icons/settings';
import { userIcon } from '../../components/icons/user';
import { Logo } from '../../components/logo';
import { useCore } from '../../hooks/use-core';
import { searchInput } from '../../styles/recipes';
import { NotificationMenu, UserMenu } from './header-menus';
import { LanguageSwitch } from './language-switch';

/** Requirements R2.9, R9.15: the bar is 80 px high on wide screens and 48 px on small ones. */
export const NAV_HEIGHT_WIDE = 80;
export const NAV_HEIGHT_SMALL = 48;
const SMALL = '@media (max-width: 767px)';
const WIDE = '@media (min-width: 768px)';

const bar = css`
  position: sticky;
  top: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  gap: 16px;
  height: ${NAV_HEIGHT_WIDE}px;
  padding: 0 clamp(16px, 3vw, 32px);
  background: var(--choir-color-surface);
  border-bottom: 1px solid var(--choir-color-border);
  ${SMALL} {
    height: ${NAV_HEIGHT_SMALL}px;
    gap: 4px;
    padding: 0 4px;
  }
`;

const logoLink = css`
  color: var(--choir-color-text);
  text-decoration: none;
  border-radius: 8px;
`;

const iconButton = css`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: none;
  border-radius: 10px;
  background: transparent;
  color: var(--choir-color-text);
  cursor: pointer;
  text-decoration: none;
  &:hover {
    background: var(--choir-color-primary-soft);
  }
`;

const wideOnly = css`
  ${SMALL} {
    display: none !important;
  }
`;
const smallOnly = css`
  ${WIDE} {
    display: none !important;
  }
`;

const navLink = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 12px;
  border-radius: 10px;
  color: var(--choir-color-text);
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  border: none;
  background: none;
  font: inherit;
  cursor: pointer;
  &:hover {
    background: var(--choir-color-primary-soft);
  }
  &[aria-current='page'] {
    color: var(--choir-color-primary);
  }
  /* Between phone and large desktop the labels give way to icons (names stay for assistive tech). */
  @media (min-width: 768px) and (max-width: 1199px) {
    .label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
  }
`;

const searchForm = css`
  position: relative;
  flex: 1;
  min-width: 180px;
  max-width: 360px;
  margin-left: auto;
  input {
    ${searchInput};
    height: 44px;
    padding: 0 14px 0 40px;
    background: var(--choir-color-background);
  }
  span {
    position: absolute;
    left: 12px;
    top: 10px;
    color: var(--choir-color-muted);
  }
`;

const menuPanel = css`
  position: absolute;
  top: ${NAV_HEIGHT_SMALL}px;
  left: 0;
  right: 0;
  display: grid;
  padding: 8px;
  background: var(--choir-color-surface);
  border-bottom: 1px solid var(--choir-color-border);
  box-shadow: var(--choir-shadow);
  a,
  button {
    justify-content: flex-start;
    width: 100%;
    min-height: 48px;
  }
`;

export interface NavBarProps {
  locale: Locale;
  /** Where the small-screen back arrow leads: a learning element's topic, otherwise start. */
  backTo?: string | undefined;
  backLabel: string;
  onLanguage: (language: Language) => void;
  onSearch: (query: string) => void;
  initialQuery?: string;
  onOptions: () => void;
  onIntroduction: () => void;
  onVersion: () => void;
  /** The skip link, first in the banner so it is the first thing keyboard users reach. */
  skipLink?: ReactNode;
}

/** The navigation bar (requirements R2.9-R2.12). */
export function NavBar({
  locale,
  backTo,
  backLabel,
  onLanguage,
  onSearch,
  initialQuery = '',
  onOptions,
  onIntroduction,
  onVersion,
  skipLink,
}: NavBarProps) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [query, setQuery] = useState(initialQuery);
  const menuId = useId();
  const loggedIn = core.auth.isLoggedIn.value;

  useEffect(() => setQuery(initialQuery), [initialQuery]);

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setMenuOpen(false);
    onSearch(query.trim());
  }

  const logout = () => {
    setMenuOpen(false);
    void core.session.logout();
  };

  const menuAction = (shape: IconShape, label: string, run: () => void) => (
    <button
      type="button"
      css={navLink}
      onClick={() => {
        setMenuOpen(false);
        run();
      }}
    >
      <Icon shape={shape} size={20} />
      {label}
    </button>
  );
  const entries = (
    <>
      <AppLink css={navLink} to={pathFor('library', locale)} onClick={() => setMenuOpen(false)}>
        <Icon shape={libraryIcon} size={20} />
        <span className="label">{t('nav.library')}</span>
      </AppLink>
      <AppLink css={navLink} to={pathFor('works', locale)} onClick={() => setMenuOpen(false)}>
        <Icon shape={musicIcon} size={20} />
        <span className="label">{t('nav.myWorks')}</span>
      </AppLink>
      {loggedIn ? (
        <>
          <AppLink css={navLink} to={pathFor('profile', locale)} onClick={() => setMenuOpen(false)}>
            <Icon shape={userIcon} size={20} />
            <span className="label">{t('nav.profile')}</span>
          </AppLink>
          <button type="button" css={navLink} onClick={logout}>
            <Icon shape={doorIcon} size={20} />
            <span className="label">{t('nav.logout')}</span>
          </button>
        </>
      ) : (
        <AppLink css={navLink} to={pathFor('auth-login', locale)} onClick={() => setMenuOpen(false)}>
          <Icon shape={doorIcon} size={20} />
          <span className="label">{t('nav.login')}</span>
        </AppLink>
      )}
    </>
  );

  return (
    <header css={bar} part="nav">
      {skipLink}
      {backTo && (
        <AppLink css={[iconButton, smallOnly]} to={backTo} aria-label={backLabel}>
          <Icon shape={chevronLeftIcon} size={24} />
        </AppLink>
      )}
      <AppLink css={logoLink} to={pathFor('start', locale)} title={t('shell.toStart')}>
        <span
          css={[
            wideOnly,
            css`
              @media (max-width: 1439px) {
                small {
                  display: none;
                }
              }
            `,
          ]}
        >
          <Logo size={40} subtitle={t('app.tagline')} />
        </span>
        <span css={smallOnly}>
          <Logo size={30} />
        </span>
      </AppLink>
      <search css={[searchForm, wideOnly]}>
        <form css={[searchForm, wideOnly]} onSubmit={submitSearch}>
          <span>
            <Icon shape={searchIcon} size={20} />
          </span>
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('shell.searchPlaceholder')}
            aria-label={t('shell.searchLabel')}
          />
        </form>
      </search>
      <nav
        aria-label={t('shell.mainNavigation')}
        css={[
          wideOnly,
          css`
            display: flex;
            align-items: center;
            gap: 4px;
          `,
        ]}
      >
        {entries}
      </nav>
      <LanguageSwitch onChange={onLanguage} extraCss={wideOnly} />
      {loggedIn && (
        <div
          css={[
            wideOnly,
            css`
              display: flex;
              gap: 2px;
            `,
          ]}
        >
          <NotificationMenu locale={locale} />
          <UserMenu
            locale={locale}
            onOptions={onOptions}
            onIntroduction={onIntroduction}
            onVersion={onVersion}
          />
        </div>
      )}
      <div
        css={[
          smallOnly,
          css`
            margin-left: auto;
            display: flex;
          `,
        ]}
      >
        <AppLink css={iconButton} to={pathFor('search', locale)} aria-label={t('nav.search')}>
          <Icon shape={searchIcon} size={24} />
        </AppLink>
        <button
          type="button"
          css={iconButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t('shell.closeMenu') : t('shell.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon shape={menuOpen ? closeIcon : menuIcon} size={24} />
        </button>
      </div>
      {menuOpen && (
        <nav id={menuId} css={[menuPanel, smallOnly]} aria-label={t('shell.mainNavigation')}>
          {entries}
          {menuAction(settingsIcon, t('shell.options'), onOptions)}
          {menuAction(helpIcon, t('menus.introduction'), onIntroduction)}
          <LanguageSwitch
            onChange={(language) => {
              setMenuOpen(false);
              onLanguage(language);
            }}
            extraCss={css`
              justify-self: start;
              margin: 8px 12px;
            `}
          />
        </nav>
      )}
    </header>
  );
}
