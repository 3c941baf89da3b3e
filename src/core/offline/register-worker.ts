/**
 * The worker's address: `/sw.js` at the root, told where the app page is (every app path serves
 * it), where the API is, which may be another origin (requirements R7.1: `client.x` talks to
 * `api.x`), and which bundle the page runs: the app page's own (`dist/app/`, named by `moduleUrl`,
 * the address of the module asking) or the per-element files of a host that loads the app through
 * the autoloader. The worker caches only that one on install: a phone's first visit should not
 * download the other one beside the page it is about to open.
 */
export function offlineWorkerUrl(options: {
  apiBase: string;
  appPage: string;
  pageUrl: string;
  moduleUrl: string;
}): string {
  const query = new URLSearchParams({
    page: options.appPage,
    api: new URL(options.apiBase, options.pageUrl).href,
  });
  if (/\/app\/$/.test(new URL('.', options.moduleUrl).pathname)) query.set('bundle', 'app');
  return `/sw.js?${query}`;
}

/**
 * Registers the offline worker at the site root and logs its life (requirements R4.16: ready, registered,
 * cached, update found, updated, offline); registration errors are logged only (requirements R8.17).
 */
export type WorkerEvent = 'ready' | 'registered' | 'cached' | 'updatefound' | 'updated' | 'offline' | 'error';

export interface WorkerHooks {
  log: (message: string, detail?: unknown) => void;
  /** A new version is installed and waiting: offer a reload (calls `activate`). */
  onUpdated?: (activate: () => void) => void;
}

export async function registerOfflineWorker(
  hooks: WorkerHooks,
  url = '/sw.js',
): Promise<ServiceWorkerRegistration | null> {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return null;
  const log = (event: WorkerEvent, detail?: unknown) => hooks.log(`offline worker: ${event}`, detail);
  globalThis.addEventListener('offline', () => log('offline'));
  try {
    const registration = await container.register(url, { scope: '/' });
    log('registered', registration.scope);
    void container.ready.then(() => log('ready'));
    registration.addEventListener('updatefound', () => {
      log('updatefound');
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state !== 'installed') return;
        if (container.controller) {
          log('updated');
          hooks.onUpdated?.(() => {
            container.addEventListener('controllerchange', () => globalThis.location.reload(), {
              once: true,
            });
            installing.postMessage('skip-waiting');
          });
        } else {
          log('cached');
        }
      });
    });
    return registration;
  } catch (error) {
    log('error', error);
    return null;
  }
}
