import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import type { CatalogueItemDto } from '../../../src/core/contract/api';
import { createProgrammeKeeper, type KeeperDeps } from '../../../src/core/programmes/programme-offline';
import type { ArticleDownloads } from '../../../src/core/works/downloads/download-state';

const edition = (articleId: string, purchased: boolean) =>
  ({ articleId, purchased, previewOnly: false, latestVersion: '1.0.0' }) as CatalogueItemDto;

/** A download manager that completes, or fails leaving a partial download, per article. */
function fakeDownloads(failing: string[] = []) {
  const states = signal<Record<string, ArticleDownloads>>({});
  const partials = new Map<string, string>();
  const deletedVersions: string[] = [];
  const order: string[] = [];
  return {
    order,
    partials,
    deletedVersions,
    downloads: {
      states,
      stateOf: (id: string) => states.value[id] ?? { local: null, task: { phase: 'idle' as const } },
      async download(id: string) {
        order.push(id);
        if (failing.includes(id)) {
          partials.set(id, '1.0.0');
          states.value = {
            ...states.value,
            [id]: { local: null, task: { phase: 'failed', problem: { kind: 'incomplete' } } },
          };
          return;
        }
        states.value = {
          ...states.value,
          [id]: {
            local: { version: '1.0.0', completedAt: 1, bytes: 10, missing: [] },
            task: { phase: 'idle' },
          },
        };
      },
      async refresh() {},
      store: {
        readPartial: async (id: string) => (partials.has(id) ? { version: partials.get(id)! } : null),
        deletePartial: async (id: string) => void partials.delete(id),
        deleteVersion: async (id: string, version: string) => void deletedVersions.push(`${id}@${version}`),
      },
    },
  };
}

const catalogue = [edition('10001', true), edition('10002', true), edition('10003', false)];
const items = [
  { id: 'a', editionId: '10001' },
  { id: 'b', editionId: '10002', part: 1 },
  { id: 'c', editionId: '10002', part: 2 },
  { id: 'd', editionId: '10003' },
];

describe('keeping a programme offline', () => {
  it('downloads each owned work once, leaves previews out, and is then kept', async () => {
    const fake = fakeDownloads();
    const keeper = createProgrammeKeeper({
      downloads: fake.downloads as unknown as KeeperDeps['downloads'],
      catalogue: () => catalogue,
      owns: () => false,
    });
    expect(keeper.kept(items)).toBe(false);
    expect(await keeper.keep('p', items)).toBe(true);
    expect(fake.order).toEqual(['10001', '10002']);
    expect(keeper.kept(items)).toBe(true);
    expect(keeper.leavesOut(items)).toBe(true);
    // Kept already: nothing is downloaded again.
    await keeper.keep('p', items);
    expect(fake.order).toEqual(['10001', '10002']);
  });

  it('stops at a failed work and removes what it left half-written', async () => {
    const fake = fakeDownloads(['10001']);
    const keeper = createProgrammeKeeper({
      downloads: fake.downloads as unknown as KeeperDeps['downloads'],
      catalogue: () => catalogue,
      owns: () => false,
    });
    expect(await keeper.keep('p', items)).toBe(false);
    expect(keeper.taskOf('p').phase).toBe('failed');
    expect(fake.partials.size).toBe(0);
    expect(fake.deletedVersions).toEqual(['10001@1.0.0']);
    expect(keeper.kept(items)).toBe(false);
  });
});
