import { describe, expect, it } from 'vitest';
import { strokeLine, strokeOutline } from '../../../src/core/markings/stroke-outline';

describe('stroke outlines', () => {
  it('draws a dot for one point and a closed outline wider where pressed harder', () => {
    expect(strokeOutline([], 10)).toBe('');
    expect(strokeOutline([{ x: 10, y: 10, pressure: 0.5 }], 10)).toMatch(/^M5 10a5 5/);
    const light = strokeOutline(
      [
        { x: 0, y: 0, pressure: 0 },
        { x: 100, y: 0, pressure: 0 },
      ],
      10,
    );
    const firm = strokeOutline(
      [
        { x: 0, y: 0, pressure: 1 },
        { x: 100, y: 0, pressure: 1 },
      ],
      10,
    );
    expect(light).toBe('M0 2L100 2L100 -2L0 -2Z');
    expect(firm).toBe('M0 8L100 8L100 -8L0 -8Z');
    expect(
      strokeLine([
        { x: 1, y: 2 },
        { x: 3, y: 4 },
      ]),
    ).toBe('M1 2L3 4');
  });
});
