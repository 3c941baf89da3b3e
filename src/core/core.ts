import { batch, computed, effect, signal } from '@preact/signals-core';
import { type HostLocation, isLocalNetworkHost, resolveApiBase, resolveShopUrl } from './api/base-address';
import { type ApiFailure, createApiClient } from './api/client';
import { createEndpoints } from './api/endpoints';
import type { Language, Locale, TopicDto } from './contract/api';
import { createCoreEvents, type Problem } from './events/core-events';
import { createI18n } from './i18n/i18n';
import { textsReady } from './i18n/register-texts';
import { type LicenceStatus, licenceFor, shouldShowLicenceWarning } from './licence/licence-state';
import { languageOnRoute, routeLocale } from './routing/routes';
import { createSession } from './session/session';
import { createAuthStore, type Settings } from './store/auth-store';
import { createPersistence, type KeyValueStorage, STORAGE_KEYS } from './store/persistence';
import { createPlayerSettingsStore } from './store/player-settings-store';
import { createPurchasesStore } from './store/purchases-store';
import { createSettingsSync } from './store/settings-sync';
import { createTopicsStore } from './store/topics-store';
import { createUiStore, type Timers } from './store/ui-store';
import { createVideoSettingsStore } from './store/video-settings-store';
import { inBackground } from './util/background-writes';

const PAGE_LANGUAGE = Symbol.for('choir-coach.page-language');

export const DEFAULT_SHOPS = {
  staging: 'https://staging.shop.choir-coach.example/',
  production: 'https://shop.choir-coach.example/',
};

/** What the host can configure: every field optional, falling back to the rules of requirements R7.1. */
export interface CoreConfig {
  apiBase?: string | null;
  shopUrl?: string | null;
  /** Where the full app lives, for links out of embedded elements (default: same origin). */
  appUrl?: string | null;
  supportMail?: string;
  production?: boolean;
  /** The language an embedding page asks for (an element's `locale`): it wins over the user's stored one. */
  locale?: Language | null;
}

export interface CoreEnvironment {
  storage: KeyValueStorage;
  location: HostLocation;
  now: () => number;
  timers: Timers;
  isOnline: () => boolean;
  fetch?: typeof globalThis.fetch;
  log: (message: string, detail?: unknown) => void;
  /** Drops what the offline worker cached for the signed-in user (see offline/user-caches.ts). */
  dropUserCaches?: () => Promise<void>;
  /** The page is being left: calls cancelled by the browser are no failures (api/client.ts). */
  leaving?: () => boolean;
}

/**
 * Builds the whole client state: stores, API client, session and loaders, wired together. The
 * page uses one instance ({@link getCore}); tests build their own with a fake environment.
 */
export function createCore(env: CoreEnvironment) {
  const persistence = createPersistence(env.storage, env.log);
  const config = signal<CoreConfig>({});
  /**
   * The route locale of the page the full app shows (set by its shell; the sign-in page too); null
   * where elements are embedded. In the app the address decides the language (decision 0035).
   */
  const pageLocale = signal<Locale | null>(null);
  const apiBase = computed(() => config.value.apiBase || resolveApiBase(env.location));
  const shopUrl = computed(() => config.value.shopUrl || resolveShopUrl(env.location, DEFAULT_SHOPS));
  /** Development and staging hosts (localhost, local network, client…) show the debug entries. */
  const production = computed(
    () =>
      config.value.production ??
      !(
        env.location.hostname === 'localhost' ||
        env.location.hostname.startsWith('client') ||
        isLocalNetworkHost(env.location.hostname)
      ),
  );
  /** Public content (the info pages) lives beside the API on the same server. */
  const contentUrl = (path: string) => `${apiBase.value.replace(/\/api\/?$/, '')}/content/${path}`;

  const auth = createAuthStore(persistence);
  const ui = createUiStore(env.timers);
  ui.active.value = persistence.read(STORAGE_KEYS.active, false);
  const topics = createTopicsStore(persistence, env.now);
  const purchases = createPurchasesStore(persistence, env.now);
  const playerSettings = createPlayerSettingsStore(persistence);
  const videoSettings = createVideoSettingsStore(persistence);
  // On the app page (its inline script leaves the route's language here) texts and topics start in
  // the language the shell will show there: the stored one where the route allows it, else the
  // route's, so a first visit to /en/… loads neither German texts nor German topics first.
  const storedLanguage = persistence.read<Partial<Settings>>(STORAGE_KEYS.settings, {}).language;
  const pageLanguage = (globalThis as { [PAGE_LANGUAGE]?: Language })[PAGE_LANGUAGE];
  const startLanguage = pageLanguage
    ? languageOnRoute(storedLanguage ?? pageLanguage, routeLocale(pageLanguage))
    : (storedLanguage ?? auth.settings.value.language);
  const i18n = createI18n(startLanguage);
  /** Bumped whenever the language changes, so signal readers re-render texts. */
  const language = signal<Language>(startLanguage);
  i18n.on('languageChanged', (lng) => {
    language.value = lng as Language;
  });

  const events = createCoreEvents(env.log);
  /** A failure the user was shown, for hosts that log or react to it (`choir-error`). */
  const reportProblem = (problem: Problem) => events.emit({ type: 'error', problem });
  let session: ReturnType<typeof createSession>;
  /** Calls that got no response or a 5xx, for the error reports (errors/report-errors.ts). */
  const apiFailures = new Set<(failure: ApiFailure) => void>();
  const request = createApiClient({
    baseUrl: () => apiBase.value,
    onFailure: (failure) => {
      for (const listener of apiFailures) listener(failure);
    },
    token: () => auth.token.value,
    onAuthError: () => void session.forceLogout(),
    // Offline, the "No connection!" banner already says it; the dialog is for a server out of reach.
    onNetworkError: (error) => {
      if (!env.isOnline()) return env.log('Request failed while offline', error);
      // Messages are composed once the texts are there: a request can fail before they load.
      void textsReady().then(() => {
        reportProblem({ code: 'network', message: i18n.t('errors.networkText') });
        ui.showAlert({
          title: i18n.t('errors.networkTitle'),
          text: i18n.t('errors.networkText'),
          color: 'danger',
          closeButton: false,
          buttons: [{ label: i18n.t('errors.ok'), primary: true }],
        });
      });
    },
    onServerError: (status) =>
      void textsReady().then(() =>
        reportProblem({ code: 'server', message: i18n.t('errors.serverText'), status }),
      ),
    log: env.log,
    // Looked up on every call, so a fetch replaced later (tests, host polyfills) is used.
    fetch: (input, init) => (env.fetch ?? globalThis.fetch)(input, init),
    leaving: () => env.leaving?.() ?? false,
  });
  const api = createEndpoints(request);
  const sync = createSettingsSync({
    persistence,
    send: (patch, as) => api.patchUserSettings(patch, as),
    canSend: () => auth.isLoggedIn.value && env.isOnline(),
    owner: () => auth.user.value?.id ?? null,
    log: env.log,
    timers: env.timers,
  });
  session = createSession({
    auth,
    api,
    persistence,
    purchases,
    sync,
    i18n,
    timers: env.timers,
    log: env.log,
    // Settings arriving from the server never switch the page's language (a flash of another
    // language, and an address that says one language while the app shows another).
    pinnedLanguage: () => config.value.locale ?? null,
    pageLanguage: () =>
      pageLocale.value ? languageOnRoute(auth.settings.value.language, pageLocale.value) : null,
    dropUserCaches: async () => {
      await env
        .dropUserCaches?.()
        .catch((error: unknown) => env.log('Could not drop cached responses', error));
    },
    onLoggedOut: (reason) => {
      // The topics in memory say what the user may open (their texts go with learning/topic-texts.ts):
      // reload them as a visitor.
      topics.resetForUser();
      playerSettings.reset();
      videoSettings.reset();
      void loadTopics({ force: true });
      events.emit({ type: 'logout', reason });
    },
    onLoggedIn: (user) => {
      void loadPurchases();
      void loadTopics({ force: true });
      events.emit({ type: 'login', user });
    },
  });

  const licence = computed(() => licenceFor(purchases.list.value, env.now()));

  let topicsLoads = 0;
  // The list holds one language's texts: a new interface language loads its own (until it is in,
  // the texts fall back to the language the list has, see i18n/local-text.ts).
  effect(() => {
    const wanted = language.value;
    const asked = topics.language.peek();
    if (asked !== null && asked !== wanted) void loadTopics({ force: true });
  });

  /**
   * Topics load on mount and are refetched at most hourly unless forced. Offline they are asked for
   * too (unlike requirements R7.5): the offline worker responds with the list cached for the same user.
   */
  async function loadTopics(options: { force?: boolean } = {}): Promise<void> {
    if (!options.force && !topics.throttle.due()) return;
    topics.throttle.markRun();
    topics.loading.value = true;
    const offline = !env.isOnline();
    const lang = language.peek();
    topics.language.value = lang;
    const load = ++topicsLoads;
    let outcome: { list: TopicDto[] } | { error: unknown };
    try {
      // The outline: a lesson's text comes with its topic's (learning/topic-texts.ts).
      outcome = { list: await api.getTopics(lang, 'none') };
    } catch (error) {
      outcome = { error };
    }
    // A later load (another language, another user) started meanwhile: its response is the one to show.
    if (load !== topicsLoads) return;
    // One background write: the cards render in slices, with the loading flag in the same render.
    inBackground(() =>
      batch(() => {
        if ('list' in outcome) {
          topics.list.value = outcome.list;
          // A cached list is refreshed as soon as the network is back.
          if (offline) topics.throttle.reset();
          topics.unavailableOffline.value = false;
        } else {
          topics.throttle.reset();
          topics.unavailableOffline.value = !env.isOnline();
          env.log('Could not load topics', outcome.error);
        }
        topics.loading.value = false;
      }),
    );
  }

  /** The purchases' load under way (see loadPurchases). */
  let purchasesLoading: Promise<void> | null = null;

  /**
   * Purchases load once per session; `force` (window focus) refetches, at most every 60 s;
   * `ignoreThrottle` refetches at once (after the user bought or redeemed something).
   * Signed-out users have none. A caller while a load runs waits for it (the player asks who owns
   * what); one that must see a purchase just made (`ignoreThrottle`) asks anew.
   */
  function loadPurchases(options: { force?: boolean; ignoreThrottle?: boolean } = {}): Promise<void> {
    if (!auth.isLoggedIn.value) return Promise.resolve();
    if (purchasesLoading && !options.ignoreThrottle) return purchasesLoading;
    const loaded = purchases.throttle.lastRun !== null;
    if (loaded && !options.ignoreThrottle && (!options.force || !purchases.throttle.due()))
      return Promise.resolve();
    purchases.throttle.markRun();
    const loading: Promise<void> = api
      .getPurchases()
      .then(
        (list) => {
          inBackground(() => purchases.set(list));
          checkLicenceWarning();
        },
        (error: unknown) => env.log('Could not load purchases', error),
      )
      .finally(() => {
        if (purchasesLoading === loading) purchasesLoading = null;
      });
    purchasesLoading = loading;
    return loading;
  }

  /** Shows the licence-expired dialog, at most once per 2 hours since its last dismissal. */
  function checkLicenceWarning(): boolean {
    const status: LicenceStatus = licence.value.status;
    // Only a licence that ran out is "expired"; someone who never had one sees purchase prompts instead.
    const userId = auth.isLoggedIn.value ? auth.user.value?.id : undefined;
    if (
      !userId ||
      licence.value.validUntil === null ||
      !shouldShowLicenceWarning(status, topics.licenceWarningDismissedAt(userId), env.now())
    )
      return false;
    void textsReady().then(() =>
      ui.showAlert({
        title: i18n.t('errors.licenceExpiredTitle'),
        text: i18n.t('errors.licenceExpiredText'),
        color: 'warning',
        buttons: [{ label: i18n.t('errors.licenceRenew'), href: shopUrl.value, primary: true }],
        onClose: () => {
          topics.dismissLicenceWarning(userId, env.now());
        },
      }),
    );
    return true;
  }

  function markActive() {
    ui.active.value = true;
    persistence.write(STORAGE_KEYS.active, true);
  }

  return {
    env,
    config,
    apiBase,
    shopUrl,
    contentUrl,
    production,
    api,
    /**
     * The one API client (headers, token, 401, network errors, error reports), for the calls beyond
     * `api` that a feature makes (catalogue, examples, devices, kept topics).
     */
    request,
    auth,
    ui,
    topics,
    purchases,
    playerSettings,
    videoSettings,
    licence,
    language,
    pageLocale,
    i18n,
    session,
    sync,
    loadTopics,
    loadPurchases,
    checkLicenceWarning,
    markActive,
    configure(next: CoreConfig) {
      config.value = { ...config.value, ...next };
    },
    /** Session changes and failures, for whoever listens (the elements turn them into `choir-*` events). */
    events,
    reportProblem,
    onApiFailure(listener: (failure: ApiFailure) => void): () => void {
      apiFailures.add(listener);
      return () => apiFailures.delete(listener);
    },
    onLoggedOut(listener: () => void): () => void {
      return events.on((event) => event.type === 'logout' && listener());
    },
  };
}

export type Core = ReturnType<typeof createCore>;
