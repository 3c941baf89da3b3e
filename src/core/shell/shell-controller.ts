/**
 * The full app without its view (requirements R2.1-R2.8): the address and the route it resolves
 * to, the redirects (a path without its locale, a signed-out visitor, a signed-in one on the sign-in
 * page), the interface language a route asks for, the document title and page views, the app's
 * start, and the state of the global dialogs. react/shell/app-shell.tsx renders these signals.
 *
 * What follows the address runs in `settle`, which the view calls after each of its updates is
 * drawn, as React effects ran: a sign-in and the navigation that follows it are seen together, so
 * neither replaces the history entry of the other, and a language switch does not pass through the
 * old route's language on its way.
 */
import { computed, signal } from '@preact/signals-core';
import type { Language, Locale } from '../contract/api';
import type { Core } from '../core';
import { type ConsentConfig, loadConsent } from '../integrations/consent';
import { createTagManager, type TagManagerConfig } from '../integrations/tag-manager';
import { pageTitle } from '../routing/page-title';
import { type Resolution, resolvePath, switchLocale } from '../routing/resolve-path';
import { createRouter } from '../routing/router';
import { languageOnRoute, pathFor, routeLocale } from '../routing/routes';
import { pickLanguageBeforeSignIn, takeLanguagePickedBeforeSignIn } from '../session/sign-in-language';
import { startApp } from './app-start';

export interface ShellIntegrations {
  consent?: ConsentConfig;
  tagManager?: TagManagerConfig;
}

export interface ShellDeps {
  core: Core;
  /** The page: its history and location, its document (title, consent banner) and its timers. */
  page: Window;
  /** The address of the shell's own module, which names the bundle the offline worker keeps. */
  moduleUrl: string | undefined;
  /** Consent banner and tag manager, as configured by the deployer (none by default). */
  integrations?: ShellIntegrations | undefined;
}

/** What the shell draws from, and `settle` follows once it is drawn. */
export interface ShellAddress {
  resolution: Resolution;
  /** `notFound` where the address names no route (also while a redirect is under way). */
  routeName: string;
  /** The route locale the screens are drawn in (the current language's during a redirect). */
  locale: Locale;
  pathname: string;
  search: string;
  signedIn: boolean;
  language: Language;
  /** A signed-in account that has not seen the introduction yet. */
  unseen: boolean;
}

export function createShellController({ core, page, moduleUrl, integrations }: ShellDeps) {
  const router = createRouter(page);
  const tagManager = createTagManager(integrations?.tagManager, page);
  // Strings, so an unchanged path (a new `search`, a popstate to the same page) resolves nothing anew.
  const pathname = computed(() => router.location.value.pathname);
  const search = computed(() => router.location.value.search);
  const resolution = computed(() =>
    resolvePath(pathname.value, core.language.value, core.auth.isLoggedIn.value),
  );
  const address = computed((): ShellAddress => {
    const now = resolution.value;
    const signedIn = core.auth.isLoggedIn.value;
    return {
      resolution: now,
      routeName: now.kind === 'route' ? now.route.name : 'notFound',
      locale: now.kind === 'redirect' ? routeLocale(core.language.value) : now.locale,
      pathname: pathname.value,
      search: search.value,
      signedIn,
      language: core.language.value,
      unseen: signedIn && core.auth.settings.value.onboardingSeen === false,
    };
  });
  /** Bumped by "try again" after a screen's code failed to load. */
  const attempt = signal(0);
  const versionOpen = signal(false);

  const navigate = (path: string, replace = false) => router.navigate(path, { replace });
  /** The current address in another language's route locale (fr lives under en). */
  const followLanguage = (language: Language) =>
    navigate(switchLocale(pathname.value, routeLocale(language)) + search.value);
  /** Where the sign-in page leads: its `redirect` when it is a path of this app, else the start page. */
  const redirectTarget = (query: string) => {
    const target = new URLSearchParams(query).get('redirect');
    return target?.startsWith('/') && !target.startsWith('//')
      ? target
      : pathFor('start', routeLocale(core.language.value));
  };

  /** A deep link in another route locale shows the interface in that language (not stored). */
  function adoptRouteLanguage(now: Resolution) {
    if (now.kind === 'redirect') return;
    const signingIn = now.kind === 'route' && now.route.name === 'auth-login';
    core.pageLocale.value = signingIn ? null : now.locale;
    // The stored language wins where the route allows it (French pages live under `en`).
    const wanted = languageOnRoute(core.auth.settings.value.language, now.locale);
    if (core.i18n.language !== wanted) void core.i18n.changeLanguage(wanted);
  }

  // What `settle` followed last, so each reaction runs once per change (as an effect's dependencies did).
  let followed: Resolution | null = null;
  let titled = '';
  let unseenBefore = false;

  return {
    router,
    address,
    attempt,
    versionOpen,
    /** What the screens use to move (NavigationProvider). */
    navigation: {
      navigate: (path: string, options?: { replace?: boolean }) => router.navigate(path, options),
      href: (path: string) => path,
      isCurrent: (path: string) => pathname.value === path,
    },

    /** Once, after the first view is drawn; returns what ends it all (the shell leaves the page). */
    start(): () => void {
      startApp(core, resolution.value, page, moduleUrl);
      // The banner loads once, in the language of the first view.
      loadConsent(page.document.body, integrations?.consent, core.i18n.language);
      const stopLogout = core.onLoggedOut(() =>
        navigate(pathFor('auth-login', routeLocale(core.language.value))),
      );
      return () => {
        stopLogout();
        router.dispose();
      };
    },

    /** After `drawn` is drawn: redirects, the route's language, the title and page view, the introduction. */
    settle(drawn: ShellAddress): void {
      // The introduction opens by itself once, after an account's first sign-in (issue 19.13).
      if (drawn.unseen && !unseenBefore) core.ui.onboarding.value = true;
      unseenBefore = drawn.unseen;
      if (drawn.resolution !== followed) {
        followed = drawn.resolution;
        if (drawn.resolution.kind === 'redirect') navigate(drawn.resolution.to, true);
        adoptRouteLanguage(drawn.resolution);
      }
      const title = `${drawn.routeName} ${drawn.pathname} ${drawn.language}`;
      if (title !== titled) {
        titled = title;
        page.document.title = pageTitle(drawn.routeName, (key) => core.i18n.t(key));
        tagManager.pageView(drawn.pathname, page.document.title);
      }
      if (drawn.routeName === 'auth-login' && drawn.signedIn) navigate(redirectTarget(drawn.search), true);
    },
    /** Signed in on the sign-in page: on to where it was asked for, in the language picked there. */
    signedIn() {
      const picked = takeLanguagePickedBeforeSignIn(core.env);
      if (!picked) return navigate(redirectTarget(search.value));
      core.session.updateSettings({ language: picked });
      navigate(switchLocale(redirectTarget(search.value), routeLocale(picked)));
    },
    /** Stores the interface language (also before sign-in) and moves the route to its locale. */
    changeLanguage(next: Language) {
      // A language picked on the sign-in page wins over the one stored with the account.
      if (!core.auth.isLoggedIn.value) pickLanguageBeforeSignIn(core.env, next);
      core.session.updateSettings({ language: next });
      followLanguage(next);
    },
    /** The options changed the language (and stored it): the route follows. */
    followLanguage,
    /** The search page for what the navigation bar's field asks. */
    openSearch: (text: string) =>
      navigate(`${pathFor('search', address.value.locale)}?q=${encodeURIComponent(text)}`),
    retryScreen() {
      attempt.value++;
    },
    openOptions() {
      core.ui.optionsOpen.value = true;
    },
    closeOptions() {
      core.ui.optionsOpen.value = false;
    },
    openIntroduction() {
      core.ui.onboarding.value = true;
    },
    /** Closing or finishing the introduction marks the account, so it stays shut on every device. */
    closeIntroduction() {
      core.ui.onboarding.value = false;
      if (core.auth.isLoggedIn.value && core.auth.settings.value.onboardingSeen === false)
        core.session.updateSettings({ onboardingSeen: true });
    },
    openVersion() {
      versionOpen.value = true;
    },
    closeVersion() {
      versionOpen.value = false;
    },
  };
}

export type ShellController = ReturnType<typeof createShellController>;
