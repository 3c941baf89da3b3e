import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../../src/core/store/persistence';
import { deviceLayouts } from '../../../../src/core/works/downloads/device-layouts';

describe('the screen layouts a download asks for', () => {
  const storage = (value?: unknown) => {
    const store = memoryStorage();
    if (value !== undefined) store.setItem('choir.scoreLayout', JSON.stringify(value));
    return store;
  };

  it('are the boxes the player showed held each way, at the device’s staff size', () => {
    const boxes = { landscape: { width: 1156.4, height: 560 }, portrait: { width: 796, height: 1012 } };
    expect(deviceLayouts(storage({ staffSize: 10, boxes }))).toBe('1156x560-10,796x1012-10');
    // No staff size set: the server takes each box's readable one.
    expect(deviceLayouts(storage({ boxes }))).toBe('1156x560,796x1012');
  });

  it('are none before the player showed a screen layout, or from a damaged entry', () => {
    expect(deviceLayouts(storage())).toBeUndefined();
    expect(deviceLayouts(storage({ boxes: { landscape: { width: 0, height: 3 } } }))).toBeUndefined();
    const broken = memoryStorage();
    broken.setItem('choir.scoreLayout', '{');
    expect(deviceLayouts(broken)).toBeUndefined();
  });
});
