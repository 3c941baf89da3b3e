/**
 * Page turns by hand (a pedal, a key, a swipe or a tap): from the pages on screen to the next or
 * previous spread, whole or in halves. Pure maths over page numbers, tested without a browser.
 *
 * A spread is one page in one column, or two pages side by side; each part starts a new spread,
 * so one turn moves a whole spread (pages 1-2, then 3-4). Half-page turns (forScore's): the first
 * turn lays the top half of the next page over the top half of the page being read, whose lower
 * half (where the reader is) stays; the second completes the turn. Side by side, the page already
 * read (the left one) shows the next spread's first page; the second turn completes the spread.
 */

/** What the score shows. */
export interface ShownPages {
  /** The pages side by side, left to right. */
  pages: number[];
  /** One column, half turned: the top half of this page lies over the top half of `pages[0]`. */
  upper?: number;
  /** A half turn under way: the spread a forward turn completes it to and a back turn returns to. */
  half?: { from: number[]; to: number[] };
}

export interface TurnContext {
  /** The spreads a turn may reach, in page order (only the open part's while the recording plays). */
  spreads: readonly (readonly number[])[];
  columns: 1 | 2;
  halfTurns: boolean;
  /** The pages of the open part: a half turn shows two pages at once, so only within it. */
  partPages: readonly number[];
}

/** The pages of each part in spreads of `columns`, each part starting a new spread. */
export function spreadsOf(parts: readonly (readonly number[])[], columns: 1 | 2): number[][] {
  const spreads: number[][] = [];
  for (const pages of parts)
    for (let i = 0; i < pages.length; i += columns) spreads.push(pages.slice(i, i + columns));
  return spreads;
}

/**
 * The view after one turn forwards (1) or back (-1), or null at the first or last spread. Forwards
 * goes to the spread of the first page after the shown ones, back to that of the page before them,
 * so a view that straddles two spreads (the page turned early beside the page still sounding)
 * turns to the next unseen page.
 */
export function turnFrom(view: ShownPages, direction: 1 | -1, context: TurnContext): ShownPages | null {
  if (view.half) return { pages: direction > 0 ? view.half.to : view.half.from };
  const order = context.spreads.flat();
  const positions = view.pages.map((page) => order.indexOf(page));
  if (positions.length === 0 || positions.includes(-1)) return null;
  const beside = direction > 0 ? order[Math.max(...positions) + 1] : order[Math.min(...positions) - 1];
  const target = beside === undefined ? undefined : context.spreads.find((spread) => spread.includes(beside));
  if (!target) return null;
  const inPart = (page: number) => context.partPages.includes(page);
  if (direction < 0 || !context.halfTurns || !target.every(inPart) || !view.pages.every(inPart))
    return { pages: [...target] };
  const half = { from: view.pages, to: [...target] };
  if (context.columns === 1) return { pages: view.pages, upper: target[0]!, half };
  return { pages: [target[0]!, view.pages.at(-1)!], half };
}

/** "3" or "1–2": the pages on screen, for the page indicator. */
export function pagesLabel(view: ShownPages): string {
  const pages = [...view.pages, ...(view.upper === undefined ? [] : [view.upper])];
  if (pages.length === 0) return '';
  const first = Math.min(...pages);
  const last = Math.max(...pages);
  return first === last ? String(first) : `${first}–${last}`;
}
