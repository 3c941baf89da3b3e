import { describe, expect, it } from 'vitest';
import type { SyncMap } from '../../../src/core/score/manifest';
import { numberedParts, pageOfMeasure, printedPageOf, withPages } from '../../../src/core/score/screen-pages';

const bar = (index: number, measureId: string, page: number) => ({
  index,
  measureId,
  n: String(index + 1),
  page,
  startMs: index * 1000,
  endMs: (index + 1) * 1000,
});

/** Four bars with a repeat (m1 m2 m3, m2 m3 again) on two printed pages. */
const printed: SyncMap = {
  version: 1,
  part: 0,
  durationMs: 5000,
  bars: [bar(0, 'm1', 1), bar(1, 'm2', 1), bar(2, 'm3', 2), bar(3, 'm2', 1), bar(4, 'm3', 2)],
  voices: { soprano: [], alto: [], tenore: [], basso: [] },
};

describe('screen page numbers', () => {
  it('run on over all parts, as printed pages do', () => {
    expect(numberedParts([2, 1, 3])).toEqual([[1, 2], [3], [4, 5, 6]]);
    expect(numberedParts([])).toEqual([]);
  });

  it('put each bar on the page that draws it, from the part’s first number on', () => {
    const pageOf = pageOfMeasure([{ measures: ['m1'] }, { measures: ['m2', 'm3'] }], 4);
    expect([...pageOf]).toEqual([
      ['m1', 4],
      ['m2', 5],
      ['m3', 5],
    ]);
  });
});

describe('the sync map on a screen layout', () => {
  const laidOut = withPages(
    printed,
    new Map([
      ['m1', 1],
      ['m2', 1],
      ['m3', 2],
    ]),
  );

  it('moves every occurrence of a bar, repeats too, onto its screen page', () => {
    expect(laidOut.bars.map((b) => b.page)).toEqual([1, 1, 2, 1, 2]);
    expect(laidOut.bars.map((b) => b.measureId)).toEqual(printed.bars.map((b) => b.measureId));
    expect(laidOut.voices).toBe(printed.voices);
  });

  it('keeps a bar the layout lacks on the page of the bar before it', () => {
    const partial = withPages(
      printed,
      new Map([
        ['m1', 3],
        ['m3', 4],
      ]),
    );
    expect(partial.bars.map((b) => b.page)).toEqual([3, 3, 4, 4, 4]);
  });

  it('finds the printed page of a screen page’s first bar (where the work was left)', () => {
    expect(printedPageOf(laidOut, printed, 2)).toBe(2);
    expect(printedPageOf(laidOut, printed, 1)).toBe(1);
    expect(printedPageOf(laidOut, printed, 9)).toBeUndefined();
  });
});
