import type { Language, Locale } from '../contract/api';
import { isLocale, ROUTES, type RouteDefinition, type RouteParams, routeLocale } from './routes';

/**
 * From an address to a route: the app shell's half of routing. Apart from the route table
 * (`routes.ts`), so an element embedded alone builds paths without carrying the matching rules.
 */
export type Resolution =
  | { kind: 'route'; route: RouteDefinition; locale: Locale; params: RouteParams }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound'; locale: Locale };

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

/** The same path in another locale (the language switch keeps the screen). */
export function switchLocale(pathname: string, locale: Locale): string {
  const segments = pathname.split('/').filter(Boolean);
  if (isLocale(segments[0])) segments[0] = locale;
  else segments.unshift(locale);
  return `/${segments.join('/')}`;
}
