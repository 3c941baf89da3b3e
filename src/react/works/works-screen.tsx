import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../core/routing/routes';
import type { PurchaseRequest } from '../../core/shop/purchase-request';
import type { DownloadEvent } from '../../core/works/downloads/download-state';
import { createWorksScreen, type WorksScreenHost } from '../../core/works/works-screen-controller';
import { AppLink } from '../components/app-link';
import { Notice } from '../components/notice';
import type { ScreenProps } from '../components/screen-props';
import { useCore } from '../hooks/use-core';
import { useNavigation } from '../hooks/use-navigation';
import { useStorageInfo, useWorks, useWorksLoader } from '../hooks/use-works';
import { pageFrame } from '../styles/recipes';
import { EditionList } from './edition-list';
import { preloadWorkDialogs, useWorkDialogs } from './lazy-dialogs';
import { LazyProgrammesPanel } from './programmes/lazy-programmes';
import { StoragePanel } from './storage-panel';
import { eyebrow, header, spaced, spacedSmall } from './works.styles';
import { WorksToolbar } from './works-toolbar';
import './texts';

export interface WorksScreenProps extends ScreenProps {
  supportMail?: string;
  /** Before the webshop opens for a purchase; answering false keeps it closed (the host handles it). */
  onPurchaseRequest?: (detail: PurchaseRequest) => boolean | undefined;
  /** A download finished or failed. */
  onDownload?: (detail: DownloadEvent) => void;
  /** Leave out the page's own heading (a host page that has one). */
  noHeading?: boolean;
}

/**
 * "My works" (requirements R2.19): the catalogue with composers and keyword search, purchased
 * markers, offer and on-sale badges, prices; open, open preview, download for offline use (with
 * progress in bytes), purchase in the webshop, redeem a code; storage usage and quota. What it does
 * is the controller's (core/works-screen/works-screen-controller.ts); this renders its signals.
 */
export function WorksScreen(props: WorksScreenProps) {
  const { locale, supportMail, noHeading } = props;
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const navigation = useNavigation();
  const works = useWorks();
  useWorksLoader(works);
  const storage = useStorageInfo(works);
  const host = useRef<WorksScreenHost>(null!);
  host.current = { ...props, navigation };
  const [screen] = useState(() => createWorksScreen(core, works, () => host.current, preloadWorkDialogs));
  useEffect(() => screen.start(), [screen]);
  const signedIn = core.auth.isLoggedIn.value;
  const message = screen.message.value;
  const dialogs = useWorkDialogs(screen.dialog.value !== null, screen.dialogsUnavailable);

  return (
    <main css={pageFrame} part="base">
      {!noHeading && (
        <header css={header} part="heading">
          <span css={eyebrow}>{t('works.eyebrow')}</span>
          <h1>{t('works.title')}</h1>
          <p>{t('works.intro')}</p>
        </header>
      )}

      {!signedIn && (
        <div css={spaced}>
          <Notice
            tone="neutral"
            action={<AppLink to={pathFor('auth-login', locale)}>{t('works.signIn')}</AppLink>}
          >
            {t('works.signInHint')}
          </Notice>
        </div>
      )}
      {works.origin.value === 'device' && (
        <div css={spaced}>
          <Notice tone="warning">{t('works.offlineCopy')}</Notice>
        </div>
      )}

      <WorksToolbar screen={screen} />

      <div aria-live="polite">
        {message && (
          <div css={spacedSmall}>
            <Notice tone="success">{message}</Notice>
          </div>
        )}
      </div>

      <EditionList screen={screen} />

      {/* After the works: most visits open a work; a programme is put together now and then. */}
      {signedIn && <LazyProgrammesPanel works={works} locale={locale} />}

      <StoragePanel info={storage} supported={works.downloads.supported} stored={screen.stored.value} />

      {dialogs && <dialogs.WorksDialogHost screen={screen} storage={storage} supportMail={supportMail} />}
    </main>
  );
}
