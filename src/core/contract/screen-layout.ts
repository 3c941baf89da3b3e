/**
 * Screen layouts: an edition's music laid out again by the server for the player's box (its width
 * and height in CSS px) at a staff size (the distance between two staff lines, in CSS px). The
 * sizes are quantised on both sides, so that every box of about the same size asks for, and the
 * server caches, one rendering. A leaf of the contract like `sync-map.ts`: the checked read of the
 * response is written out here, so the player does not ship zod (the server's schema is
 * `ScreenLayoutSchema`, editions.schemas.ts).
 */

/** Smallest and largest page side laid out, in CSS px. */
export const LAYOUT_MIN_PX = 240;
export const LAYOUT_MAX_PX = 3840;

/** Each size bucket is about this much larger than the one below: the most a page is narrower than its box. */
const BUCKET_STEP = 1.05;

/** The page sides a layout is made for, smallest first (57 of them). */
export const LAYOUT_SIZES: readonly number[] = (() => {
  const sizes: number[] = [];
  for (let size = LAYOUT_MIN_PX; size <= LAYOUT_MAX_PX; size = Math.ceil(size * BUCKET_STEP))
    sizes.push(size);
  return sizes;
})();

/**
 * The staff sizes a conductor steps through with + and -: the staff space in CSS px. 6 is a phone's
 * readable least, 9 a tablet's (core/player/page-view.ts).
 */
export const STAFF_SIZES = [5, 6, 7, 8, 9, 10, 11, 12, 14, 16] as const;
export type StaffSize = (typeof STAFF_SIZES)[number];

/**
 * The page side laid out for a box side: the largest size that fits (so systems are never cut and
 * never wider than the box), the smallest for a box smaller than that.
 */
export function quantiseLength(px: number): number {
  if (!Number.isFinite(px)) return LAYOUT_MIN_PX;
  let chosen = LAYOUT_SIZES[0]!;
  for (const size of LAYOUT_SIZES) if (size <= px) chosen = size;
  return chosen;
}

/** The staff size nearest to `px` (the smaller one on a tie). */
export function quantiseStaff(px: number): StaffSize {
  if (!Number.isFinite(px)) return 9;
  let best: StaffSize = STAFF_SIZES[0];
  for (const size of STAFF_SIZES) if (Math.abs(size - px) < Math.abs(best - px)) best = size;
  return best;
}

/** Below this width or height the box is a phone's; anything larger is a tablet's or a desktop's. */
const PHONE_WIDTH = 600;
const PHONE_HEIGHT = 400;

/**
 * The least staff space in CSS px that reads at a metre (issue 36): 9 on a tablet or larger, 6 on
 * a phone, which is held nearer and has no room for more. A box's staff size until the conductor
 * sets one (the server's too, for a size asked without it).
 */
export function readableStaffSpace(width: number, height: number): 6 | 9 {
  return width < PHONE_WIDTH || height < PHONE_HEIGHT ? 6 : 9;
}

/** The next staff size up (1) or down (-1), kept within the steps. */
export function stepStaff(current: number, direction: 1 | -1): StaffSize {
  const at = STAFF_SIZES.indexOf(quantiseStaff(current));
  return STAFF_SIZES[Math.min(STAFF_SIZES.length - 1, Math.max(0, at + direction))]!;
}

/** What a layout is made for: the quantised page size and staff size. */
export interface LayoutSize {
  width: number;
  height: number;
  staffSize: StaffSize;
}

/** The layout size for a box and a wished staff size. */
export function layoutSizeFor(box: { width: number; height: number }, staffSize: number): LayoutSize {
  return {
    width: quantiseLength(box.width),
    height: quantiseLength(box.height),
    staffSize: quantiseStaff(staffSize),
  };
}

/** One page of a screen layout: its SVG (a `viewBox`, no size) and the ids of the bars it shows. */
export interface ScreenPage {
  svg: string;
  /** `g.measure` ids, in the order drawn: the sync map's `measureId`s. */
  measures: string[];
}

/**
 * `GET /api/catalogue/{articleId}/layout/{preview}`: one part of an edition laid out for a screen.
 * Its `height` is the asked one, or more where a system is taller than that (the page then scrolls).
 */
export interface ScreenLayout extends LayoutSize {
  articleId: string;
  version: string;
  part: number;
  preview: boolean;
  /**
   * How many pages each part of the edition (the preview: its one part) has at this size, so that
   * screen pages are numbered over all parts as printed ones are.
   */
  partPages: number[];
  pages: ScreenPage[];
}

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isPage = (value: unknown): value is ScreenPage =>
  isObject(value) &&
  typeof value.svg === 'string' &&
  Array.isArray(value.measures) &&
  value.measures.every((id) => typeof id === 'string');

/**
 * Checks parsed JSON: the player draws and turns the pages by it, so an answer of another shape is
 * refused before it is used (the player then shows the printed pages).
 */
export function parseScreenLayout(data: unknown): ScreenLayout {
  const layout = data as Fields;
  const counts = layout?.partPages;
  const pages = layout?.pages;
  const valid =
    isObject(data) &&
    typeof layout.articleId === 'string' &&
    typeof layout.version === 'string' &&
    typeof layout.preview === 'boolean' &&
    isCount(layout.part) &&
    isCount(layout.width) &&
    isCount(layout.height) &&
    STAFF_SIZES.includes(layout.staffSize as StaffSize) &&
    Array.isArray(counts) &&
    counts.every(isCount) &&
    Array.isArray(pages) &&
    pages.length > 0 &&
    pages.every(isPage) &&
    counts[layout.part as number] === pages.length;
  if (!valid) throw new Error('Not a valid screen layout');
  return data as unknown as ScreenLayout;
}
