import { describe, expect, it } from 'vitest';
import { mergeMetadataLists, mergeProgress } from '../../../src/core/progress/merge-metadata';
import { mergePatches } from '../../../src/core/store/settings-sync';

describe('learning-element progress (requirements R4.11)', () => {
  it('starts a new entry with maxProgress equal to progress', () => {
    expect(mergeProgress([], { learnElementId: 11, learnElementProgress: 40 })).toEqual([
      { learnElementId: 11, learnElementProgress: 40, maxProgress: 40 },
    ]);
  });

  it('takes the new progress and keeps the highest maxProgress', () => {
    const first = mergeProgress([], { learnElementId: 11, learnElementProgress: 80 });
    const second = mergeProgress(first, { learnElementId: 11, learnElementProgress: 30 });
    expect(second).toEqual([{ learnElementId: 11, learnElementProgress: 30, maxProgress: 80 }]);
    const third = mergeProgress(second, { learnElementId: 11, learnElementProgress: 95 });
    expect(third[0]!.maxProgress).toBe(95);
  });

  it('never lowers maxProgress when a lower reported max arrives', () => {
    const list = [{ learnElementId: 7, learnElementProgress: 50, maxProgress: 90 }];
    expect(
      mergeProgress(list, { learnElementId: 7, learnElementProgress: 10, maxProgress: 20 })[0]!.maxProgress,
    ).toBe(90);
  });

  it('clamps progress to 0..100 and leaves other entries and the input untouched', () => {
    const list = [{ learnElementId: 1, learnElementProgress: 5, maxProgress: 5 }];
    const merged = mergeProgress(list, { learnElementId: 2, learnElementProgress: 250 });
    expect(merged[1]).toEqual({ learnElementId: 2, learnElementProgress: 100, maxProgress: 100 });
    expect(mergeProgress([], { learnElementId: 3, learnElementProgress: -4 })[0]!.learnElementProgress).toBe(
      0,
    );
    expect(list).toHaveLength(1);
  });

  it('merges lists from the server entry by entry', () => {
    const local = [{ learnElementId: 1, learnElementProgress: 70, maxProgress: 70 }];
    const remote = [
      { learnElementId: 1, learnElementProgress: 20, maxProgress: 60 },
      { learnElementId: 2, learnElementProgress: 10, maxProgress: 10 },
    ];
    expect(mergeMetadataLists(local, remote)).toEqual([
      { learnElementId: 1, learnElementProgress: 20, maxProgress: 70 },
      { learnElementId: 2, learnElementProgress: 10, maxProgress: 10 },
    ]);
  });

  it('combines queued settings patches without losing progress', () => {
    const merged = mergePatches(
      {
        language: 'de',
        learnElementMetadata: [{ learnElementId: 1, learnElementProgress: 90, maxProgress: 90 }],
      },
      {
        showHighlighter: false,
        learnElementMetadata: [{ learnElementId: 1, learnElementProgress: 10, maxProgress: 10 }],
      },
    );
    expect(merged).toEqual({
      language: 'de',
      showHighlighter: false,
      learnElementMetadata: [{ learnElementId: 1, learnElementProgress: 10, maxProgress: 90 }],
    });
  });
});
