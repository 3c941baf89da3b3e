import { describe, expect, it } from 'vitest';
import { pagesLabel, spreadsOf, type TurnContext, turnFrom } from '../../../src/core/player/page-turns';

/** Edition 10002: three parts of two pages each. */
const PARTS = [
  [1, 2],
  [3, 4],
  [5, 6],
];

const context = (patch: Partial<TurnContext> = {}): TurnContext => {
  const columns = patch.columns ?? 1;
  return { spreads: spreadsOf(PARTS, columns), columns, halfTurns: false, partPages: [1, 2], ...patch };
};

describe('page turns by hand', () => {
  it('cut the parts into spreads, each part starting a new one', () => {
    expect(spreadsOf([[1, 2, 3], [4]], 2)).toEqual([[1, 2], [3], [4]]);
    expect(spreadsOf([[1, 2, 3], [4]], 1)).toEqual([[1], [2], [3], [4]]);
  });

  it('turn one page in one column, into the next part too, and stop at the ends', () => {
    expect(turnFrom({ pages: [1] }, 1, context())).toEqual({ pages: [2] });
    expect(turnFrom({ pages: [2] }, 1, context())).toEqual({ pages: [3] });
    expect(turnFrom({ pages: [2] }, -1, context())).toEqual({ pages: [1] });
    expect(turnFrom({ pages: [1] }, -1, context())).toBeNull();
    expect(turnFrom({ pages: [6] }, 1, context({ partPages: [5, 6] }))).toBeNull();
  });

  it('move a whole spread side by side', () => {
    const wide = context({ columns: 2 });
    expect(turnFrom({ pages: [1, 2] }, 1, wide)).toEqual({ pages: [3, 4] });
    expect(turnFrom({ pages: [3, 4] }, -1, wide)).toEqual({ pages: [1, 2] });
    expect(turnFrom({ pages: [5, 6] }, 1, wide)).toBeNull();
  });

  it('turn a view that straddles two spreads to the next unseen page', () => {
    const wide = {
      ...context({ columns: 2 }),
      spreads: spreadsOf([[1, 2, 3, 4]], 2),
      partPages: [1, 2, 3, 4],
    };
    expect(turnFrom({ pages: [2, 3] }, 1, wide)).toEqual({ pages: [3, 4] });
    expect(turnFrom({ pages: [2, 3] }, -1, wide)).toEqual({ pages: [1, 2] });
  });

  it('stay within the part when only its spreads are given (the recording plays)', () => {
    const playing = context({ spreads: spreadsOf([[1, 2]], 1) });
    expect(turnFrom({ pages: [2] }, 1, playing)).toBeNull();
  });

  it('turn in halves: the next top over this top, then the whole next page; back returns', () => {
    const halves = context({ halfTurns: true });
    const half = turnFrom({ pages: [1] }, 1, halves);
    expect(half).toEqual({ pages: [1], upper: 2, half: { from: [1], to: [2] } });
    expect(pagesLabel(half!)).toBe('1–2');
    expect(turnFrom(half!, 1, halves)).toEqual({ pages: [2] });
    expect(turnFrom(half!, -1, halves)).toEqual({ pages: [1] });
    // Back from a whole page is a whole page; into another part, whole pages (its pages are not loaded).
    expect(turnFrom({ pages: [2] }, -1, halves)).toEqual({ pages: [1] });
    expect(turnFrom({ pages: [2] }, 1, halves)).toEqual({ pages: [3] });
  });

  it('turn a spread in halves: the page read gives way to the next spread first page', () => {
    const parts = [[1, 2, 3, 4]];
    const halves = {
      spreads: spreadsOf(parts, 2),
      columns: 2 as const,
      halfTurns: true,
      partPages: [1, 2, 3, 4],
    };
    const half = turnFrom({ pages: [1, 2] }, 1, halves);
    expect(half).toEqual({ pages: [3, 2], half: { from: [1, 2], to: [3, 4] } });
    expect(pagesLabel(half!)).toBe('2–3');
    expect(turnFrom(half!, 1, halves)).toEqual({ pages: [3, 4] });
    expect(turnFrom(half!, -1, halves)).toEqual({ pages: [1, 2] });
  });

  it('label the pages on screen', () => {
    expect(pagesLabel({ pages: [3] })).toBe('3');
    expect(pagesLabel({ pages: [1, 2] })).toBe('1–2');
    expect(pagesLabel({ pages: [] })).toBe('');
  });
});
