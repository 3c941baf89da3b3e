/**
 * Where downloaded editions live on the device: Cache Storage, under names that carry a format
 * version (`v1`), so a later layout can move or drop them instead of misreading them.
 *
 * - `choir-edition/v1/{articleId}/{version}`: one cache per edition version; its keys are
 *   `https://choir-coach.invalid/editions/{articleId}/{version}/{path}`. A file is put only after its
 *   size and sha256 were checked, and a put is atomic, so every entry present is a whole, verified file.
 * - `choir-downloads/v1`: the records. `records/{articleId}.json` is written only after every file of
 *   a version is stored (a download without it is never complete); `partial/{articleId}.json` holds
 *   the manifest of a download under way, to resume it; `catalogue/{user}.json` the last catalogue.
 */
import type { DownloadManifestDto } from '../contract/api';

export const STORE_FORMAT = 'v1';
const KEY_ORIGIN = 'https://choir-coach.invalid';
export const RECORDS_CACHE = `choir-downloads/${STORE_FORMAT}`;
const EDITION_PREFIX = `choir-edition/${STORE_FORMAT}/`;

export const editionCacheName = (articleId: string, version: string) =>
  `${EDITION_PREFIX}${encodeURIComponent(articleId)}/${encodeURIComponent(version)}`;

export const fileKey = (articleId: string, version: string, path: string) =>
  `${KEY_ORIGIN}/editions/${encodeURIComponent(articleId)}/${encodeURIComponent(version)}/${path
    .split('/')
    .map(encodeURIComponent)
    .join('/')}`;

const recordKey = (kind: 'records' | 'partial' | 'catalogue', name: string) =>
  `${KEY_ORIGIN}/${kind}/${encodeURIComponent(name)}.json`;

/** The completion record: written last, after every file of the version was verified and stored. */
export interface CompletedDownload {
  articleId: string;
  version: string;
  completedAt: number;
  bytes: number;
  files: { path: string; size: number; sha256: string }[];
}

/** A download under way (or interrupted): its manifest, so it resumes without a new one. */
export interface PartialDownload {
  articleId: string;
  version: string;
  startedAt: number;
  manifest: DownloadManifestDto;
}

export type EditionStore = ReturnType<typeof createEditionStore>;

export function createEditionStore(caches: CacheStorage) {
  const records = () => caches.open(RECORDS_CACHE);

  async function readJson<T>(key: string): Promise<T | null> {
    const response = await (await records()).match(key);
    if (!response) return null;
    try {
      return (await response.json()) as T;
    } catch {
      return null;
    }
  }

  async function writeJson(key: string, value: unknown): Promise<void> {
    await (await records()).put(
      key,
      new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } }),
    );
  }

  async function listJson<T>(kind: 'records' | 'partial'): Promise<T[]> {
    const cache = await records();
    const prefix = `${KEY_ORIGIN}/${kind}/`;
    const keys = (await cache.keys()).filter((request) => request.url.startsWith(prefix));
    const values = await Promise.all(keys.map((request) => readJson<T>(request.url)));
    return values.filter((value): value is Awaited<T> => value !== null) as T[];
  }

  /** Paths stored for an edition version (every one a verified, whole file). */
  async function storedPaths(articleId: string, version: string): Promise<Set<string>> {
    const name = editionCacheName(articleId, version);
    if (!(await caches.has(name))) return new Set();
    const prefix = fileKey(articleId, version, '');
    const keys = await (await caches.open(name)).keys();
    return new Set(
      keys
        .map((request) => request.url)
        .filter((url) => url.startsWith(prefix))
        .map((url) => url.slice(prefix.length).split('/').map(decodeURIComponent).join('/')),
    );
  }

  return {
    readRecord: (articleId: string) => readJson<CompletedDownload>(recordKey('records', articleId)),
    writeRecord: (record: CompletedDownload) => writeJson(recordKey('records', record.articleId), record),
    listRecords: () => listJson<CompletedDownload>('records'),
    async deleteRecord(articleId: string) {
      await (await records()).delete(recordKey('records', articleId));
    },

    readPartial: (articleId: string) => readJson<PartialDownload>(recordKey('partial', articleId)),
    writePartial: (partial: PartialDownload) => writeJson(recordKey('partial', partial.articleId), partial),
    listPartials: () => listJson<PartialDownload>('partial'),
    async deletePartial(articleId: string) {
      await (await records()).delete(recordKey('partial', articleId));
    },

    readCatalogue: <T>(user: string) => readJson<T>(recordKey('catalogue', user)),
    writeCatalogue: (user: string, value: unknown) => writeJson(recordKey('catalogue', user), value),

    storedPaths,

    /** Files a completed download lists that are no longer stored (cleared by the browser or the user). */
    async missingFiles(record: CompletedDownload): Promise<string[]> {
      const present = await storedPaths(record.articleId, record.version);
      return record.files.map((file) => file.path).filter((path) => !present.has(path));
    },

    async putFile(articleId: string, version: string, path: string, response: Response): Promise<void> {
      await (await caches.open(editionCacheName(articleId, version))).put(
        fileKey(articleId, version, path),
        response,
      );
    },

    async readFile(articleId: string, version: string, path: string): Promise<Response | undefined> {
      const name = editionCacheName(articleId, version);
      if (!(await caches.has(name))) return undefined;
      return (await caches.open(name)).match(fileKey(articleId, version, path));
    },

    deleteVersion: (articleId: string, version: string) =>
      caches.delete(editionCacheName(articleId, version)),

    /** Removes every stored version of an article except `keep`. */
    async deleteOtherVersions(articleId: string, keep?: string): Promise<void> {
      const prefix = `${EDITION_PREFIX}${encodeURIComponent(articleId)}/`;
      const names = (await caches.keys()).filter(
        (name) =>
          name.startsWith(prefix) && (keep === undefined || name !== editionCacheName(articleId, keep)),
      );
      await Promise.all(names.map((name) => caches.delete(name)));
    },
  };
}
