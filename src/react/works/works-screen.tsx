import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueItemDto } from '../../core/contract/api';
import { localText } from '../../core/i18n/local-text';
import { pathFor } from '../../core/routing/routes';
import type { PurchaseRequest } from '../../core/shop/purchase-request';
import { shopLinks } from '../../core/shop/shop-links';
import {
  type DownloadEvent,
  type DownloadProblem,
  NO_DOWNLOADS,
} from '../../core/works/downloads/download-state';
import {
  defaultView,
  editionsShown,
  nothingOwned,
  openStep,
  ownsArticle,
  problemNeedsDialog,
  retryDownloadAfterReload,
  type WorksView,
} from '../../core/works/edition-actions';
import { workActions } from '../../core/works/works';
import { AppLink } from '../components/app-link';
import { Button } from '../components/button';
import { Icon } from '../components/icon';
import { musicIcon } from '../components/icons/music';
import { searchIcon } from '../components/icons/search';
import { Notice } from '../components/notice';
import type { ScreenProps } from '../components/screen-props';
import { useCore } from '../hooks/use-core';
import { useNavigation } from '../hooks/use-navigation';
import { useStorageInfo, useWorks, useWorksLoader } from '../hooks/use-works';
import { bareFieldset, pageFrame, segmented } from '../styles/recipes';
import { visuallyHidden } from '../styles/theme';
import { EditionCard } from './edition-card';
import { preloadWorkDialogs, useWorkDialogs } from './lazy-dialogs';
import { StoragePanel } from './storage-panel';
import {
  empty,
  eyebrow,
  field,
  header,
  list,
  searchBox,
  skeleton,
  spaced,
  spacedSmall,
  startAligned,
  summary,
  toolbar,
} from './works.styles';
import './texts';

export const DEFAULT_SUPPORT_MAIL = 'support@choir-coach.example';

export interface WorksScreenProps extends ScreenProps {
  supportMail?: string;
  /** Before the webshop opens for a purchase; answering false keeps it closed (the host handles it). */
  onPurchaseRequest?: (detail: PurchaseRequest) => boolean | undefined;
  /** A download finished or failed. */
  onDownload?: (detail: DownloadEvent) => void;
  /** Leave out the page's own heading (a host page that has one). */
  noHeading?: boolean;
}

type Dialog =
  | { kind: 'problem'; item: CatalogueItemDto; problem: DownloadProblem }
  | { kind: 'newer'; item: CatalogueItemDto; current: string }
  | { kind: 'redeem'; item: CatalogueItemDto }
  | null;

/**
 * "My works" (requirements R2.19): the catalogue with composers and keyword search, purchased
 * markers, offer and on-sale badges, prices; open, open preview, download for offline use (with
 * progress in bytes), purchase in the webshop, redeem a code; storage usage and quota.
 */
export function WorksScreen({
  locale,
  supportMail,
  onPurchaseRequest,
  onDownload,
  noHeading = false,
}: WorksScreenProps) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const navigation = useNavigation();
  const works = useWorks();
  useWorksLoader(works);
  const storage = useStorageInfo(works);
  const language = core.language.value;
  const signedIn = core.auth.isLoggedIn.value;
  const catalogue = works.catalogue.value;
  const states = works.downloads.states.value;
  const owned = core.purchases.list.value;
  const [query, setQuery] = useState('');
  const [composer, setComposer] = useState('');
  const [view, setView] = useState<WorksView | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [message, setMessage] = useState<string | null>(null);
  const mail = supportMail ?? core.config.value.supportMail ?? DEFAULT_SUPPORT_MAIL;

  const findItem = (articleId: string) =>
    works.catalogue.value?.editions.find((e) => e.articleId === articleId);
  const callbacks = useRef({ onDownload, t, findItem, language });
  callbacks.current = { onDownload, t, findItem, language };

  // Finished downloads: say so; failures that need an answer open their dialog.
  useEffect(
    () =>
      works.downloads.onEvent((event) => {
        const { onDownload: report, t: translate, findItem: find, language: lang } = callbacks.current;
        report?.(event);
        const item = find(event.articleId);
        if (!item) return;
        if (event.status === 'complete')
          setMessage(translate('works.downloadedNow', { title: localText(item.title, lang) }));
        else if (event.problem && problemNeedsDialog(event.problem))
          setDialog({ kind: 'problem', item, problem: event.problem });
      }),
    [works],
  );

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), 6000);
    return () => clearTimeout(timer);
  }, [message]);

  const shown = view ?? defaultView(signedIn, catalogue?.editions ?? []);
  const filter = { query, composer, view: shown, owned };
  const editions = useMemo(
    () => editionsShown(catalogue?.editions ?? [], { query, composer, view: shown, owned }),
    [catalogue, query, composer, shown, owned],
  );

  const open = (item: CatalogueItemDto, force = false) => {
    const step = openStep(actionsOf(item), works.downloads.stateOf(item.articleId), {
      online: core.env.isOnline(),
      force,
    });
    if (step.kind === 'newer') setDialog({ kind: 'newer', item, current: step.current });
    else if (step.kind === 'incomplete')
      setDialog({ kind: 'problem', item, problem: { kind: 'incomplete' } });
    else navigation.navigate(pathFor('player', locale, { articleId: item.articleId }));
  };
  // The player opens the preview for everybody who does not own the full edition.
  const preview = (item: CatalogueItemDto) =>
    navigation.navigate(pathFor('player', locale, { articleId: item.articleId }));
  const download = (item: CatalogueItemDto) => {
    setDialog(null);
    preloadWorkDialogs();
    void works.downloads.download(item.articleId);
  };
  const retry = async (item: CatalogueItemDto) => {
    preloadWorkDialogs();
    const task = works.downloads.stateOf(item.articleId).task;
    await works.load();
    if (retryDownloadAfterReload(task, findItem(item.articleId)))
      void works.downloads.download(item.articleId);
  };
  const actionsOf = (item: CatalogueItemDto) =>
    workActions(item, states[item.articleId] ?? NO_DOWNLOADS, {
      owned: ownsArticle(owned, item.articleId),
      downloadsSupported: works.downloads.supported,
      now: core.env.now(),
    });

  const localEditions = Object.values(states).filter((s) => s.local);
  const dialogTitle = dialog ? localText(dialog.item.title, language) : '';
  const dialogs = useWorkDialogs(dialog !== null, () => {
    setDialog(null);
    setMessage(t('errors.noConnection'));
  });

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

      <search css={toolbar}>
        <label>
          {t('works.searchLabel')}
          <span css={searchBox}>
            <Icon shape={searchIcon} size={18} />
            <input
              css={field}
              type="search"
              value={query}
              placeholder={t('works.searchPlaceholder')}
              onChange={(event) => setQuery(event.target.value)}
              part="search"
            />
          </span>
        </label>
        <label>
          {t('works.composer')}
          <select
            css={field}
            value={composer}
            onChange={(event) => setComposer(event.target.value)}
            part="composers"
          >
            <option value="">{t('works.allComposers')}</option>
            {(catalogue?.composers ?? []).map((c) => (
              <option key={c.name} value={c.name}>
                {c.name}
                {c.born && c.died ? ` (${c.born}–${c.died})` : ''}
              </option>
            ))}
          </select>
        </label>
        {signedIn && (
          <fieldset css={[bareFieldset, segmented, startAligned]}>
            <legend css={visuallyHidden}>{t('works.show')}</legend>
            {(['mine', 'all'] as const).map((choice) => (
              <button
                key={choice}
                type="button"
                aria-pressed={shown === choice}
                onClick={() => setView(choice)}
              >
                {t(`works.${choice}`)}
              </button>
            ))}
          </fieldset>
        )}
      </search>

      <div aria-live="polite">
        {message && (
          <div css={spacedSmall}>
            <Notice tone="success">{message}</Notice>
          </div>
        )}
      </div>

      {catalogue === null && works.failed.value ? (
        <Notice
          tone="danger"
          live
          action={
            <Button variant="secondary" onClick={() => void works.load()}>
              {t('works.retry')}
            </Button>
          }
        >
          {core.env.isOnline() ? t('works.loadFailed') : t('errors.noConnection')}
        </Notice>
      ) : catalogue === null ? (
        <ul css={list} aria-busy="true" aria-label={t('works.title')}>
          {[0, 1, 2, 3].map((n) => (
            <li key={n}>
              <div css={skeleton} />
            </li>
          ))}
        </ul>
      ) : (
        <>
          <p css={summary} role="status">
            {t('works.count', { count: editions.length, total: catalogue.editions.length })}
          </p>
          {editions.length === 0 ? (
            <div css={empty}>
              <Icon shape={musicIcon} size={32} />
              <p>{nothingOwned(filter) ? t('works.emptyMine') : t('errors.noMatch')}</p>
            </div>
          ) : (
            <ul css={list} part="list">
              {editions.map((item) => {
                const url = shopLinks.article(core.shopUrl.value, item.articleId);
                return (
                  <li key={item.articleId}>
                    <EditionCard
                      item={item}
                      actions={actionsOf(item)}
                      downloads={states[item.articleId] ?? NO_DOWNLOADS}
                      language={language}
                      purchaseHref={url}
                      signedIn={signedIn}
                      onOpen={() => open(item)}
                      onPreview={() => preview(item)}
                      onDownload={() => download(item)}
                      onRemove={() => {
                        void works.downloads
                          .remove(item.articleId)
                          .then(() =>
                            setMessage(t('works.removed', { title: localText(item.title, language) })),
                          );
                      }}
                      onRedeem={() => setDialog({ kind: 'redeem', item })}
                      onPurchase={(event) => {
                        if (onPurchaseRequest?.({ articleId: item.articleId, url }) === false)
                          event.preventDefault();
                      }}
                      onRetry={() => void retry(item)}
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}

      <StoragePanel
        info={storage}
        supported={works.downloads.supported}
        downloadCount={localEditions.length}
        downloadBytes={localEditions.reduce((sum, s) => sum + (s.local?.bytes ?? 0), 0)}
      />

      {dialogs && (
        <>
          <dialogs.DownloadProblemDialog
            problem={dialog?.kind === 'problem' ? dialog.problem : null}
            title={dialogTitle}
            articleId={dialog?.item.articleId ?? ''}
            supportMail={mail}
            onClose={() => {
              if (dialog) works.downloads.dismiss(dialog.item.articleId);
              setDialog(null);
            }}
            onDownloadAgain={() => dialog && download(dialog.item)}
            onRequestPersistence={() => void storage.request()}
          />
          <dialogs.NewerVersionDialog
            open={dialog?.kind === 'newer'}
            title={dialogTitle}
            current={dialog?.kind === 'newer' ? dialog.current : ''}
            latest={dialog?.item.latestVersion ?? ''}
            onClose={() => setDialog(null)}
            onDownload={() => dialog && download(dialog.item)}
            onOpenCurrent={() => dialog && open(dialog.item, true)}
          />
          <dialogs.RedeemDialog
            articleId={dialog?.kind === 'redeem' ? dialog.item.articleId : null}
            title={dialogTitle}
            onClose={() => setDialog(null)}
            onRedeemed={() => {
              const item = dialog?.item;
              void works.load();
              if (item) setMessage(t('works.redeemDialog.done', { title: localText(item.title, language) }));
            }}
          />
        </>
      )}
    </main>
  );
}
