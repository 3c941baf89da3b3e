/**
 * "My works" without its view (requirements R2.19): the filters and the editions they leave
 * (works-filters.ts), the dialog that is open, the passing message, and what a card's buttons do.
 * Its state is signals that react/works/works-screen.tsx renders; tested in Node.
 */
import { computed, effect, type Signal, signal } from '@preact/signals-core';
import type { CatalogueItemDto, Locale } from '../contract/api';
import type { Core } from '../core';
import { localText } from '../i18n/local-text';
import { pathFor } from '../routing/routes';
import type { PurchaseRequest } from '../shop/purchase-request';
import { shopLinks } from '../shop/shop-links';
import { type DownloadEvent, type DownloadProblem, NO_DOWNLOADS } from './downloads/download-state';
import { openStep, ownsArticle, problemNeedsDialog, retryDownloadAfterReload } from './edition-actions';
import { type Works, workActions } from './works';
import { worksFilters } from './works-filters';

export type WorksDialog =
  | { kind: 'problem'; item: CatalogueItemDto; problem: DownloadProblem }
  | { kind: 'newer'; item: CatalogueItemDto; current: string }
  | { kind: 'redeem'; item: CatalogueItemDto }
  | null;

/** The screen's props and navigation as they are now (read when a button is used, not kept). */
export interface WorksScreenHost {
  locale: Locale;
  navigation: { navigate(path: string): void };
  onPurchaseRequest?: ((detail: PurchaseRequest) => boolean | undefined) | undefined;
  onDownload?: ((detail: DownloadEvent) => void) | undefined;
}

export type WorksScreenCore = Pick<Core, 'env' | 'auth' | 'purchases' | 'language' | 'i18n' | 'shopUrl'>;

export function createWorksScreen(
  core: WorksScreenCore,
  works: Works,
  host: () => WorksScreenHost,
  /** Starts loading the dialogs' code: a download that fails may need one, offline. */
  preloadDialogs: () => void,
) {
  const { downloads } = works;
  const dialog = signal<WorksDialog>(null);
  /** A passing success message ("downloaded", "removed"). */
  const message = signal<string | null>(null);
  const all = () => works.catalogue.value?.editions ?? [];
  const find = (articleId: string) => all().find((e) => e.articleId === articleId);
  const say = (key: string, item: CatalogueItemDto) => {
    message.value = core.i18n.t(key, { title: localText(item.title, core.language.value) });
  };

  /** Finished downloads say so; failures that need an answer open their dialog. */
  function onDownloadEvent(event: DownloadEvent) {
    host().onDownload?.(event);
    const item = find(event.articleId);
    if (!item) return;
    if (event.status === 'complete') say('works.downloadedNow', item);
    else if (event.problem && problemNeedsDialog(event.problem))
      dialog.value = { kind: 'problem', item, problem: event.problem };
  }

  return {
    works,
    signedIn: core.auth.isLoggedIn,
    ...worksFilters(core, all),
    dialog,
    message,
    /** The editions stored on this device: how many, how many bytes. */
    stored: computed(() => {
      const local = Object.values(downloads.states.value).flatMap((s) => s.local ?? []);
      return { count: local.length, bytes: local.reduce((sum, edition) => sum + edition.bytes, 0) };
    }),
    ...editionActions(core, works, host, dialog, preloadDialogs),
    /** "Try again": reloads the catalogue; a failed download goes on once the server allows it. */
    async retry(item: CatalogueItemDto) {
      preloadDialogs();
      const task = downloads.stateOf(item.articleId).task;
      await works.load();
      if (retryDownloadAfterReload(task, find(item.articleId))) void downloads.download(item.articleId);
    },
    remove: (item: CatalogueItemDto) =>
      void downloads.remove(item.articleId).then(() => say('works.removed', item)),
    /** Listens to the downloads and lets messages pass; returns what stops both. */
    start(): () => void {
      const stopTimer = effect(() => {
        if (!message.value) return;
        const timer = setTimeout(() => {
          message.value = null;
        }, 6000);
        return () => clearTimeout(timer);
      });
      const stopEvents = downloads.onEvent(onDownloadEvent);
      return () => {
        stopTimer();
        stopEvents();
      };
    },
    /** Closes the dialog; a problem's card forgets the problem too. */
    close() {
      if (dialog.value?.kind === 'problem') downloads.dismiss(dialog.value.item.articleId);
      dialog.value = null;
    },
    redeemed() {
      const item = dialog.value?.item;
      void works.load();
      if (item) say('works.redeemDialog.done', item);
    },
    /** The dialogs' code could not load (offline): say so instead. */
    dialogsUnavailable() {
      dialog.value = null;
      message.value = core.i18n.t('errors.noConnection');
    },
  };
}

/** What an edition card offers and what its buttons do. */
function editionActions(
  core: WorksScreenCore,
  works: Works,
  host: () => WorksScreenHost,
  dialog: Signal<WorksDialog>,
  preloadDialogs: () => void,
) {
  const { downloads } = works;
  const purchaseHref = (item: CatalogueItemDto) => shopLinks.article(core.shopUrl.value, item.articleId);
  const downloadsOf = (item: CatalogueItemDto) => downloads.states.value[item.articleId] ?? NO_DOWNLOADS;
  const actionsOf = (item: CatalogueItemDto) =>
    workActions(item, downloadsOf(item), {
      owned: ownsArticle(core.purchases.list.value, item.articleId),
      downloadsSupported: downloads.supported,
      now: core.env.now(),
    });
  // The player opens the preview for everybody who does not own the full edition.
  const preview = (item: CatalogueItemDto) =>
    host().navigation.navigate(pathFor('player', host().locale, { articleId: item.articleId }));
  return {
    actionsOf,
    downloadsOf,
    purchaseHref,
    preview,
    /** Opens the player, unless a newer version or missing files need an answer first. */
    open(item: CatalogueItemDto, force = false) {
      const step = openStep(actionsOf(item), downloads.stateOf(item.articleId), {
        online: core.env.isOnline(),
        force,
      });
      if (step.kind === 'newer') dialog.value = { kind: 'newer', item, current: step.current };
      else if (step.kind === 'incomplete')
        dialog.value = { kind: 'problem', item, problem: { kind: 'incomplete' } };
      else preview(item);
    },
    download(item: CatalogueItemDto) {
      dialog.value = null;
      preloadDialogs();
      void downloads.download(item.articleId);
    },
    redeem(item: CatalogueItemDto) {
      dialog.value = { kind: 'redeem', item };
    },
    /** Whether the shop's page opens: a host may answer the request itself. */
    purchase: (item: CatalogueItemDto) =>
      host().onPurchaseRequest?.({ articleId: item.articleId, url: purchaseHref(item) }) !== false,
  };
}

export type WorksScreenController = ReturnType<typeof createWorksScreen>;
