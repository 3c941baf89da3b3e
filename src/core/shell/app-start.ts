/**
 * What the full app does once, after its first view is drawn: the device counts as active, the
 * session is refreshed, purchases and topics load, and the offline worker is registered where the
 * page's own origin serves the bundle.
 */
import type { Core } from '../core';
import { preloadTopicTexts } from '../offline/preload-topic-texts';
import { offlineWorkerUrl, registerOfflineWorker } from '../offline/register-worker';
import type { Resolution } from '../routing/resolve-path';
import { afterLoadWhenIdle } from '../util/when-idle';

/**
 * How long after the page has loaded a first view without topics asks for them: its own data (a
 * score's first pages and its recording) takes a phone about this long.
 */
export const TOPICS_LATER_MS = 5000;

/**
 * `first` is the address the app opened at; `moduleUrl` the address of the shell's own module
 * (undefined in the classic script).
 */
export function startApp(core: Core, first: Resolution, page: Window, moduleUrl: string | undefined): void {
  core.markActive();
  void core.session.refresh();
  // A first view without topics leaves the bandwidth to its own data (routes.ts, `topicsLater`);
  // they come later for the next page (a learning screen asks for them itself when it opens).
  if (first.kind === 'route' && first.route.topicsLater)
    afterLoadWhenIdle(() => page.setTimeout(() => void core.loadTopics(), TOPICS_LATER_MS), undefined, page);
  else void core.loadTopics();
  void core.loadPurchases();
  // The offline worker belongs to the origin that serves the app and its bundle (its API may be
  // elsewhere), never to a page that embeds elements from another origin.
  if (typeof moduleUrl !== 'string' || new URL(moduleUrl).origin !== page.location.origin) return;
  afterLoadWhenIdle(
    () =>
      registerOfflineWorker(
        {
          log: (message, detail) => console.info(`[choir-coach] ${message}`, detail ?? ''),
          onUpdated: (activate) =>
            core.ui.showAlert({
              title: core.i18n.t('shell.updateReady'),
              text: '',
              buttons: [{ label: core.i18n.t('shell.reload'), action: activate, primary: true }],
            }),
        },
        offlineWorkerUrl({
          apiBase: core.apiBase.value,
          // A host that serves the app on a page other than `/` names it (demo/hosts/app.html).
          appPage:
            page.document.querySelector<HTMLMetaElement>('meta[name="choir-app-page"]')?.content || '/',
          pageUrl: page.location.href,
          moduleUrl,
        }),
      ),
    undefined,
    page,
  );
  afterLoadWhenIdle(() => preloadTopicTexts(core), undefined, page);
}
