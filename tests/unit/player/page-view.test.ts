import { describe, expect, it } from 'vitest';
import {
  pageLayout,
  readableStaffSpace,
  STAFF_SPACE_OF_PAGE_WIDTH,
  SYSTEM_SHARE,
  visiblePages,
} from '../../../src/core/player/page-view';

const RATIO = 945 / 1337;

/** Staff space in CSS px of a page shown `pageWidth` wide (the pipeline's engraving). */
const staffSpace = (pageWidth: number) => pageWidth * STAFF_SPACE_OF_PAGE_WIDTH;
/** Height in CSS px of the tallest system of a page shown `pageWidth` wide. */
const systemHeight = (pageWidth: number) => (SYSTEM_SHARE * pageWidth) / RATIO;

describe('page layout: readable at a music stand', () => {
  it('shows one page, not a spread, on a tablet held sideways: staff space 9 px or more, a system whole', () => {
    // iPad 1180 x 820 under the app's bars: a spread's pages would have a staff space of 4.5 px.
    const layout = pageLayout(1156, 559, RATIO);
    expect(layout.columns).toBe(1);
    expect(staffSpace(layout.pageWidth)).toBeGreaterThanOrEqual(9);
    expect(systemHeight(layout.pageWidth)).toBeLessThanOrEqual(559);
    expect(layout.pageWidth).toBeLessThanOrEqual(1156);
  });

  it('fits the width on a tablet upright (the page scrolls by systems), 9 px or more', () => {
    const layout = pageLayout(796, 871, RATIO);
    expect(layout).toEqual({ columns: 1, pageWidth: 796, pageHeight: Math.floor(796 / RATIO) });
    expect(staffSpace(layout.pageWidth)).toBeGreaterThanOrEqual(9);
  });

  it('grows the page with the height a stage mode gives, as far as a system stays whole', () => {
    const app = pageLayout(1156, 559, RATIO);
    const stage = pageLayout(1156, 732, RATIO);
    expect(stage.pageWidth).toBeGreaterThan(app.pageWidth);
    expect(systemHeight(stage.pageWidth)).toBeLessThanOrEqual(732);
  });

  it('keeps two pages side by side where both are readable and whole', () => {
    const layout = pageLayout(2400, 1300, RATIO);
    expect(layout.columns).toBe(2);
    expect(layout.pageHeight).toBeLessThanOrEqual(1300);
    expect(2 * layout.pageWidth + 16).toBeLessThanOrEqual(2400);
    expect(staffSpace(layout.pageWidth)).toBeGreaterThanOrEqual(9);
  });

  it('gives a phone a staff space of 6 px, wider than the screen if need be (it scrolls sideways)', () => {
    const upright = pageLayout(366, 513, RATIO);
    expect(upright.columns).toBe(1);
    expect(staffSpace(upright.pageWidth)).toBeGreaterThanOrEqual(6);
    expect(systemHeight(upright.pageWidth)).toBeLessThanOrEqual(513);
    // Held sideways no readable size shows a whole system: the least readable one shows the most of it.
    const sideways = pageLayout(820, 239, RATIO);
    expect(staffSpace(sideways.pageWidth)).toBeGreaterThanOrEqual(6);
    expect(staffSpace(sideways.pageWidth)).toBeLessThan(6.1);
  });

  it('asks a tablet-sized box for 9 px and a phone-sized one for 6', () => {
    expect(readableStaffSpace(1156, 559)).toBe(9);
    expect(readableStaffSpace(796, 1092)).toBe(9);
    expect(readableStaffSpace(366, 513)).toBe(6);
    expect(readableStaffSpace(820, 239)).toBe(6);
  });

  it('is empty before the box has a size', () => {
    expect(pageLayout(0, 500, RATIO)).toEqual({ columns: 1, pageWidth: 0, pageHeight: 0 });
  });
});

describe('visible pages', () => {
  const part = [5, 6, 7];

  it('shows the turned page in one column', () => {
    expect(visiblePages(part, 5, 6, 1)).toEqual([6]);
  });

  it('shows the page still being played beside the turned one during the lookahead', () => {
    expect(visiblePages(part, 5, 6, 2)).toEqual([5, 6]);
    // A repeat turns back: still in page order.
    expect(visiblePages(part, 7, 5, 2)).toEqual([5, 7]);
  });

  it('shows the next page (or, at the end, the previous one) beside a page that is played', () => {
    expect(visiblePages(part, 5, 5, 2)).toEqual([5, 6]);
    expect(visiblePages(part, 7, 7, 2)).toEqual([6, 7]);
    expect(visiblePages([3], 3, 3, 2)).toEqual([3]);
  });

  it('falls back to the first page of the part for a page outside it', () => {
    expect(visiblePages(part, 1, 1, 1)).toEqual([5]);
    expect(visiblePages([], 1, 1, 2)).toEqual([]);
  });
});
