/**
 * The full app without its view (requirements R2.1-R2.8): the address and its route
 * (shell-address.ts), the redirects (a path without its locale, a signed-out visitor, a signed-in
 * one on the sign-in page), the interface language a route asks for, the document title and page
 * views, the app's start (app-start.ts) and the global dialogs' state (shell-dialogs.ts).
 * react/shell/app-shell.tsx renders these signals.
 *
 * What follows the address runs in `settle`, which the view calls once it has drawn an address, as
 * React effects ran: a sign-in and the navigation that follows it are seen together, so neither
 * replaces the history entry of the other, and a language switch does not pass through the old
 * route's language on its way.
 */
import { signal } from '@preact/signals-core';
import type { Language } from '../contract/api';
import type { Core } from '../core';
import { type ConsentConfig, loadConsent } from '../integrations/consent';
import { createTagManager, type TagManagerConfig } from '../integrations/tag-manager';
import { pageTitle } from '../routing/page-title';
import { type Resolution, switchLocale } from '../routing/resolve-path';
import { createRouter } from '../routing/router';
import { languageOnRoute, pathFor, routeLocale } from '../routing/routes';
import { startApp } from './app-start';
import { type ShellAddress, shellAddress, signInTarget } from './shell-address';
import { shellDialogs } from './shell-dialogs';

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

type Navigate = (path: string, replace?: boolean) => void;

export function createShellController({ core, page, moduleUrl, integrations }: ShellDeps) {
  const router = createRouter(page);
  const { pathname, search, address } = shellAddress(core, router);
  /** Bumped by "try again" after a screen's code failed to load. */
  const attempt = signal(0);
  const navigate: Navigate = (path, replace = false) => router.navigate(path, { replace });
  /** The current address in another language's route locale (fr lives under en). */
  const followLanguage = (language: Language) =>
    navigate(switchLocale(pathname.value, routeLocale(language)) + search.value);
  // The host may set the integrations after the first render: the tag manager follows them.
  let configured = integrations;
  let tagManager = createTagManager(integrations?.tagManager, page);
  const toSignIn = () => navigate(pathFor('auth-login', routeLocale(core.language.value)));
  // A slow device can draw its first view after the first call's 401 ended the session: start()
  // then sends the user on as a later logout would.
  let loggedOutEarly = false;
  const stopEarlyLogout = core.onLoggedOut(() => {
    loggedOutEarly = true;
  });

  return {
    address,
    attempt,
    ...shellDialogs(core),
    /** What the screens use to move (NavigationProvider). */
    navigation: {
      navigate: (path: string, options?: { replace?: boolean }) => router.navigate(path, options),
      href: (path: string) => path,
      isCurrent: (path: string) => pathname.value === path,
    },
    /** Once, after the first view is drawn; returns what ends it all (the shell leaves the page). */
    start(): () => void {
      startApp(core, address.value.resolution, page, moduleUrl);
      // The banner loads once, in the language of the first view.
      loadConsent(page.document.body, integrations?.consent, core.i18n.language);
      stopEarlyLogout();
      const stopLogout = core.onLoggedOut(toSignIn);
      if (loggedOutEarly) toSignIn();
      return () => {
        stopLogout();
        router.dispose();
      };
    },
    settle: settler(core, page, navigate, () => tagManager),
    /** The element's `integrations` changed: later page views go to the new tag manager. */
    configure(next: ShellIntegrations | undefined) {
      if (next === configured) return;
      configured = next;
      tagManager = createTagManager(next?.tagManager, page);
    },
    /**
     * Signed in on the sign-in page drawn with `query`: on to where it asked for, in the language
     * the sign-in page showed. (The address may have moved on already: settle leaves a signed-in
     * sign-in page.)
     */
    signedIn(query: string) {
      // The stored language: a switch picked just before may still be loading its texts.
      navigate(signInTarget(query, core.auth.settings.value.language));
    },
    /** Stores the interface language (also before sign-in) and moves the route to its locale. */
    changeLanguage(next: Language) {
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
  };
}

/**
 * What follows an address once it is drawn: the introduction after a first sign-in, the redirect,
 * the route's language, the title and page view, and the way off the sign-in page once signed in.
 * Each runs once per change of what it follows, as an effect with its dependencies did.
 */
function settler(
  core: Core,
  page: Window,
  navigate: Navigate,
  tagManager: () => ReturnType<typeof createTagManager>,
) {
  let followed: Resolution | null = null;
  let titled = '';
  let unseenBefore = false;
  return (drawn: ShellAddress): void => {
    // The introduction opens by itself once, after an account's first sign-in (issue 19.13).
    if (drawn.unseen && !unseenBefore) core.ui.onboarding.value = true;
    unseenBefore = drawn.unseen;
    if (drawn.resolution !== followed) {
      followed = drawn.resolution;
      if (drawn.resolution.kind === 'redirect') navigate(drawn.resolution.to, true);
      else adoptRouteLanguage(core, drawn.resolution);
    }
    const title = `${drawn.routeName} ${drawn.pathname} ${drawn.language}`;
    if (title !== titled) {
      titled = title;
      page.document.title = pageTitle(drawn.routeName, (key) => core.i18n.t(key));
      // The app owns its page: screen readers read its language here.
      page.document.documentElement.lang = drawn.language;
      tagManager().pageView(drawn.pathname, page.document.title);
    }
    if (drawn.routeName === 'auth-login' && drawn.signedIn)
      navigate(signInTarget(drawn.search, core.language.value), true);
  };
}

/**
 * The address decides the language (decision 0035), and what it shows is what is stored: a link
 * into the other route locale makes that language the user's, so the profile, the options and the
 * next visit agree with the page. (French pages live under `en`: there the stored French stays.)
 */
function adoptRouteLanguage(core: Core, now: Exclude<Resolution, { kind: 'redirect' }>) {
  core.pageLocale.value = now.locale;
  const stored = core.auth.settings.value.language;
  const wanted = languageOnRoute(stored, now.locale);
  if (wanted !== stored) core.session.updateSettings({ language: wanted });
  else if (core.i18n.language !== wanted) void core.i18n.changeLanguage(wanted);
}

export type ShellController = ReturnType<typeof createShellController>;
