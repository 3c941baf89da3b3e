import { describe, expect, it } from 'vitest';
import type { LayoutSize, ScreenLayout } from '../../../src/core/contract/screen-layout';
import { parseScreenLayout } from '../../../src/core/contract/screen-layout';
import { storedLayouts } from '../../../src/core/player/stored-layouts';

/** A download keeps the device's two boxes at staff size 9: landscape 1156x560, portrait 796x1012. */
const FILES = ['layouts/1156x560-s9/part0.json', 'layouts/796x1012-s9/part0.json', 'manifest.json'].map(
  (path) => ({ path }),
);

const layoutOf = (path: string): ScreenLayout => {
  const [, width, height] = /(\d+)x(\d+)/.exec(path)!.map(Number) as [number, number, number];
  return {
    articleId: '10001',
    version: '1.1.0',
    part: 0,
    preview: false,
    width,
    height,
    staffSize: 9,
    partPages: [1],
    pages: [{ svg: '<svg/>', measures: ['m1'] }],
  };
};

function setUp(online: boolean) {
  const read: string[] = [];
  const asked: LayoutSize[] = [];
  const fetch = storedLayouts(
    FILES,
    async (path) => {
      read.push(path);
      return JSON.stringify(layoutOf(path));
    },
    async (_part, size) => {
      asked.push(size);
      return layoutOf(`${size.width}x${size.height}`);
    },
    () => online,
    parseScreenLayout,
  );
  return { fetch, read, asked };
}

describe('the screen layouts of a download', () => {
  it('are read from the device for the sizes kept, online too', async () => {
    const { fetch, read, asked } = setUp(true);
    expect((await fetch(0, { width: 796, height: 1012, staffSize: 9 })).width).toBe(796);
    expect(read).toEqual(['layouts/796x1012-s9/part0.json']);
    expect(asked).toEqual([]);
  });

  it('stand in for a box of the same orientation and staff size (a server call would count a download)', async () => {
    const { fetch, asked } = setUp(true);
    expect((await fetch(0, { width: 1100, height: 533, staffSize: 9 })).width).toBe(1156);
    expect(asked).toEqual([]);
  });

  it('come from the server for another staff size when online, else the nearest kept one stands in', async () => {
    const online = setUp(true);
    await online.fetch(0, { width: 1156, height: 560, staffSize: 12 });
    expect(online.asked).toHaveLength(1);
    expect(await online.fetch(0, { width: 1156, height: 560, staffSize: 12 })).not.toHaveProperty('standIn');
    const offline = setUp(false);
    // Offline it stands in: the player keeps what it shows and asks again once online.
    expect(await offline.fetch(0, { width: 1156, height: 560, staffSize: 12 })).toMatchObject({
      width: 1156,
      standIn: true,
    });
    expect(await offline.fetch(0, { width: 1156, height: 560, staffSize: 9 })).not.toHaveProperty('standIn');
    expect(offline.asked).toEqual([]);
    await expect(offline.fetch(1, { width: 1156, height: 560, staffSize: 9 })).rejects.toThrow(/part 1/);
  });
});
