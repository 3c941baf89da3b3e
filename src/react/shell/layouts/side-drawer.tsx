import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { CLIENT_VERSION, clientSha } from '../../../core/build-info';
import type { Locale } from '../../../core/contract/api';
import { learningState } from '../../../core/learning/learning-state';
import { elementPath } from '../../../core/learning/paths';
import { pathFor } from '../../../core/routing/routes';
import type { IconShape } from '../../components/icon';
import { Icon } from '../../components/icon';
import { bugIcon } from '../../components/icons/bug';
import { doorIcon } from '../../components/icons/door';
import { fileIcon } from '../../components/icons/file';
import { helpIcon } from '../../components/icons/help';
import { infoIcon } from '../../components/icons/info';
import { libraryIcon } from '../../components/icons/library';
import { musicIcon } from '../../components/icons/music';
import { settingsIcon } from '../../components/icons/settings';
import { shieldIcon } from '../../components/icons/shield';
import { TypeIcon } from '../../components/type-icon';
import { useCore } from '../../hooks/use-core';
import { closedByUser, useModal } from '../../hooks/use-modal';
import { useNavigation } from '../../hooks/use-navigation';
import { menuRow } from '../../styles/recipes';

const drawer = css`
  margin: 0;
  width: min(320px, 86vw);
  max-width: none;
  height: 100%;
  max-height: none;
  padding: 0;
  border: none;
  background: var(--choir-color-surface);
  color: var(--choir-color-text);
  box-shadow: var(--choir-shadow-raised);
  &::backdrop {
    background: var(--choir-color-backdrop);
  }
  nav {
    display: grid;
    padding: 12px;
  }
  h2 {
    margin: 0;
    padding: 20px 20px 8px;
    font-size: 1rem;
    color: var(--choir-color-muted);
  }
`;

const entry = css`
  ${menuRow(12, 48)};
  font-weight: 500;
  &[aria-current='page'] {
    background: var(--choir-color-primary-soft);
    color: var(--choir-color-primary);
    font-weight: 700;
  }
`;

const footer = css`
  margin-top: 12px;
  padding: 12px 24px 20px;
  border-top: 1px solid var(--choir-color-border);
  color: var(--choir-color-muted);
  font-size: 0.8125rem;
`;

export interface SideDrawerProps {
  open: boolean;
  locale: Locale;
  onClose: () => void;
  onSettings: () => void;
  onVersion: () => void;
  /** The lesson on screen: its module's lessons come first. */
  learnElementId?: number | undefined;
}

/**
 * The learning-element layout's side drawer (requirements R2.7). A navigation that fails is logged and the
 * drawer closes all the same (requirements R8.16).
 */
export function SideDrawer({
  open,
  locale,
  onClose,
  onSettings,
  onVersion,
  learnElementId,
}: SideDrawerProps) {
  useSignals();
  const core = useCore();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const ref = useModal(open);

  function go(run: () => void) {
    try {
      run();
    } catch (error) {
      core.env.log('Drawer navigation failed', error);
    } finally {
      onClose();
    }
  }

  const entries: { icon: IconShape; label: string; run: () => void; hidden?: boolean }[] = [
    {
      icon: libraryIcon,
      label: t('nav.library'),
      run: () => navigation.navigate(pathFor('library', locale)),
    },
    { icon: musicIcon, label: t('nav.myWorks'), run: () => navigation.navigate(pathFor('works', locale)) },
    { icon: infoIcon, label: t('nav.about'), run: () => navigation.navigate(pathFor('about', locale)) },
    { icon: helpIcon, label: t('nav.faq'), run: () => navigation.navigate(pathFor('faq', locale)) },
    {
      icon: shieldIcon,
      label: t('nav.dataprotection'),
      run: () => navigation.navigate(pathFor('dataprotection', locale)),
    },
    { icon: settingsIcon, label: t('nav.settings'), run: onSettings },
    { icon: fileIcon, label: t('nav.imprint'), run: () => navigation.navigate(pathFor('imprint', locale)) },
    {
      icon: doorIcon,
      label: t('nav.logout'),
      run: () => void core.session.logout(),
      hidden: !core.auth.isLoggedIn.value,
    },
    {
      icon: bugIcon,
      label: t('nav.debug'),
      run: () => navigation.navigate(pathFor('debug', locale)),
      hidden: core.production.value,
    },
  ];

  const place =
    learnElementId === undefined ? undefined : learningState(core).course.value.place(learnElementId);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click closes; keyboard users have Escape.
    <dialog
      ref={ref}
      css={drawer}
      aria-label={t('shell.drawer')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={(event) => closedByUser(event.currentTarget) && open && onClose()}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      part="drawer"
    >
      {open && (
        <>
          {place && (
            <>
              <h2 id="drawer-lessons">{place.module.headline}</h2>
              <nav aria-label={t('shell.drawerLessons')} part="drawer-lessons">
                {place.module.learnElements.map((element) => (
                  <button
                    key={element.learnElementId}
                    type="button"
                    css={entry}
                    aria-current={element.learnElementId === learnElementId ? 'page' : undefined}
                    onClick={() => go(() => navigation.navigate(elementPath(locale, element)))}
                  >
                    <TypeIcon type={element.type} size={20} />
                    {element.headline}
                  </button>
                ))}
              </nav>
            </>
          )}
          <h2>choir coach</h2>
          <nav aria-label={t('shell.drawerMenu')}>
            {entries
              .filter((item) => !item.hidden)
              .map((item) => (
                <button key={item.label} type="button" css={entry} onClick={() => go(item.run)}>
                  <Icon shape={item.icon} size={20} />
                  {item.label}
                </button>
              ))}
          </nav>
          <button
            type="button"
            css={[entry, footer]}
            onClick={() => go(onVersion)}
            aria-label={t('shell.versionInfo')}
          >
            {t('app.version', { version: CLIENT_VERSION })} · {clientSha()}
          </button>
        </>
      )}
    </dialog>
  );
}
