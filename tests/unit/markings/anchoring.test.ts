import { describe, expect, it } from 'vitest';
import {
  anchorAt,
  anchorOnPage,
  fromPage,
  type MeasureBox,
  strokeFromPage,
  strokeOnPage,
  toPage,
} from '../../../src/core/markings/anchoring';
import { stroke } from './fixtures';

const staves = (y: number) => [
  { x: 0, y, width: 0, height: 400 },
  { x: 0, y: y + 800, width: 0, height: 400 },
];
const MEASURES: MeasureBox[] = [
  { id: 'm-1', x: 1000, y: 2000, width: 3000, height: 1200, staves: staves(2000) },
  { id: 'm-2', x: 4000, y: 2000, width: 2000, height: 1200, staves: staves(2000) },
];

describe('anchoring markings to measures', () => {
  it('turns page points into fractions of a measure and back', () => {
    const box = MEASURES[0]!;
    expect(fromPage(box, { x: 2500, y: 2600 })).toEqual({ x: 0.5, y: 0.5 });
    expect(toPage(box, 0.5, 0.5)).toEqual({ x: 2500, y: 2600 });
  });

  it('anchors a point to the measure holding it, on the staff it lies on', () => {
    expect(anchorAt(MEASURES, { x: 4500, y: 2900 })).toEqual({
      measureId: 'm-2',
      x: 0.25,
      y: 0.75,
      staff: 2,
    });
    expect(anchorAt(MEASURES, { x: 1300, y: 2100 })).toMatchObject({ measureId: 'm-1', staff: 1 });
  });

  it('anchors a point beside the music to the nearest measure', () => {
    expect(anchorAt(MEASURES, { x: 6500, y: 1900 })?.measureId).toBe('m-2');
    expect(anchorAt([], { x: 0, y: 0 })).toBeNull();
  });

  it('keeps a stroke on its bar at every zoom: the points follow the measure box', () => {
    const box = MEASURES[0]!;
    const points = strokeFromPage(box, [
      { x: 1300, y: 2240, pressure: 0.5 },
      { x: 2200, y: 2360, pressure: 0.8 },
    ]);
    const marking = { ...stroke('s1', 1), points };
    expect(strokeOnPage(box, marking)).toEqual([
      { x: 1300, y: 2240, pressure: 0.5 },
      { x: 2200, y: 2360, pressure: 0.8 },
    ]);
    // The same page drawn twice as large: every point lands twice as far out, on the same notes.
    const zoomed = { x: 2000, y: 4000, width: 6000, height: 2400 };
    expect(strokeOnPage(zoomed, marking)[1]).toEqual({ x: 4400, y: 4720, pressure: 0.8 });
    expect(anchorOnPage(zoomed, marking.anchor)).toEqual({ x: 2600, y: 4480 });
  });
});
