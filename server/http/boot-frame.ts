import type { Language } from '../../src/core/contract/api';
import { firstViewOf } from './first-view-preloads';

/**
 * How the app page's placeholder bar (demo/index.html, shown until the app's first view) fits an
 * app path: hidden where the app draws no navigation bar (the sign-in page's own layout, an unknown
 * address, `/`, which goes on to the sign-in page), and with room for the small-screen back arrow
 * everywhere but the start page (the shell's `backTo`), so the logo does not move when the app
 * takes over.
 */
export function bootBarAttributes(pathname: string, language: Language): string {
  const resolved = firstViewOf(pathname, language);
  if (resolved.kind !== 'route' || resolved.route.layout === 'auth') return 'hidden';
  return resolved.route.name === 'start' ? '' : 'data-back';
}
