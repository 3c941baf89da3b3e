import { readFileSync } from 'node:fs';
import { signal } from '@preact/signals-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CatalogueDto, CatalogueItemDto } from '../../../src/core/contract/api';
import { createCore } from '../../../src/core/core';
import { worksTexts } from '../../../src/core/i18n/features/works';
import { registerTexts, textsReady } from '../../../src/core/i18n/register-texts';
import {
  type ArticleDownloads,
  type DownloadEvent,
  NO_DOWNLOADS,
} from '../../../src/core/works/downloads/download-state';
import type { Works } from '../../../src/core/works/works';
import { createWorksScreen, type WorksScreenHost } from '../../../src/core/works/works-screen-controller';
import { DEMO_USER, fakeEnvironment } from '../support/fake-environment';

const { editions: entries } = JSON.parse(readFileSync('content/editions/catalogue.json', 'utf8')) as {
  editions: CatalogueItemDto[];
};
const edition = (index: number, patch: Partial<CatalogueItemDto> = {}): CatalogueItemDto => ({
  ...entries[index]!,
  purchased: false,
  previewAvailable: true,
  downloadAvailable: true,
  ...patch,
});
const chorale = edition(0, { purchased: true });
const loreley = edition(2);
const local = (version: string, bytes = 1000) => ({ version, completedAt: 0, bytes, missing: [] });

/** The page's works state as the screen uses it: a catalogue and a download manager that records. */
function fakeWorks(editions: CatalogueItemDto[]) {
  const listeners = new Set<(event: DownloadEvent) => void>();
  const states = signal<Record<string, ArticleDownloads>>({});
  const catalogue = signal<CatalogueDto | null>({ editions, composers: [] } as unknown as CatalogueDto);
  const works = {
    catalogue,
    load: vi.fn(async () => {}),
    downloads: {
      states,
      supported: true,
      stateOf: (articleId: string) => states.value[articleId] ?? NO_DOWNLOADS,
      onEvent(listener: (event: DownloadEvent) => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      download: vi.fn(async (_articleId: string) => {}),
      remove: vi.fn(async (_articleId: string) => {}),
      dismiss: vi.fn((_articleId: string) => {}),
    },
  };
  const emit = (event: DownloadEvent) => {
    for (const listener of listeners) listener(event);
  };
  return { works, emit };
}

async function setUp(
  options: { signedIn?: boolean; editions?: CatalogueItemDto[]; host?: Partial<WorksScreenHost> } = {},
) {
  const core = createCore(fakeEnvironment().env);
  await core.i18n.changeLanguage('en');
  if (options.signedIn) {
    core.auth.token.value = 'token';
    core.auth.user.value = DEMO_USER;
  }
  const { works, emit } = fakeWorks(options.editions ?? [chorale, edition(1), loreley, edition(3)]);
  const visited: string[] = [];
  const host: WorksScreenHost = {
    locale: 'en',
    navigation: { navigate: (path) => void visited.push(path) },
    ...options.host,
  };
  const preload = vi.fn();
  const screen = createWorksScreen(core, works as unknown as Works, () => host, preload);
  const stop = screen.start();
  const shown = () => screen.editions.value.map((e) => e.articleId);
  return { core, works, emit, screen, stop, visited, preload, shown };
}

beforeAll(async () => {
  registerTexts(worksTexts);
  await textsReady();
});
afterEach(() => vi.useRealTimers());

describe('the works screen controller', () => {
  it('shows everybody the whole catalogue, narrowed by search and composer', async () => {
    const { screen, shown } = await setUp();
    expect(screen.view.value).toBe('all');
    expect(shown()).toEqual(['10001', '10002', '10003', '10004']);
    screen.query.value = 'heine';
    expect(shown()).toEqual(['10003']);
    screen.query.value = '';
    screen.composer.value = 'Johann Crüger';
    expect(shown()).toEqual(['10001']);
    screen.composer.value = 'Nobody';
    expect(shown()).toEqual([]);
    expect(screen.emptyMine.value).toBe(false);
  });

  it('starts a signed-in owner on "my works", and says so when nothing is owned', async () => {
    const { screen, shown, works } = await setUp({ signedIn: true });
    expect(screen.view.value).toBe('mine');
    expect(shown()).toEqual(['10001']);
    screen.chosen.value = 'all';
    expect(shown()).toHaveLength(4);
    screen.chosen.value = 'mine';
    works.catalogue.value = { editions: [loreley], composers: [] } as unknown as CatalogueDto;
    expect(shown()).toEqual([]);
    expect(screen.emptyMine.value).toBe(true);
  });

  it('opens the player in the screen locale, or asks first about a newer version', async () => {
    const { screen, works, visited } = await setUp({ signedIn: true, host: { locale: 'de' } });
    screen.open(chorale);
    expect(visited).toEqual(['/de/player/10001']);
    works.downloads.states.value = { '10001': { local: local('1.0.0'), task: { phase: 'idle' } } };
    screen.open(chorale);
    expect(screen.dialog.value).toEqual({ kind: 'newer', item: chorale, current: '1.0.0' });
    expect(visited).toHaveLength(1);
    screen.open(chorale, true);
    expect(visited).toEqual(['/de/player/10001', '/de/player/10001']);
    screen.preview(loreley);
    expect(visited.at(-1)).toBe('/de/player/10003');
  });

  it('downloads from a dialog: the dialog closes and the dialogs are fetched ahead', async () => {
    const { screen, works, preload } = await setUp({ signedIn: true });
    screen.redeem(loreley);
    expect(screen.dialog.value).toEqual({ kind: 'redeem', item: loreley });
    screen.download(chorale);
    expect(screen.dialog.value).toBe(null);
    expect(preload).toHaveBeenCalled();
    expect(works.downloads.download).toHaveBeenCalledWith('10001');
  });

  it('tells the host of every download, says a finished one for 6 s, and opens a problem that needs an answer', async () => {
    vi.useFakeTimers();
    const heard: DownloadEvent[] = [];
    const { screen, emit, works, stop } = await setUp({
      signedIn: true,
      host: { onDownload: (event) => void heard.push(event) },
    });
    emit({ articleId: '10001', status: 'complete' });
    expect(screen.message.value).toBe('“Now Thank We All Our God” is downloaded and can be played offline.');
    vi.advanceTimersByTime(5999);
    expect(screen.message.value).not.toBe(null);
    vi.advanceTimersByTime(1);
    expect(screen.message.value).toBe(null);

    emit({ articleId: '10001', status: 'failed', problem: { kind: 'offline' } });
    expect(screen.dialog.value).toBe(null);
    emit({ articleId: '10001', status: 'failed', problem: { kind: 'storage', usage: 1, quota: 2 } });
    expect(screen.dialog.value).toMatchObject({ kind: 'problem', problem: { kind: 'storage' } });
    screen.close();
    expect(works.downloads.dismiss).toHaveBeenCalledWith('10001');
    expect(screen.dialog.value).toBe(null);
    expect(heard).toHaveLength(3);

    stop();
    emit({ articleId: '10001', status: 'complete' });
    expect(heard).toHaveLength(3);
    expect(screen.message.value).toBe(null);
  });

  it('says a removal, a redemption, and dialogs that cannot load', async () => {
    const { screen, works } = await setUp({ signedIn: true });
    screen.remove(loreley);
    await vi.waitFor(() =>
      expect(screen.message.value).toBe('The download of “The Lorelei” was removed from this device.'),
    );
    expect(works.downloads.remove).toHaveBeenCalledWith('10003');
    screen.redeem(loreley);
    screen.redeemed();
    expect(works.load).toHaveBeenCalled();
    expect(screen.message.value).toBe('“The Lorelei” is now among your works.');
    screen.redeem(loreley);
    screen.dialogsUnavailable();
    expect(screen.dialog.value).toBe(null);
    expect(screen.message.value).toBe('No connection!');
  });

  it('asks the host before the shop opens, and counts what the device holds', async () => {
    let answer: boolean | undefined = false;
    const asked: unknown[] = [];
    const { screen, works } = await setUp({
      host: {
        onPurchaseRequest: (detail) => {
          asked.push(detail);
          return answer;
        },
      },
    });
    expect(screen.purchase(loreley)).toBe(false);
    expect(asked).toEqual([{ articleId: '10003', url: screen.purchaseHref(loreley) }]);
    expect(screen.purchaseHref(loreley)).toMatch(/\/catalog\/product\/10003$/);
    answer = undefined;
    expect(screen.purchase(loreley)).toBe(true);

    expect(screen.stored.value).toEqual({ count: 0, bytes: 0 });
    works.downloads.states.value = {
      '10001': { local: local('1.1.0', 3000), task: { phase: 'idle' } },
      '10002': { local: null, task: { phase: 'preparing' } },
      '10003': { local: local('1.0.0', 500), task: { phase: 'idle' } },
    };
    expect(screen.stored.value).toEqual({ count: 2, bytes: 3500 });
    expect(screen.downloadsOf(chorale).local?.bytes).toBe(3000);
    expect(screen.actionsOf(chorale)).toMatchObject({ purchased: true, downloaded: true });
  });

  it('tries a failed download again once the reloaded catalogue allows it', async () => {
    const { screen, works, preload } = await setUp({ signedIn: true });
    works.downloads.states.value = {
      '10001': {
        local: null,
        task: { phase: 'failed', problem: { kind: 'not-available-yet', retryAfterSeconds: 60 } },
      },
    };
    works.load.mockImplementation(async () => {
      works.catalogue.value = {
        editions: [{ ...chorale, downloadAvailable: false }],
        composers: [],
      } as never;
    });
    await screen.retry(chorale);
    expect(preload).toHaveBeenCalled();
    expect(works.downloads.download).not.toHaveBeenCalled();
    works.load.mockImplementation(async () => {
      works.catalogue.value = { editions: [chorale], composers: [] } as never;
    });
    await screen.retry(chorale);
    expect(works.downloads.download).toHaveBeenCalledWith('10001');
  });
});
