/**
 * What the full app does once, after its first view is drawn: the device counts as active, the
 * session is refreshed, purchases and topics load, and the offline worker is registered where the
 * page's own origin serves the bundle.
 */
import type { Core } from '../core';
import { recordEarlyGets } from '../offline/early-gets';
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
  // Only the origin that serves the app and its bundle gets the offline worker (its API may be
  // elsewhere), never a page that embeds elements from another origin.
  const ownsWorker = typeof moduleUrl === 'string' && new URL(moduleUrl).origin === page.location.origin;
  if (ownsWorker) repeatEarlyGetsThroughWorker(core, page);
  core.markActive();
  void core.session.refresh();
  // A first view without topics leaves the bandwidth to its own data (routes.ts, `topicsLater`);
  // they come later for the next page (a learning screen asks for them itself when it opens).
  if (first.kind === 'route' && first.route.topicsLater)
    afterLoadWhenIdle(() => page.setTimeout(() => void core.loadTopics(), TOPICS_LATER_MS), undefined, page);
  else void core.loadTopics();
  void core.loadPurchases();
  if (!ownsWorker) return;
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

/**
 * Notes the kept API calls made until the offline worker controls the page, and asks for them
 * again once it does (offline/early-gets.ts): a first visit is then enough for an offline reload.
 */
function repeatEarlyGetsThroughWorker(core: Core, page: Window) {
  const container = page.navigator.serviceWorker;
  if (!container || container.controller) return;
  const early = recordEarlyGets({
    fetch: core.env.fetch ?? ((input, init) => page.fetch(input, init)),
    apiBase: () => core.apiBase.value,
    controlled: () => container.controller !== null,
  });
  // core.ts looks its fetch up on every call, so this one serves every call from now on.
  core.env.fetch = early.fetch;
  container.addEventListener('controllerchange', () => early.repeat(), { once: true });
}
