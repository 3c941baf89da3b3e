/**
 * Page maths of the two layouts the player shows: the printed pages of the manifest, or a screen
 * layout made for the player's box (contract/screen-layout.ts). Both number their pages over all
 * parts; the sync map's bars carry the printed page, and `withPages` moves them onto a layout's
 * pages by their bar ids. Pure functions, tested without a browser.
 */
import type { ScreenPage } from '../contract/screen-layout';
import type { EditionManifest, SyncMap } from './manifest';

/** Page numbers of each part, counted on over all parts: [2, 1, 3] -> [[1, 2], [3], [4, 5, 6]]. */
export function numberedParts(partPages: readonly number[]): number[][] {
  let next = 1;
  return partPages.map((count) => Array.from({ length: count }, () => next++));
}

/** The printed pages of each part, as the manifest numbers them. */
export function printedParts(manifest: Pick<EditionManifest, 'parts'>): number[][] {
  return manifest.parts.map((part) => part.pages.map((page) => page.number));
}

/** The page that shows each bar: `pages` numbered from `first` on. */
export function pageOfMeasure(
  pages: readonly Pick<ScreenPage, 'measures'>[],
  first: number,
): Map<string, number> {
  const pageOf = new Map<string, number>();
  for (const [at, page] of pages.entries())
    for (const measure of page.measures) if (!pageOf.has(measure)) pageOf.set(measure, first + at);
  return pageOf;
}

/**
 * The sync map with each bar on the page of the layout that shows it. A bar the layout does not
 * draw (none should be missing) stays on the page of the bar before it, so page turns stay in order.
 */
export function withPages(sync: SyncMap, pageOf: ReadonlyMap<string, number>): SyncMap {
  let previous = pageOf.values().next().value ?? 1;
  const bars = sync.bars.map((bar) => {
    const page = pageOf.get(bar.measureId) ?? previous;
    previous = page;
    return page === bar.page ? bar : { ...bar, page };
  });
  return { ...sync, bars };
}

/** The printed page of the first bar (in performance order) a layout shows on `page`, or undefined. */
export function printedPageOf(laidOut: SyncMap, printed: SyncMap, page: number): number | undefined {
  const index = laidOut.bars.findIndex((bar) => bar.page === page);
  return index < 0 ? undefined : printed.bars[index]?.page;
}
