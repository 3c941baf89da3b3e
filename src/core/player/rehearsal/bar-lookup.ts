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

/** The printed bar numbers the part runs through, for the dialog's label ("1–16"); the pickup is left out. */
export function barRange(bars: readonly SyncBar[]): { first: string; last: string } {
  const numbers = bars.map((bar) => Number(bar.n)).filter((n) => Number.isInteger(n) && n > 0);
  if (numbers.length === 0) return { first: bars[0]?.n ?? '', last: bars.at(-1)?.n ?? '' };
  return { first: String(Math.min(...numbers)), last: String(Math.max(...numbers)) };
}

/** The bar occurrence a typed bar number means ("07" is bar 7), or why there is none. */
export function checkBarNumber(input: string, bars: readonly SyncBar[]): BarNumberCheck {
  const text = input.trim();
  const label = /^\d+$/.test(text) ? String(Number.parseInt(text, 10)) : text;
  const index = label === '' ? -1 : firstOccurrenceOfBar(bars, label);
  if (index >= 0) return { ok: true, index };
  const error = label === '' ? 'player.rehearse.bar.required' : 'player.rehearse.bar.missing';
  return { ok: false, error, bar: text, ...barRange(bars) };
}
