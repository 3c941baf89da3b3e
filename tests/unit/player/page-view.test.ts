import { describe, expect, it } from 'vitest';
import { pageLayout, visiblePages } from '../../../src/core/player/page-view';

const RATIO = 945 / 1337;

describe('page layout', () => {
  it('shows two pages side by side where two fit at full height', () => {
    const layout = pageLayout(1256, 560, RATIO);
    expect(layout.columns).toBe(2);
    expect(layout.pageHeight).toBe(560);
    expect(layout.pageWidth).toBe(Math.floor(560 * RATIO));
  });

  it('shows one page at full height on a tablet in portrait', () => {
    const layout = pageLayout(800, 900, RATIO);
    expect(layout.columns).toBe(1);
    expect(layout.pageHeight).toBeLessThanOrEqual(900);
    expect(layout.pageWidth / layout.pageHeight).toBeCloseTo(RATIO, 2);
  });

  it('fits the width on a phone (the page scrolls) and never gets wider than 900 px', () => {
    expect(pageLayout(366, 400, RATIO)).toEqual({
      columns: 1,
      pageWidth: 366,
      pageHeight: Math.floor(366 / RATIO),
    });
    expect(pageLayout(2000, 300, RATIO).pageWidth).toBe(900);
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
