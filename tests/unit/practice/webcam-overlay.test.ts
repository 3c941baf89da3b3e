import { describe, expect, it } from 'vitest';
import { clampedPosition, draggedPosition, overlayPlace } from '../../../src/core/practice/webcam-overlay';

describe('the webcam overlay on the stage', () => {
  it('takes `size` of the width and sits in the space left by its position', () => {
    expect(overlayPlace(0.25, { x: 1, y: 0 }, 0)).toEqual({
      width: 'calc(100% - max(75%, 0px))',
      left: 'calc(max(75%, 0px) * 1)',
      top: 'calc(max(0px, 75% - 0px) * 0)',
    });
  });

  it("keeps clear of the picture's own controls along the bottom edge", () => {
    expect(overlayPlace(0.5, { x: 0, y: 1 }, 90)).toEqual({
      width: 'calc(100% - max(50%, 160px))',
      left: 'calc(max(50%, 160px) * 0)',
      top: 'calc(max(0px, 50% - 90px) * 1)',
    });
  });

  it('follows a drag as a share of the free space and never leaves the stage', () => {
    const start = { x: 0.5, y: 0.5, pointerX: 100, pointerY: 100 };
    expect(draggedPosition(start, { x: 150, y: 80 }, { x: 200, y: 80 })).toEqual({ x: 0.75, y: 0.25 });
    expect(draggedPosition(start, { x: 900, y: -900 }, { x: 200, y: 80 })).toEqual({ x: 1, y: 0 });
    expect(draggedPosition(start, { x: 101, y: 100 }, { x: 0, y: 0 })).toEqual({ x: 1, y: 0.5 });
    expect(clampedPosition(-0.2, 1.4)).toEqual({ x: 0, y: 1 });
  });
});
