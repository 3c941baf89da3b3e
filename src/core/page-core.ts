import { type Core, type CoreEnvironment, createCore } from './core';
import { installErrorReports } from './errors/report-errors';
import { dropUserCaches } from './offline/user-caches';
import { browserStorage } from './store/persistence';

/** Found by any copy of the bundle on the page, so a second copy reuses the state, never forks it. */
const CORE_KEY = Symbol.for('choir-coach.core');

type CoreHolder = { [CORE_KEY]?: Core };

/** Set when the page is left (reload, another address), cleared if it is shown again from the back-forward cache. */
let leaving = false;
globalThis.addEventListener?.('pagehide', () => {
  leaving = true;
});
// Firefox may cancel calls before `pagehide`; a mail link also fires `beforeunload` but the page
// stays, so that mark lapses after a while.
globalThis.addEventListener?.('beforeunload', () => {
  leaving = true;
  globalThis.setTimeout(() => {
    if (document.visibilityState === 'visible') leaving = false;
  }, 10_000);
});
globalThis.addEventListener?.('pageshow', () => {
  leaving = false;
});

function browserEnvironment(): CoreEnvironment {
  return {
    storage: browserStorage(),
    location: globalThis.location,
    now: () => Date.now(),
    timers: {
      setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
    },
    isOnline: () => globalThis.navigator?.onLine !== false,
    log: (message, detail) => console.warn(`[choir-coach] ${message}`, detail ?? ''),
    dropUserCaches,
    leaving: () => leaving,
  };
}

/**
 * Browser events the core reacts to: focus refreshes purchases, going online sends the outbox, and
 * so does a page being hidden or left (progress waiting to go with the next change).
 */
function listen(core: Core) {
  globalThis.addEventListener?.('focus', () => void core.loadPurchases({ force: true }));
  globalThis.addEventListener?.('pagehide', () => void core.sync.flush({ leaving: true }));
  globalThis.document?.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void core.sync.flush({ leaving: true });
  });
  globalThis.addEventListener?.('online', () => {
    void core.sync.flush();
    void core.session.refresh();
    void core.loadTopics();
  });
}

/** The page's one core, created on first use. */
export function getCore(): Core {
  const holder = globalThis as CoreHolder;
  let core = holder[CORE_KEY];
  if (!core) {
    core = createCore(browserEnvironment());
    holder[CORE_KEY] = core;
    listen(core);
    installErrorReports(core);
  }
  return core;
}
