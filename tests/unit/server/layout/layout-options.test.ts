import { describe, expect, it } from 'vitest';
import {
  measureIds,
  previewSelection,
  samePageHeight,
  verovioOptions,
} from '../../../../server/layout/layout-options';

describe("a screen layout's page in Verovio's units", () => {
  it('draws a staff space of the asked CSS px when the viewBox is shown at the asked width', () => {
    const options = verovioOptions({ width: 1000, height: 600, staffSize: 8 });
    // A staff space is two units; the viewBox (scale 100) is the page size in units.
    const shownPxPerUnit = 1000 / (options.pageWidth as number);
    expect(2 * (options.unit as number) * shownPxPerUnit).toBeCloseTo(8);
    expect((options.pageHeight as number) / (options.pageWidth as number)).toBeCloseTo(0.6);
  });
});

describe('the bars of a page', () => {
  const svg =
    '<svg viewBox="0 0 100 50"><g id="s1" class="system"><g id="m1" class="measure">' +
    '<g id="n1" class="note"/></g><g class="measure bounding" id="m2"></g><g id="m3x" class="measures"/></g></svg>';

  it('are the g.measure ids, in the order drawn', () => {
    expect(measureIds(svg)).toEqual(['m1', 'm2']);
  });

  it('of the preview pages give its first and last bar', () => {
    expect(previewSelection([svg, '<svg><g class="measure" id="m9"/></svg>'])).toEqual({
      start: 'm1',
      end: 'm9',
    });
    expect(previewSelection(['<svg/>'])).toBeNull();
  });
});

describe('pages of one height', () => {
  const size = { width: 300, height: 400, staffSize: 6 } as const;
  // At staff size 6 a CSS px is 4 units.
  // Verovio's page: a viewBox in page units, and a nested one in tenths of them.
  const page = (height: number) =>
    `<svg viewBox="0 0 1200 ${height}" id="x"><svg class="definition-scale" viewBox="0 0 12000 ${height * 10}"><g/></svg></svg>`;

  it('are as tall as asked where every page’s music fits', () => {
    const even = samePageHeight([page(900), page(1500)], size);
    expect(even.height).toBe(400);
    expect(even.pages).toEqual([page(1600), page(1600)]);
  });

  it('grow to the tallest music, so no system is cut', () => {
    const even = samePageHeight([page(900), page(1800)], size);
    expect(even.height).toBe(450);
    expect(even.pages).toEqual([page(1800), page(1800)]);
  });
});
