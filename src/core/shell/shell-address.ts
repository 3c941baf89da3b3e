/**
 * The app shell's address as signals: the path and query of the page's history, the route they
 * resolve to for the current language and session, and where the sign-in page leads.
 */
import { computed, type ReadonlySignal } from '@preact/signals-core';
import type { Language, Locale } from '../contract/api';
import type { Core } from '../core';
import { type Resolution, resolvePath, switchLocale } from '../routing/resolve-path';
import type { Router } from '../routing/router';
import { pathFor, routeLocale } from '../routing/routes';

/** What the shell draws from, and what `settle` follows once it is drawn. */
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

type AddressCore = Pick<Core, 'auth' | 'language'>;

export function shellAddress(core: AddressCore, router: Router) {
  // Strings, so an unchanged path (a new `search`, a popstate to the same page) resolves nothing anew.
  const pathname = computed(() => router.location.value.pathname);
  const search = computed(() => router.location.value.search);
  const resolution = computed(() =>
    resolvePath(pathname.value, core.language.value, core.auth.isLoggedIn.value),
  );
  const address: ReadonlySignal<ShellAddress> = computed(() => {
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
  return { pathname, search, address };
}

/**
 * Where the sign-in page leads: its `redirect` when that is a path of this app, else the start
 * page; in the locale of the language it showed (signing in keeps it, decision 0035).
 */
export function signInTarget(search: string, language: Language): string {
  const target = new URLSearchParams(search).get('redirect');
  const locale = routeLocale(language);
  return target?.startsWith('/') && !target.startsWith('//')
    ? switchLocale(target, locale)
    : pathFor('start', locale);
}
