/**
 * Which pages the player shows and how big: sized to be read from a music stand, a metre away.
 * Pure maths, so it is tested without a browser.
 */
import { readableStaffSpace } from '../contract/screen-layout';

/**
 * The pipeline's engraving (Verovio, an A4 page 21,000 units wide): a staff space, the distance
 * between two lines of a staff, is 240 units, so a page shown 787 px wide has staff spaces of 9 px.
 */
export const STAFF_SPACE_OF_PAGE_WIDTH = 240 / 21_000;

/** The tallest system of the editions (four staves with their lyrics) takes up to this share of a page's height. */
export const SYSTEM_SHARE = 0.46;

// The least staff space that reads at a metre: the contract's, as the server's screen layouts use it.
export { readableStaffSpace } from '../contract/screen-layout';

/** 1 % more than the least: page heights are rounded down and lines land on whole device pixels. */
const HEADROOM = 1.01;

export interface PageLayout {
  columns: 1 | 2;
  pageWidth: number;
  pageHeight: number;
}

/** A layout of pages `width` wide. */
export const ofWidth = (columns: 1 | 2, width: number, ratio: number): PageLayout => ({
  columns,
  pageWidth: Math.floor(width),
  pageHeight: Math.floor(width / ratio),
});

/**
 * Fits pages of `ratio` (width / height) into a box, never below the readable staff space. Two
 * whole pages side by side where both are readable (a large screen); else one page, as wide as
 * the box allows while a whole system still fits its height (the page then scrolls by systems).
 * Where that is too small to read (a phone), the page takes the least readable width and scrolls
 * sideways too.
 */
export function pageLayout(width: number, height: number, ratio: number, gap = 16): PageLayout {
  const w = Math.max(0, width);
  const h = Math.max(0, height);
  if (w === 0 || h === 0) return { columns: 1, pageWidth: 0, pageHeight: 0 };
  const readableWidth = Math.ceil((readableStaffSpace(w, h) * HEADROOM) / STAFF_SPACE_OF_PAGE_WIDTH);
  const spreadWidth = Math.min(h * ratio, (w - gap) / 2);
  if (spreadWidth >= readableWidth) return ofWidth(2, spreadWidth, ratio);
  const systemWhole = (h * ratio) / SYSTEM_SHARE;
  return ofWidth(1, Math.max(readableWidth, Math.min(w, systemWhole)), ratio);
}

/**
 * The pages on screen. `turn` is the page turned to (with the reader's lookahead), `current` the
 * page of the sounding bar. One column shows the turned page; two show it with the page still being
 * played (during the lookahead) or else with its neighbour in the part.
 */
export function visiblePages(
  partPages: readonly number[],
  current: number,
  turn: number,
  columns: 1 | 2,
): number[] {
  if (partPages.length === 0) return [];
  const shown = partPages.includes(turn) ? turn : partPages[0]!;
  if (columns === 1 || partPages.length === 1) return [shown];
  let other = partPages.includes(current) && current !== shown ? current : null;
  if (other === null) {
    const at = partPages.indexOf(shown);
    other = partPages[at + 1] ?? partPages[at - 1] ?? null;
  }
  return other === null ? [shown] : [shown, other].sort((a, b) => a - b);
}
