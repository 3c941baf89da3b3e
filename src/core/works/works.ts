/**
 * "My works" state shared by every element on the page (one per core): the catalogue (from the
 * server, or the last copy stored on the device when offline) and the download manager. Opening an
 * edition for the player is in `player/edition-source.ts` (the player's code, not the list's).
 */
import { batch, signal } from '@preact/signals-core';
import type { CatalogueDto, CatalogueItemDto } from '../contract/api';
import type { Core } from '../core';
import { compareVersions } from '../score/manifest';
import { inBackground } from '../util/background-writes';
import { perCore } from '../util/per-core';
import { type CatalogueApi, catalogueApi } from './catalogue-api';
import { createDownloadManager, type DownloadManager } from './downloads/download-manager';
import type { ArticleDownloads, DownloadDeps } from './downloads/download-state';

export type WorksCore = Pick<Core, 'request' | 'auth' | 'env' | 'api' | 'purchases'>;

export interface WorksOverrides {
  downloads?: Partial<DownloadDeps>;
  api?: CatalogueApi;
}

export function createWorks(core: WorksCore, overrides: WorksOverrides = {}) {
  const fetcher: typeof fetch = (input, init) => (core.env.fetch ?? globalThis.fetch)(input, init);
  const api = overrides.api ?? catalogueApi(core);
  const downloads: DownloadManager = createDownloadManager({
    caches: globalThis.caches,
    subtle: globalThis.crypto?.subtle,
    storage: globalThis.navigator?.storage,
    fetch: fetcher,
    owner: () => core.auth.user.value?.id ?? null,
    getManifest: (articleId, layouts) => core.api.getDownloadManifest(articleId, false, layouts),
    screenLayouts: core.env.storage,
    isOnline: core.env.isOnline,
    now: core.env.now,
    log: core.env.log,
    ...overrides.downloads,
  });
  const catalogue = signal<CatalogueDto | null>(null);
  /** Where the shown catalogue came from: the server, or the device's last copy (offline). */
  const origin = signal<'server' | 'device' | null>(null);
  const loading = signal(false);
  const failed = signal(false);
  const userKey = () => core.auth.user.value?.id ?? 'anonymous';

  async function load(): Promise<void> {
    loading.value = true;
    const user = userKey();
    try {
      if (!core.env.isOnline()) throw new TypeError('offline');
      const list = await api.list();
      // A background write: a long list renders in slices (core/util/background-writes.ts).
      inBackground(() =>
        batch(() => {
          catalogue.value = list;
          origin.value = 'server';
          failed.value = false;
          loading.value = false;
        }),
      );
      downloads.store
        ?.writeCatalogue(user, list)
        .catch((error) => core.env.log('Catalogue not stored', error));
    } catch (error) {
      const stored = (await downloads.store?.readCatalogue<CatalogueDto>(user).catch(() => null)) ?? null;
      if (stored) {
        catalogue.value = stored;
        origin.value = 'device';
        failed.value = false;
      } else {
        core.env.log('Catalogue could not be loaded', error);
        failed.value = catalogue.value === null;
      }
    } finally {
      loading.value = false;
    }
  }

  return {
    api,
    downloads,
    catalogue,
    origin,
    loading,
    failed,
    load,
    /** The fetch the works use (the core's, looked up per call). */
    fetch: fetcher,
  };
}

export type Works = ReturnType<typeof createWorks>;

/** The page's works state, created on first use and shared by the works list and the player. */
export const worksFor = perCore((core: Core): Works => {
  const works = createWorks(core);
  // Back online: downloads that the connection cut off go on by themselves.
  globalThis.addEventListener?.('online', () => void works.downloads.resumeInterrupted());
  core.onLoggedOut(() => {
    works.catalogue.value = null;
    works.origin.value = null;
    // The next person sees none of this account's downloads.
    void works.downloads.refresh();
  });
  return works;
});

/** What the works list offers for one edition, from the catalogue and the device's downloads. */
export interface WorkActions {
  purchased: boolean;
  /** The full edition can be opened (online, or from a download). */
  canOpen: boolean;
  canDownload: boolean;
  /** A complete, intact download is on the device. */
  downloaded: boolean;
  /** The downloaded version, when one is stored (intact or not). */
  localVersion: string | null;
  /** The catalogue's newer version than the one downloaded. */
  newerVersion: string | null;
  missingFiles: boolean;
  /** Just purchased: the download opens at this time. */
  availableAt: Date | null;
}

export function workActions(
  item: CatalogueItemDto,
  state: ArticleDownloads,
  options: { owned: boolean; downloadsSupported: boolean; now: number },
): WorkActions {
  const purchased = item.purchased || options.owned;
  const local = state.local;
  const availableAt =
    item.availableAt && Date.parse(item.availableAt) > options.now ? new Date(item.availableAt) : null;
  return {
    purchased,
    canOpen: purchased && !item.previewOnly,
    canDownload: purchased && !item.previewOnly && options.downloadsSupported,
    downloaded: local !== null && local.missing.length === 0,
    localVersion: local?.version ?? null,
    newerVersion: local && compareVersions(item.latestVersion, local.version) > 0 ? item.latestVersion : null,
    missingFiles: local !== null && local.missing.length > 0,
    availableAt,
  };
}
