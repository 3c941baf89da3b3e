import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../components/app-link';
import { Icon } from '../components/icon';
import { arrowLeftIcon } from '../components/icons/arrow-left';
import { SHORT_SCREEN } from '../styles/theme';
import './texts';

const NARROW_BACK = '@container player (max-width: 1099px)';

const bar = css`
  display: flex;
  align-items: center;
  /* The controls snug (each a 44 px target), so the title keeps its room from 1024 px on. */
  gap: 4px;
  min-height: 56px;
  /* Below: room for the second line's two lines, the bar as tall as before (the app page's draft). */
  padding: 6px clamp(8px, 2vw, 20px) 1px;
  border-bottom: 1px solid var(--choir-color-border);
  background: var(--choir-color-surface);
  ${SHORT_SCREEN} {
    min-height: 48px;
    padding-block: 2px;
  }
`;

const back = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  flex: none;
  min-height: 44px;
  padding: 0 12px 0 6px;
  border-radius: var(--choir-radius-small);
  color: var(--choir-color-primary);
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: var(--choir-color-primary-soft);
  }
  /* The title needs the room below 1100 px: the arrow alone leads back (named by its label). */
  ${NARROW_BACK} {
    padding: 0 8px;
    span {
      display: none;
    }
  }
  ${SHORT_SCREEN} {
    padding: 0 8px;
    span {
      display: none;
    }
  }
`;

const heading = css`
  flex: 1;
  min-width: 0;
  /* 8 px from the back link, as the app page's draft has it. */
  margin-left: 4px;
  display: grid;
  /* The version badge shows where the title has room (versionBadge). */
  container: player-title / inline-size;
  h1 {
    margin: 0;
    font-size: 1.0625rem;
    line-height: 1.25;
    /* A title still unknown keeps its line. */
    min-height: 1.25em;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  /* The second line (composers, or the part) wraps onto a line of its own rather than being cut:
     always two lines high, so the bar keeps its height from part to part. */
  p {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0;
    font-size: 0.8125rem;
    line-height: 1.15;
    color: var(--choir-color-muted);
    min-height: 2.3em;
  }
  p > span:first-of-type {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    /* Longer than two lines (a narrow phone): cut with "…", whole in its tooltip. */
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
  ${SHORT_SCREEN} {
    p {
      display: none;
    }
  }
`;

/** The edition's version, a badge of the second line where the title has 400 px (the about dialogs give it too). */
export const versionBadge = css`
  display: none;
  @container player-title (min-width: 400px) {
    display: inline-flex;
  }
`;

export interface PlayerTitleBarProps {
  backTo: string;
  title: string;
  /** Composers, or the part shown; a blank line keeps its height while it is not known yet. */
  subtitle: string;
  badges?: ReactNode;
  /** The player's controls, after the title. */
  children?: ReactNode;
}

/**
 * The player's top bar: back to my works, the work's title and its second line, then whatever
 * controls it is given. The opening edition shows it bare, so the title stands where the player
 * will keep it (the app page draws the same bar before the bundle: demo/index.html).
 */
export function PlayerTitleBar({ backTo, title, subtitle, badges, children }: PlayerTitleBarProps) {
  const { t } = useTranslation();
  return (
    <header css={bar} part="toolbar">
      <AppLink to={backTo} css={back} aria-label={t('player.backToWorks')}>
        <Icon shape={arrowLeftIcon} />
        <span>{t('player.backToWorks')}</span>
      </AppLink>
      <div css={heading}>
        <h1>{title}</h1>
        <p>
          <span title={subtitle || undefined}>{subtitle || '\u00a0'}</span>
          {badges}
        </p>
      </div>
      {children}
    </header>
  );
}
