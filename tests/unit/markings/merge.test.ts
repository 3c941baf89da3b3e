import { describe, expect, it } from 'vitest';
import { boundTombstones, liveBytes, mergeMarkings } from '../../../src/core/markings/merge';
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

describe('bounded tombstones', () => {
  const erased = (id: string, at: number) => ({ ...tombstone(stroke(id, 1), at), points: [[0, 0, 1]] });

  it('keeps the newest few, each only what a merge needs, and never a live stroke less', () => {
    const layer = [
      stroke('live-0001', 1),
      erased('gone-0001', 10),
      erased('gone-0002', 30),
      erased('gone-0003', 20),
    ];
    const bounded = boundTombstones(layer as never, 2);
    expect(bounded.map((m) => m.id)).toEqual(['live-0001', 'gone-0002', 'gone-0003']);
    expect(bounded[1]).not.toHaveProperty('points');
    expect(bounded[0]).toBe(layer[0]);
  });

  it('still merges per stroke: a kept tombstone beats an older copy, a later stroke beats it', () => {
    const server = boundTombstones([erased('stroke-01', 20), erased('stroke-02', 5)] as never, 1);
    // A device offline since before the erasure of stroke-01 sends its old copy: it stays erased.
    expect(visible(mergeMarkings(server, [stroke('stroke-01', 10)]))).toEqual([]);
    // A later change of the same stroke (an undo of the erasure) brings it back, on either side.
    expect(visible(mergeMarkings(server, [stroke('stroke-01', 30)])).map((m) => m.id)).toEqual(['stroke-01']);
    expect(visible(mergeMarkings([stroke('stroke-01', 30)], server)).map((m) => m.id)).toEqual(['stroke-01']);
    // A forgotten tombstone no longer stops a stale copy: it comes back rather than being lost.
    expect(visible(mergeMarkings(server, [stroke('stroke-02', 1)])).map((m) => m.id)).toEqual(['stroke-02']);
  });

  it('counts only live markings toward the size limit', () => {
    const live = [stroke('live-0001', 1)];
    const withTombs = [
      ...live,
      ...Array.from({ length: 50 }, (_, i) => tombstone(stroke(`gone-${i}00`, 1), 2)),
    ];
    expect(liveBytes(withTombs)).toBe(liveBytes(live));
    expect(liveBytes(live)).toBe(new TextEncoder().encode(JSON.stringify(live)).length);
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
