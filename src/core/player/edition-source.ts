/**
 * Where the player reads an edition from: the device (a complete download in Cache Storage, so it
 * plays with the network off) or the server (signed links of the stream call). Both give text for
 * the manifest, sync maps and pages, and a URL an `<audio>` element streams from (an object URL of
 * the stored file, or the signed link): audio is never decoded into memory as a whole.
 */

import { describeHttpError } from '../api/http-problem';
import type { EditionFilesDto } from '../contract/api';
import { type LayoutSize, parseScreenLayout, type ScreenLayout } from '../contract/screen-layout';
import type { EditionManifest } from '../score/manifest';
import type { CatalogueApi } from '../works/catalogue-api';
import type { CompletedDownload, EditionStore } from '../works/downloads/edition-store';
import type { Works, WorksCore } from '../works/works';
import { type FetchLayout, serverLayouts } from './screen-layouts';

export interface EditionSource {
  articleId: string;
  version: string;
  preview: boolean;
  /** Read from the device (works without a network). */
  offline: boolean;
  text(path: string): Promise<string>;
  /** A URL to stream audio from; object URLs are revoked by `release`. */
  mediaUrl(path: string): Promise<string>;
  /** Gives back object URLs handed out for media that is no longer playing (all when omitted). */
  release(url?: string): void;
  /** One part laid out for a screen (screen-layouts.ts); none where the source has no layouts. */
  layout?(part: number, size: LayoutSize): Promise<ScreenLayout>;
}

export class MissingFileError extends Error {
  constructor(readonly path: string) {
    super(`${path} is not stored`);
    this.name = 'MissingFileError';
  }
}

/** A complete download read back from Cache Storage. */
export function storedSource(
  store: EditionStore,
  record: CompletedDownload,
  objectUrls: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'> = URL,
  layouts?: FetchLayout,
): EditionSource {
  const handedOut = new Set<string>();
  const read = async (path: string) => {
    const response = await store.readFile(record.articleId, record.version, path);
    if (!response) throw new MissingFileError(path);
    return response;
  };
  return {
    articleId: record.articleId,
    version: record.version,
    preview: false,
    offline: true,
    text: async (path) => (await read(path)).text(),
    async mediaUrl(path) {
      const url = objectUrls.createObjectURL(await (await read(path)).blob());
      handedOut.add(url);
      return url;
    },
    release(url) {
      for (const each of url ? [url] : [...handedOut]) {
        if (!handedOut.delete(each)) continue;
        objectUrls.revokeObjectURL(each);
      }
    },
    ...(layouts ? { layout: layouts } : {}),
  };
}

/** Links are renewed this long before they expire, so a link handed out still works when used. */
const RENEW_MARGIN_MS = 2 * 60_000;

export interface StreamRenewal {
  /** Asks the server for fresh links to the same edition. */
  renew(): Promise<EditionFilesDto>;
  now(): number;
}

/**
 * The latest version (or its preview) played from the server through signed, expiring links. A
 * player left open longer than the links live gets fresh ones before the next page or voice.
 */
export function streamedSource(
  files: EditionFilesDto,
  fetcher: typeof fetch,
  renewal?: StreamRenewal,
  layouts?: FetchLayout,
): EditionSource {
  let current = files;
  let renewing: Promise<void> | null = null;
  const byPath = (list: EditionFilesDto) => new Map(list.files.map((file) => [file.path, file.url]));
  let urls = byPath(files);

  async function fresh() {
    const expiresAt = Date.parse(current.expiresAt);
    if (!renewal || !Number.isFinite(expiresAt) || renewal.now() < expiresAt - RENEW_MARGIN_MS) return;
    renewing ??= renewal
      .renew()
      .then((next) => {
        // Another version was published meanwhile: its files do not belong to this player.
        if (next.version !== current.version) return;
        current = next;
        urls = byPath(next);
      })
      .finally(() => {
        renewing = null;
      });
    await renewing;
  }
  const urlOf = async (path: string) => {
    await fresh();
    const url = urls.get(path);
    if (!url) throw new MissingFileError(path);
    return url;
  };
  return {
    articleId: files.articleId,
    version: files.version,
    preview: files.preview,
    offline: false,
    async text(path) {
      const response = await fetcher(await urlOf(path));
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return response.text();
    },
    mediaUrl: urlOf,
    release() {},
    ...(layouts ? { layout: layouts } : {}),
  };
}

export type OpenedEdition =
  | { kind: 'ready'; source: EditionSource; manifest: EditionManifest }
  /** A download on the device lacks files: it must be downloaded again. */
  | { kind: 'missing-files'; version: string; missing: string[] }
  /** Not downloaded, and there is no connection. */
  | { kind: 'offline' }
  | { kind: 'not-found' }
  /** The purchase's download limit is reached (410): the full edition is no longer handed out. */
  | { kind: 'not-possible' }
  | { kind: 'failed' };

export interface OpenDeps {
  store: EditionStore | null;
  api: CatalogueApi;
  fetch: typeof fetch;
  isOnline(): boolean;
  now(): number;
  log(message: string, detail?: unknown): void;
}

/**
 * Opens an edition for the player: a complete download first (offline, whatever its version), else
 * the full edition online when the user holds it, else the preview.
 */
export async function openEdition(
  deps: OpenDeps,
  articleId: string,
  options: { owned: boolean; preview?: boolean },
): Promise<OpenedEdition> {
  let source: EditionSource | null = null;
  const record = options.preview || !deps.store ? null : await deps.store.readRecord(articleId);
  if (record && deps.store) {
    const missing = await deps.store.missingFiles(record);
    if (missing.length > 0) return { kind: 'missing-files', version: record.version, missing };
    const store = deps.store;
    const { storedLayouts } = await import('./stored-layouts');
    source = storedSource(
      store,
      record,
      URL,
      storedLayouts(
        record.files,
        async (path) => (await store.readFile(record.articleId, record.version, path))?.text() ?? '',
        serverLayouts(deps.api, { articleId, version: record.version, preview: false }),
        deps.isOnline,
        parseScreenLayout,
      ),
    );
  } else {
    if (!deps.isOnline()) return { kind: 'offline' };
    try {
      const preview = options.preview || !options.owned;
      const files = await deps.api.stream(articleId, preview);
      source = streamedSource(
        files,
        deps.fetch,
        { renew: () => deps.api.stream(articleId, preview), now: deps.now },
        serverLayouts(deps.api, { articleId, version: files.version, preview }),
      );
    } catch (error) {
      const http = describeHttpError(error);
      if (http.network) return { kind: 'offline' };
      // A purchase the server does not know, or an edition that exists only as a preview: the
      // preview is open to everybody.
      if ((http.status === 403 || http.status === 404) && !options.preview && options.owned)
        return openEdition(deps, articleId, { owned: false });
      // 400: the address holds no well-formed edition id, so there is no such edition either.
      if (http.status === 404 || http.status === 400) return { kind: 'not-found' };
      if (http.status === 410) return { kind: 'not-possible' };
      deps.log('Edition could not be opened', error);
      return { kind: 'failed' };
    }
  }
  try {
    const manifest = JSON.parse(await source.text('manifest.json')) as EditionManifest;
    return { kind: 'ready', source, manifest };
  } catch (error) {
    if (error instanceof MissingFileError && record)
      return { kind: 'missing-files', version: record.version, missing: [error.path] };
    deps.log('Edition manifest could not be read', error);
    return { kind: describeHttpError(error).network ? 'offline' : 'failed' };
  }
}

/** Opens an edition of the page's works for the player: downloaded, streamed or the preview. */
export function openWorkEdition(
  works: Works,
  core: Pick<WorksCore, 'env' | 'purchases'>,
  articleId: string,
  options: { preview?: boolean } = {},
): Promise<OpenedEdition> {
  return openEdition(
    {
      store: works.downloads.store,
      api: works.api,
      fetch: works.fetch,
      isOnline: core.env.isOnline,
      now: core.env.now,
      log: core.env.log,
    },
    articleId,
    { owned: core.purchases.owns(articleId), ...options },
  );
}
