import { describe, expect, it } from 'vitest';
import { fittedViewBox } from '../../../src/core/learning/fit-view-box';

describe('the viewBox of a musical example', () => {
  const box = { x: 0, y: 0, width: 100, height: 50 };

  it('keeps a viewBox that already shows the whole drawing', () => {
    expect(fittedViewBox(box, { x: 10, y: 10, width: 50, height: 20 })).toBeNull();
  });

  it('widens it to the drawing plus a margin where the drawing reaches past it', () => {
    expect(fittedViewBox(box, { x: -5, y: 10, width: 50, height: 60 })).toBe('-13 0 113 78');
    expect(fittedViewBox(box, { x: 10, y: -20, width: 120, height: 20 })).toBe('0 -28 138 78');
  });

  it('leaves an empty viewBox alone', () => {
    expect(
      fittedViewBox({ x: 0, y: 0, width: 0, height: 0 }, { x: -5, y: -5, width: 10, height: 10 }),
    ).toBeNull();
  });
});
