import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../core/contract/api';
import { pathFor } from '../../../core/routing/routes';
import { AppLink } from '../../components/app-link';
import { Icon } from '../../components/icon';
import { bellIcon } from '../../components/icons/bell';
import { doorIcon } from '../../components/icons/door';
import { helpIcon } from '../../components/icons/help';
import { infoIcon } from '../../components/icons/info';
import { libraryIcon } from '../../components/icons/library';
import { settingsIcon } from '../../components/icons/settings';
import { userIcon } from '../../components/icons/user';
import { PopoverMenu } from '../../components/popover-menu';
import { useCore } from '../../hooks/use-core';
import { menuRow } from '../../styles/recipes';

const trigger = css`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: var(--choir-color-text);
  cursor: pointer;
  &:hover {
    background: var(--choir-color-primary-soft);
  }
`;

const badge = css`
  position: absolute;
  top: 4px;
  right: 2px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 999px;
  background: var(--choir-color-danger);
  color: var(--choir-color-on-danger);
  font-size: 12px;
  font-weight: 700;
  line-height: 20px;
`;

const avatar = css`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: var(--choir-color-primary);
  color: var(--choir-color-on-primary);
  font-weight: 700;
  font-size: 0.875rem;
`;

const heading = css`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  padding: 6px 8px 10px;
  font-weight: 700;
  button {
    border: none;
    background: none;
    color: var(--choir-color-primary);
    font: inherit;
    font-size: 0.875rem;
    cursor: pointer;
  }
`;

const list = css`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: 10px;
    padding: 10px 8px;
    border-radius: 8px;
    font-size: 0.9375rem;
    line-height: 1.4;
  }
  li[data-unread='true']::before {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    margin-top: 7px;
    border-radius: 50%;
    background: var(--choir-color-primary);
  }
`;

const item = menuRow(10, 44);

const NOTIFICATIONS = ['n1', 'n2', 'n3', 'n4', 'n5', 'n6'] as const;

/** Notifications that lead somewhere: the seats advert opens the profile's seats panel. */
const NOTIFICATION_TARGETS: Partial<Record<(typeof NOTIFICATIONS)[number], (locale: Locale) => string>> = {
  n3: (locale) => `${pathFor('profile', locale)}#seats`,
};

const notificationLink = css`
  color: inherit;
  text-decoration-color: var(--choir-color-primary);
`;

/** Notification menu with sample content (requirements R2.24: placeholder with badge 6), marking read works. */
export function NotificationMenu({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const [unread, setUnread] = useState<number>(NOTIFICATIONS.length);
  return (
    <PopoverMenu
      label={unread > 0 ? `${t('menus.notifications')}: ${unread}` : t('menus.notifications')}
      triggerCss={trigger}
      trigger={
        <>
          <Icon shape={bellIcon} size={24} />
          {unread > 0 && (
            <span css={badge} aria-hidden="true">
              {unread}
            </span>
          )}
        </>
      }
    >
      {(close) => (
        <>
          <div css={heading}>
            <span>
              {t('menus.notifications')} · {t('menus.unread', { count: unread })}
            </span>
            {unread > 0 && (
              <button type="button" onClick={() => setUnread(0)}>
                {t('menus.markAllRead')}
              </button>
            )}
          </div>
          <ul css={list}>
            {NOTIFICATIONS.map((key, index) => {
              const target = NOTIFICATION_TARGETS[key];
              const text = t(`menus.notificationItems.${key}`);
              return (
                <li key={key} data-unread={index < unread}>
                  {target ? (
                    <AppLink css={notificationLink} to={target(locale)} onClick={close}>
                      {text}
                    </AppLink>
                  ) : (
                    text
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </PopoverMenu>
  );
}

export interface UserMenuProps {
  locale: Locale;
  onOptions: () => void;
  onIntroduction: () => void;
  onVersion: () => void;
}

/** The signed-in user's menu: profile, library, options, introduction, version, logout. */
export function UserMenu({ locale, onOptions, onIntroduction, onVersion }: UserMenuProps) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const user = core.auth.user.value;
  if (!user) return null;
  const initials =
    `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || user.username.charAt(0);
  return (
    <PopoverMenu
      label={`${initials} – ${t('shell.userMenu')}`}
      triggerCss={trigger}
      trigger={<span css={avatar}>{initials}</span>}
    >
      {(close) => (
        <>
          <div
            css={css`
              padding: 8px 10px 12px;
              border-bottom: 1px solid var(--choir-color-border);
              margin-bottom: 6px;
            `}
          >
            <strong>{user.username}</strong>
            <div
              css={css`
                color: var(--choir-color-muted);
                font-size: 0.875rem;
              `}
            >
              {user.email}
            </div>
          </div>
          <AppLink css={item} to={pathFor('profile', locale)} onClick={close}>
            <Icon shape={userIcon} size={20} /> {t('nav.profile')}
          </AppLink>
          <AppLink css={item} to={pathFor('library', locale)} onClick={close}>
            <Icon shape={libraryIcon} size={20} /> {t('nav.library')}
          </AppLink>
          {[
            { icon: settingsIcon, label: t('shell.options'), run: onOptions },
            { icon: helpIcon, label: t('menus.introduction'), run: onIntroduction },
            { icon: infoIcon, label: t('shell.versionInfo'), run: onVersion },
            { icon: doorIcon, label: t('nav.logout'), run: () => void core.session.logout() },
          ].map((entry) => (
            <button
              key={entry.label}
              type="button"
              css={item}
              onClick={() => {
                close();
                entry.run();
              }}
            >
              <Icon shape={entry.icon} size={20} /> {entry.label}
            </button>
          ))}
        </>
      )}
    </PopoverMenu>
  );
}
