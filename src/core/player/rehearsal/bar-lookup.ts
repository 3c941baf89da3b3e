/**
 * The go-to-bar dialog's rule: a printed bar number of the open part. With repeats a bar is played
 * more than once; the first playing is meant (as a link to a bar: decision 0015).
 */
import type { SyncBar } from '../../score/manifest';
import { firstOccurrenceOfBar } from '../../score/sync';

export type BarNumberCheck =
  | { ok: true; index: number }
  | {
      ok: false;
      error: 'player.rehearse.bar.required' | 'player.rehearse.bar.missing';
      bar: string;
      first: string;
      last: string;
    };

/**
 * The printed bar numbers the part runs through, for the dialog's label ("1–16"); a pickup counts
 * as bar 0 ("0–16"), as conductors call it and as the dialog accepts it.
 */
export function barRange(bars: readonly SyncBar[]): { first: string; last: string } {
  const numbers = bars.map((bar) => Number(bar.n)).filter((n) => Number.isInteger(n) && n >= 0);
  if (numbers.length === 0) return { first: bars[0]?.n ?? '', last: bars.at(-1)?.n ?? '' };
  return { first: String(Math.min(...numbers)), last: String(Math.max(...numbers)) };
}

/** What may be a printed bar number: digits, perhaps a letter after them ("12a"). */
const BAR_LIKE = /^\d{1,5}[a-z]?$/i;

/** The longest typed text the error message repeats; longer text is shortened with "…". */
const ECHO = 8;

/** The bar occurrence a typed bar number means ("07" is bar 7), or why there is none. */
export function checkBarNumber(input: string, bars: readonly SyncBar[]): BarNumberCheck {
  const text = input.trim();
  const label = /^\d+$/.test(text) ? String(Number.parseInt(text, 10)) : text;
  const index = label === '' ? -1 : firstOccurrenceOfBar(bars, label);
  if (index >= 0) return { ok: true, index };
  // Text that is no bar number at all asks for one; a number the part lacks names the bars it has.
  const error = BAR_LIKE.test(text) ? 'player.rehearse.bar.missing' : 'player.rehearse.bar.required';
  const bar = text.length > ECHO ? `${text.slice(0, ECHO)}…` : text;
  return { ok: false, error, bar, ...barRange(bars) };
}
