import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { menuIcon } from '../../components/icons/menu';
import { menuEntry } from '../../styles/recipes';
import { DefaultLayout, type DefaultLayoutProps } from './default-layout';
import { SideDrawer } from './side-drawer';

const toolbar = css`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 6px clamp(8px, 3vw, 32px);
  background: var(--choir-color-surface);
  border-bottom: 1px solid var(--choir-color-border);
  a,
  button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 40px;
    ${menuEntry};
    font-weight: 600;
    text-decoration: none;
  }
`;

export interface LearnElementLayoutProps extends Omit<DefaultLayoutProps, 'toolbar' | 'footer'> {
  onSettings: () => void;
  /** The lesson shown: the drawer lists its module first. */
  learnElementId?: number | undefined;
}

/**
 * The learning element's own layout (requirements R2.7): the lesson fills the page; a drawer holds the rest.
 * The way back to the topic is on the lesson page itself (also when the element is embedded).
 */
export function LearnElementLayout({
  onSettings,
  onVersion,
  learnElementId,
  children,
  ...layout
}: LearnElementLayoutProps) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <DefaultLayout
      {...layout}
      onVersion={onVersion}
      footer={false}
      toolbar={
        <nav css={toolbar} aria-label={t('titles.learnElement')}>
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
          >
            <Icon shape={menuIcon} size={20} />
            {t('shell.drawer')}
          </button>
        </nav>
      }
    >
      {children}
      <SideDrawer
        open={drawerOpen}
        locale={layout.locale}
        onClose={() => setDrawerOpen(false)}
        onSettings={onSettings}
        onVersion={onVersion}
        learnElementId={learnElementId}
      />
    </DefaultLayout>
  );
}
