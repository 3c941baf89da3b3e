import { describe, expect, it } from 'vitest';
import { mergeMarkings } from '../../../src/core/markings/merge';
import { tombstone, visible } from '../../../src/core/markings/model';
import { placeMarkings } from '../../../src/core/markings/placement';
import { stroke } from './fixtures';

describe('merging two devices’ markings', () => {
  it('keeps every stroke of both devices', () => {
    const phone = [stroke('phone-001', 10), stroke('shared-01', 5)];
    const tablet = [stroke('tablet-01', 12), stroke('shared-01', 5)];
    const merged = mergeMarkings(phone, tablet);
    expect(merged.map((m) => m.id)).toEqual(['phone-001', 'shared-01', 'tablet-01']);
  });

  it('takes the later change of the same stroke, and an erasure stays erased', () => {
    const moved = { ...stroke('stroke-01', 20), colour: '#2040c0' };
    expect(mergeMarkings([stroke('stroke-01', 10)], [moved])[0]?.colour).toBe('#2040c0');
    expect(mergeMarkings([moved], [stroke('stroke-01', 10)])[0]?.colour).toBe('#2040c0');

    const erased = tombstone(stroke('stroke-01', 10), 15);
    const merged = mergeMarkings([erased], [stroke('stroke-01', 10)]);
    expect(visible(merged)).toEqual([]);
    expect(merged[0]?.deleted).toBe(true);
  });

  it('gives the same result whichever device merges, also at the same time', () => {
    const a = [stroke('stroke-01', 10), { ...stroke('stroke-02', 7), colour: '#000000' }];
    const b = [tombstone(stroke('stroke-01', 10), 10), { ...stroke('stroke-02', 7), colour: '#ffffff' }];
    const sorted = (list: ReturnType<typeof mergeMarkings>) =>
      [...list].sort((x, y) => x.id.localeCompare(y.id));
    expect(sorted(mergeMarkings(a, b))).toEqual(sorted(mergeMarkings(b, a)));
    expect(mergeMarkings(a, b)[0]?.deleted).toBe(true);
  });
});

describe('placing markings on a newer version', () => {
  it('places those whose measure exists and lists the others, dropping none', () => {
    const markings = [
      stroke('stroke-01', 1, 'm-1'),
      stroke('stroke-02', 1, 'm-9'),
      tombstone(stroke('stroke-03', 1), 2),
    ];
    const { placed, unplaced } = placeMarkings(markings, new Set(['m-1', 'm-2']));
    expect(placed.map((m) => m.id)).toEqual(['stroke-01']);
    expect(unplaced.map((m) => m.id)).toEqual(['stroke-02']);
  });
});
