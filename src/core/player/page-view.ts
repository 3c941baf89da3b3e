/**
 * Which pages the player shows and how big: one page, or two side by side where the screen is wide
 * enough for two pages at full height. Pure maths, so it is tested without a browser.
 */

/** Below this page height two pages side by side are too small to read; one page then fills the width. */
export const MIN_SPREAD_HEIGHT = 480;

export interface PageLayout {
  columns: 1 | 2;
  pageWidth: number;
  pageHeight: number;
}

/**
 * Fits pages of `ratio` (width / height) into a box. Two columns when two pages fit at (nearly)
 * full height and that height is readable; one page fits the height, or the width on a narrow or
 * low box (then it scrolls).
 */
export function pageLayout(width: number, height: number, ratio: number, gap = 16): PageLayout {
  const w = Math.max(0, width);
  const h = Math.max(0, height);
  if (w === 0 || h === 0) return { columns: 1, pageWidth: 0, pageHeight: 0 };
  const twoAtFullHeight = 2 * h * ratio + gap;
  if (h >= MIN_SPREAD_HEIGHT && w >= twoAtFullHeight * 0.92) {
    const pageHeight = Math.min(h, (w - gap) / 2 / ratio);
    return { columns: 2, pageWidth: Math.floor(pageHeight * ratio), pageHeight: Math.floor(pageHeight) };
  }
  const fitHeight = { width: h * ratio, height: h };
  // A narrow box (a phone) or a low, wide one (held sideways): fit the width instead, up to a
  // readable size; the page then scrolls and follows the highlighted bar.
  if (w < 600 || fitHeight.width < w * 0.55) {
    const pageWidth = Math.min(w, 900);
    return { columns: 1, pageWidth: Math.floor(pageWidth), pageHeight: Math.floor(pageWidth / ratio) };
  }
  const pageWidth = Math.min(w, fitHeight.width);
  return { columns: 1, pageWidth: Math.floor(pageWidth), pageHeight: Math.floor(pageWidth / ratio) };
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
