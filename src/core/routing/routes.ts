import type { Language, Locale } from '../contract/api';
import { LOCALES } from '../contract/constants';

export type Layout = 'default' | 'learnElement' | 'player' | 'auth' | 'simple' | 'error';

export interface RouteDefinition {
  name: string;
  /** Path after the locale segment; `:name` is a parameter, `:name?` an optional one. */
  path: string;
  layout: Layout;
  requiresLogin?: boolean;
  /**
   * Its first view shows no topics: the app asks for them once the page has loaded, and the app
   * page not at once, so on a phone they do not share the bandwidth of the bundle and the edition.
   */
  topicsLater?: true;
}

/** The route table (requirements R2.2), plus our own player, works and dashboard routes. */
export const ROUTES: readonly RouteDefinition[] = [
  { name: 'auth-login', path: 'auth/login', layout: 'auth', topicsLater: true },
  { name: 'library', path: 'auth/library', layout: 'default' },
  { name: 'profile', path: 'auth/profile', layout: 'default' },
  { name: 'start', path: 'start', layout: 'default' },
  { name: 'start-topics', path: 'start/topics', layout: 'default' },
  { name: 'about', path: 'about', layout: 'simple', topicsLater: true },
  { name: 'faq', path: 'faq', layout: 'simple', topicsLater: true },
  { name: 'dataprotection', path: 'dataprotection', layout: 'simple', topicsLater: true },
  { name: 'imprint', path: 'imprint', layout: 'simple', topicsLater: true },
  { name: 'search', path: 'search', layout: 'default' },
  { name: 'topic', path: 'topic/:topicId?', layout: 'default' },
  { name: 'learnElement', path: 'learnElement/:topicId/:moduleId/:learnElementId', layout: 'learnElement' },
  { name: 'dashboard', path: 'dashboard', layout: 'default' },
  { name: 'works', path: 'works', layout: 'default', topicsLater: true },
  { name: 'player', path: 'player/:articleId', layout: 'player', topicsLater: true },
  { name: 'tools', path: 'tools', layout: 'default' },
  { name: 'debug', path: 'debug', layout: 'default', requiresLogin: true },
];

export type RouteParams = Record<string, string>;

export function isLocale(value: string | undefined): value is Locale {
  return value !== undefined && (LOCALES as readonly string[]).includes(value);
}

/** Routes accept de and en; any other interface language (fr) routes as en (requirements R2.1, R5.3). */
export function routeLocale(language: Language | string | undefined): Locale {
  return isLocale(language) ? language : 'en';
}

/**
 * The interface language on a page of `locale`: the stored one where the route allows it (French
 * pages live under `en`), else the route's own (a deep link in the other locale is not stored).
 */
export function languageOnRoute(stored: Language, locale: Locale): Language {
  return routeLocale(stored) === locale ? stored : locale;
}

/** Builds the path of a named route. */
export function pathFor(name: string, locale: Locale, params: RouteParams = {}): string {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`Unknown route ${name}`);
  const path = route.path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part;
      const optional = part.endsWith('?');
      const key = part.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined) {
        if (optional) return null;
        throw new Error(`Route ${name} needs the parameter ${key}`);
      }
      return encodeURIComponent(value);
    })
    .filter((part): part is string => part !== null)
    .join('/');
  return `/${locale}/${path}`;
}
