import { describe, expect, it } from 'vitest';
import { halfTurnCut } from '../../../src/core/player/half-turn-cut';

/** Systems as the player measures them at 820 x 1180 and 1180 x 820 (pages of 1126 and 1215 px). */
const NUN_DANKET = {
  1: [
    [105, 609],
    [636, 1107],
  ],
  2: [[31, 563]],
} as const;
const THREE_PARTS = {
  3: [
    [114, 583],
    [622, 1100],
  ],
  4: [
    [34, 471],
    [503, 962],
  ],
  5: [
    [93, 627],
    [657, 1194],
  ],
  6: [[45, 666]],
} as const;

describe('the cut of a half-page turn', () => {
  it('falls between the two systems of the page being read; the next page’s system fits above', () => {
    expect(halfTurnCut(NUN_DANKET[1], NUN_DANKET[2], 1126)).toEqual({ cut: 623, clip: 623, lift: 0 });
  });

  it('shows only the next page’s whole systems above the cut, paper below them', () => {
    expect(halfTurnCut(THREE_PARTS[3], THREE_PARTS[4], 1215)).toEqual({ cut: 603, clip: 487, lift: 0 });
  });

  it('lifts the next page into its top margin when its first system is a little too tall', () => {
    const half = halfTurnCut(THREE_PARTS[5], THREE_PARTS[6], 1215);
    expect(half).toEqual({ cut: 642, clip: 642, lift: 32 });
    // Its first system then ends above the cut, and starts below the page's top.
    expect(666 - half.lift).toBeLessThan(half.cut);
    expect(45 - half.lift).toBeGreaterThan(0);
  });

  it('takes a gap further from the middle when the next page’s system fits no nearer one', () => {
    const under = [
      [50, 480],
      [520, 880],
      [920, 1100],
    ] as const;
    expect(halfTurnCut(under, [[40, 620]], 1126)).toEqual({ cut: 900, clip: 900, lift: 0 });
  });

  it('covers a page of one system whole (it has no lower half to read)', () => {
    expect(halfTurnCut(NUN_DANKET[2], THREE_PARTS[4], 1215)).toEqual({ cut: 1215, clip: 1215, lift: 0 });
  });

  it('cuts between the next page’s systems, or at the middle, without systems to go by', () => {
    expect(halfTurnCut([], THREE_PARTS[4], 1215).clip).toBe(487);
    expect(halfTurnCut([], [], 1000)).toEqual({ cut: 500, clip: 500, lift: 0 });
  });
});
