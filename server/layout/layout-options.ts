/**
 * How a screen layout is asked of Verovio, and what is read back from its pages. Verovio lays out in
 * page units: a staff space is two `unit`s, and at `scale` 100 the SVG's viewBox is the page size in
 * those units. So a page of W × H CSS px at a staff space of S px is W·2u/S × H·2u/S units, and the
 * player shows its viewBox at W × H px.
 */
import type { LayoutSize } from '../../src/core/contract/screen-layout';

/** Raise it when what a rendering holds changes (options, post-processing): cached ones are then made anew. */
export const RENDERING_VERSION = 4;

/** Half a staff space in page units (the pipeline's printed pages use the same). */
const UNIT = 12;
/** Page margins in CSS px. */
const MARGIN_PX = 12;

/** Verovio's options for a page of `size`; the rest follows the pipeline's engraving (content/pipeline/score.ts). */
export function verovioOptions(size: LayoutSize): Record<string, unknown> {
  const perPx = (2 * UNIT) / size.staffSize;
  const margin = Math.round(MARGIN_PX * perPx);
  return {
    // Rounded down: shown at the asked width, a staff space is never below the asked size.
    pageWidth: Math.floor(size.width * perPx),
    pageHeight: Math.floor(size.height * perPx),
    pageMarginLeft: margin,
    pageMarginRight: margin,
    pageMarginTop: margin,
    pageMarginBottom: margin,
    unit: UNIT,
    scale: 100,
    spacingStaff: 8,
    // Systems from the top of the page: a screen page is read and turned, not printed. Each page
    // is as tall as its music (a system taller than the page is not cut), evened out by `samePageHeight`.
    justifyVertically: false,
    adjustPageHeight: true,
    breaks: 'auto',
    breaksNoWidow: true,
    // The player shows the title above the score.
    header: 'none',
    footer: 'none',
    expandNever: true,
    svgViewBox: true,
    svgFormatRaw: true,
    // The same ids on every rendering of a score, so a cached page and a new one are byte for byte alike.
    xmlIdSeed: 1,
  };
}

const VIEW_BOX = /viewBox="0 0 ([\d.]+) ([\d.]+)"/;
const VIEW_BOXES = /viewBox="0 0 ([\d.]+) ([\d.]+)"/g;

/**
 * Gives every page of a layout the same height, the asked one or the tallest page's when a system is
 * taller than that (the player then scrolls through the page): each page's viewBox is made that
 * tall, its music staying at the top. Verovio nests a second `<svg>` in its own units (ten to a
 * page unit) that would otherwise centre the music in the taller box: its viewBox grows alike.
 * Returns the pages and their height in CSS px.
 */
export function samePageHeight(
  pages: readonly string[],
  size: LayoutSize,
): { pages: string[]; height: number } {
  const perPx = (2 * UNIT) / size.staffSize;
  const sizes = pages
    .map((svg) => VIEW_BOX.exec(svg))
    .map((box) => [Number(box?.[1] ?? 0), Number(box?.[2] ?? 0)]);
  const units = Math.max(Math.floor(size.height * perPx), ...sizes.map(([, height]) => height!));
  return {
    pages: pages.map((svg, at) => {
      const pageWidth = sizes[at]![0]! || 1;
      return svg.replace(VIEW_BOXES, (_all, width: string) => {
        const factor = Number(width) / pageWidth;
        return `viewBox="0 0 ${width} ${Math.round(units * factor)}"`;
      });
    }),
    height: Math.ceil(units / perPx),
  };
}

const OPENING_TAG = /<g\b[^>]*>/g;
const CLASS = /\bclass="([^"]*)"/;
const ID = /\bid="([^"]*)"/;

/** The ids of a page's bars (`<g class="measure" id>`), in the order drawn. */
export function measureIds(svg: string): string[] {
  const ids: string[] = [];
  for (const [tag] of svg.matchAll(OPENING_TAG)) {
    const classes = CLASS.exec(tag)?.[1]?.split(/\s+/);
    if (!classes?.includes('measure')) continue;
    const id = ID.exec(tag)?.[1];
    if (id) ids.push(id);
  }
  return ids;
}

/**
 * The bars a preview may show: those of its printed pages, first to last (Verovio's `select`).
 * Null when the preview pages show no bar.
 */
export function previewSelection(previewPages: readonly string[]): { start: string; end: string } | null {
  const ids = previewPages.flatMap(measureIds);
  return ids.length > 0 ? { start: ids[0]!, end: ids.at(-1)! } : null;
}
