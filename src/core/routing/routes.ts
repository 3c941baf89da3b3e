import { type Language, LOCALES, type Locale } from '../contract/api';

export type Layout = 'default' | 'learnElement' | 'player' | 'auth' | 'simple' | 'error';

export interface RouteDefinition {
  name: string;
  /** Path after the locale segment; `:name` is a parameter, `:name?` an optional one. */
  path: string;
  layout: Layout;
  requiresLogin?: boolean;
}

/** The route table of SPEC §2, plus our own player, works and dashboard routes. */
export const ROUTES: readonly RouteDefinition[] = [
  { name: 'auth-login', path: 'auth/login', layout: 'auth' },
  { name: 'library', path: 'auth/library', layout: 'default' },
  { name: 'profile', path: 'auth/profile', layout: 'default' },
  { name: 'start', path: 'start', layout: 'default' },
  { name: 'start-topics', path: 'start/topics', layout: 'default' },
  { name: 'about', path: 'about', layout: 'simple' },
  { name: 'faq', path: 'faq', layout: 'simple' },
  { name: 'dataprotection', path: 'dataprotection', layout: 'simple' },
  { name: 'imprint', path: 'imprint', layout: 'simple' },
  { name: 'search', path: 'search', layout: 'default' },
  { name: 'topic', path: 'topic/:topicId?', layout: 'default' },
  { name: 'learnElement', path: 'learnElement/:topicId/:moduleId/:learnElementId', layout: 'learnElement' },
  { name: 'dashboard', path: 'dashboard', layout: 'default' },
  { name: 'works', path: 'works', layout: 'default' },
  { name: 'player', path: 'player/:articleId', layout: 'player' },
  { name: 'tools', path: 'tools', layout: 'default' },
  { name: 'debug', path: 'debug', layout: 'default', requiresLogin: true },
];

export type RouteParams = Record<string, string>;

export type Resolution =
  | { kind: 'route'; route: RouteDefinition; locale: Locale; params: RouteParams }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound'; locale: Locale };

export function isLocale(value: string | undefined): value is Locale {
  return value !== undefined && (LOCALES as readonly string[]).includes(value);
}

/** Routes accept de and en; any other interface language (fr) routes as en (SPEC §2, §5). */
export function routeLocale(language: Language | string | undefined): Locale {
  return isLocale(language) ? language : 'en';
}

function matchPath(pattern: string, segments: string[]): RouteParams | null {
  const parts = pattern.split('/');
  const params: RouteParams = {};
  for (let i = 0; i < Math.max(parts.length, segments.length); i++) {
    const part = parts[i];
    const segment = segments[i];
    if (part === undefined) return null;
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (segment === undefined) {
        if (!optional) return null;
        continue;
      }
      params[name] = decodeURIComponent(segment);
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

function findRoute(segments: string[]): { route: RouteDefinition; params: RouteParams } | null {
  for (const route of ROUTES) {
    const params = matchPath(route.path, segments);
    if (params) return { route, params };
  }
  return null;
}

/**
 * Maps a path to a route, a redirect or "not found". `/` and `/auth/login` go to the login page; a
 * missing or unsupported locale segment is replaced by the current one; a route that needs login
 * sends a signed-out user to the login page, keeping the target as `redirect`.
 */
export function resolvePath(pathname: string, current: Language, loggedIn: boolean): Resolution {
  const locale = routeLocale(current);
  const segments = pathname.split('/').filter(Boolean);
  const login = `/${locale}/auth/login`;
  // A host's page file at the root (the app served as `/app.html`) is the app's entry, like `/`.
  if (segments.length === 0 || (segments.length === 1 && /\.html$/.test(segments[0]!)))
    return { kind: 'redirect', to: login };
  const [first, ...rest] = segments;
  if (!isLocale(first)) {
    // A two-letter first segment is a locale we do not route (fr, xx): replace it.
    const withoutLocale = /^[a-z]{2}$/i.test(first!) ? rest : segments;
    const match = findRoute(withoutLocale);
    if (match) return { kind: 'redirect', to: `/${locale}/${withoutLocale.join('/')}` };
    return withoutLocale.length === 0 ? { kind: 'redirect', to: login } : { kind: 'notFound', locale };
  }
  if (rest.length === 0) return { kind: 'redirect', to: `/${first}/auth/login` };
  const match = findRoute(rest);
  if (!match) return { kind: 'notFound', locale: first };
  if (match.route.requiresLogin && !loggedIn) {
    return { kind: 'redirect', to: `/${first}/auth/login?redirect=${encodeURIComponent(pathname)}` };
  }
  return { kind: 'route', route: match.route, locale: first, params: match.params };
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

/** The same path in another locale (the language switch keeps the screen). */
export function switchLocale(pathname: string, locale: Locale): string {
  const segments = pathname.split('/').filter(Boolean);
  if (isLocale(segments[0])) segments[0] = locale;
  else segments.unshift(locale);
  return `/${segments.join('/')}`;
}
