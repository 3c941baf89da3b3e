/**
 * Score zoom (issue 19.14): the automatic layout (page-view.ts), the page fitted to the stage's
 * width or height, or a factor of the automatic page size. Kept per work in the player settings.
 */
import { ofWidth, type PageLayout, pageLayout } from './page-view';

export type ScoreZoom = 'auto' | 'width' | 'height' | number;

/** Zoom factors the buttons and keys step through (of the automatic page size). */
export const ZOOM_STEPS = [0.5, 0.67, 0.8, 1, 1.25, 1.5, 1.75, 2, 2.5, 3] as const;
const MIN_ZOOM = ZOOM_STEPS[0];
const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1]!;

/** A stored zoom that is no longer valid (or missing) is the automatic layout. */
export function validZoom(value: unknown): ScoreZoom {
  if (value === 'width' || value === 'height') return value;
  if (typeof value === 'number' && Number.isFinite(value))
    return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, value));
  return 'auto';
}

/**
 * The page layout at a zoom. Fit to width or height shows one page; a factor scales the automatic
 * page, two side by side where both fit the width: kept from a spread, or made by zooming out (a
 * desk below a large screen gets its spread back, smaller than the readable size it chose).
 */
export function zoomedLayout(
  width: number,
  height: number,
  ratio: number,
  zoom: ScoreZoom,
  gap = 16,
): PageLayout {
  const base = pageLayout(width, height, ratio, gap);
  if (base.pageWidth === 0) return base;
  if (zoom === 'width') return ofWidth(1, Math.max(0, width), ratio);
  if (zoom === 'height') return ofWidth(1, Math.max(0, height) * ratio, ratio);
  if (zoom === 'auto' || zoom === 1) return base;
  const pageWidth = base.pageWidth * zoom;
  const twoFit = 2 * pageWidth + gap <= width;
  const columns = twoFit && (base.columns === 2 || zoom < 1) ? 2 : 1;
  return ofWidth(columns, pageWidth, ratio);
}

/**
 * The least a step changes the size (the steps lie 14 % or more apart): from a page fitted to 99 %
 * of the automatic size, "zoom in" shows 125 %, not 100 %, which would look like nothing happened.
 */
const LEAST_STEP = 1.1;

/**
 * The next zoom factor in or out from what is shown now (`shownWidth`, the page width on screen,
 * against `autoWidth`, the automatic layout's): from a fitted page it continues from its size.
 */
export function stepZoom(shownWidth: number, autoWidth: number, direction: 1 | -1): number {
  const now = autoWidth > 0 ? shownWidth / autoWidth : 1;
  const next =
    direction > 0
      ? ZOOM_STEPS.find((step) => step >= now * LEAST_STEP)
      : [...ZOOM_STEPS].reverse().find((step) => step <= now / LEAST_STEP);
  return next ?? (direction > 0 ? MAX_ZOOM : MIN_ZOOM);
}

/** The zoom as a percentage of the automatic page size, for the zoom button. */
export function zoomPercent(shownWidth: number, autoWidth: number): number {
  return autoWidth > 0 ? Math.round((100 * shownWidth) / autoWidth) : 100;
}
