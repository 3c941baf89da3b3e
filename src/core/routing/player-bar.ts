import type { Locale } from '../contract/api';
import { pathFor } from './routes';

/**
 * The bar a player address asks for (`/{locale}/player/{articleId}?bar=5`), as the sync map labels
 * bars ("0" is the upbeat), or null: anything but a whole number up to 9999 opens the work as usual.
 */
export function barOfQuery(search: string): string | null {
  const value = new URLSearchParams(search).get('bar');
  // Up to four digits: the editions have a few dozen bars per part; "05" is bar 5.
  return value !== null && /^\d{1,4}$/.test(value) ? String(Number(value)) : null;
}

/** The player's address opened at a bar (a lesson's link to a bar of an edition). */
export function playerBarPath(locale: Locale, articleId: string, bar: number): string {
  return `${pathFor('player', locale, { articleId })}?bar=${bar}`;
}
