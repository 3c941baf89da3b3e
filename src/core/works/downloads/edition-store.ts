/**
 * Where downloaded editions live on the device: Cache Storage, under names that carry a format
 * version (`v1`), so a later layout can move or drop them instead of misreading them.
 *
 * - `choir-edition/v1/{articleId}/{version}`: one cache per edition version; its keys are
 *   `https://choir-coach.invalid/editions/{articleId}/{version}/{path}`. A file is put only after its
 *   size and sha256 were checked, and a put is atomic, so every entry present is a whole, verified file.
 * - `choir-downloads/v1`: the records, per account (`{owner}` is the user id). `records/{owner}/{articleId}.json`
 *   is written only after every file of a version is stored (a download without it is never complete);
 *   `partial/{owner}/{articleId}.json` holds the manifest of a download under way, to resume it;
 *   `catalogue/{user}.json` the last catalogue. An account lists and opens only its own records, so
 *   another account on the same browser never sees its editions; the verified files are shared (two
 *   owners of one edition store it once) and removed only when no other account's record lists them.
 */
import type { DownloadManifestDto } from '../../contract/api';

export const STORE_FORMAT = 'v1';
const KEY_ORIGIN = 'https://choir-coach.invalid';
export const RECORDS_CACHE = `choir-downloads/${STORE_FORMAT}`;

/** Cache names of one kind of download: its records cache and the prefix of its file caches. */
export interface StoreLayout {
  records: string;
  files: string;
}

export const EDITIONS_LAYOUT: StoreLayout = {
  records: RECORDS_CACHE,
  files: `choir-edition/${STORE_FORMAT}/`,
};
/** Kept topics ("Keep this topic offline"): the same layout under their own names, `{articleId}` = topic id. */
export const KEPT_TOPICS_LAYOUT: StoreLayout = {
  records: `choir-kept-topics/${STORE_FORMAT}`,
  files: `choir-topic/${STORE_FORMAT}/`,
};

const cacheName = (layout: StoreLayout, articleId: string, version: string) =>
  `${layout.files}${encodeURIComponent(articleId)}/${encodeURIComponent(version)}`;

export const editionCacheName = (articleId: string, version: string) =>
  cacheName(EDITIONS_LAYOUT, articleId, version);

export const fileKey = (articleId: string, version: string, path: string) =>
  `${KEY_ORIGIN}/editions/${encodeURIComponent(articleId)}/${encodeURIComponent(version)}/${path
    .split('/')
    .map(encodeURIComponent)
    .join('/')}`;

const catalogueKey = (user: string) => `${KEY_ORIGIN}/catalogue/${encodeURIComponent(user)}.json`;

const ownedPrefix = (kind: 'records' | 'partial', owner: string) =>
  `${KEY_ORIGIN}/${kind}/${encodeURIComponent(owner)}/`;

const ownedKey = (kind: 'records' | 'partial', owner: string, articleId: string) =>
  `${ownedPrefix(kind, owner)}${encodeURIComponent(articleId)}.json`;

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

/** `owner`: the signed-in account (user id); without one, no record is read or written. */
export function createEditionStore(
  caches: CacheStorage,
  owner: () => string | null,
  layout: StoreLayout = EDITIONS_LAYOUT,
) {
  const records = () => caches.open(layout.records);
  const versionCache = (articleId: string, version: string) => cacheName(layout, articleId, version);

  /** The signed-in account's key of a record, or null when nobody is signed in. */
  function keyOf(kind: 'records' | 'partial', articleId: string): string | null {
    const account = owner();
    return account === null ? null : ownedKey(kind, account, articleId);
  }

  async function readJson<T>(key: string | null): Promise<T | null> {
    if (key === null) return null;
    const response = await (await records()).match(key);
    if (!response) return null;
    try {
      return (await response.json()) as T;
    } catch {
      return null;
    }
  }

  async function writeJson(key: string | null, value: unknown): Promise<void> {
    if (key === null) throw new Error('No account to store a download for');
    await (await records()).put(
      key,
      new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } }),
    );
  }

  /** Every value under a prefix (`records/{owner}/` for one account, `records/` for all of them). */
  async function listJson<T>(prefix: string): Promise<T[]> {
    const cache = await records();
    const keys = (await cache.keys()).filter((request) => request.url.startsWith(prefix));
    const values = await Promise.all(keys.map((request) => readJson<T>(request.url)));
    return values.filter((value): value is Awaited<T> => value !== null) as T[];
  }

  /** Paths stored for an edition version (every one a verified, whole file). */
  async function storedPaths(articleId: string, version: string): Promise<Set<string>> {
    const name = versionCache(articleId, version);
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

  /** The signed-in account's records or partials (none when nobody is signed in). */
  function listOwn<T>(kind: 'records' | 'partial'): Promise<T[]> {
    const account = owner();
    return account === null ? Promise.resolve([]) : listJson<T>(ownedPrefix(kind, account));
  }

  async function deleteOwn(kind: 'records' | 'partial', articleId: string): Promise<void> {
    const key = keyOf(kind, articleId);
    if (key !== null) await (await records()).delete(key);
  }

  /** Versions of an article that any account's record or partial download still needs. */
  async function versionsInUse(articleId: string): Promise<Set<string>> {
    const [complete, partial] = await Promise.all([
      listJson<CompletedDownload>(`${KEY_ORIGIN}/records/`),
      listJson<PartialDownload>(`${KEY_ORIGIN}/partial/`),
    ]);
    return new Set(
      [...complete, ...partial]
        .filter((entry) => entry.articleId === articleId)
        .map((entry) => entry.version),
    );
  }

  return {
    readRecord: (articleId: string) => readJson<CompletedDownload>(keyOf('records', articleId)),
    writeRecord: (record: CompletedDownload) => writeJson(keyOf('records', record.articleId), record),
    listRecords: () => listOwn<CompletedDownload>('records'),
    deleteRecord: (articleId: string) => deleteOwn('records', articleId),

    readPartial: (articleId: string) => readJson<PartialDownload>(keyOf('partial', articleId)),
    writePartial: (partial: PartialDownload) => writeJson(keyOf('partial', partial.articleId), partial),
    listPartials: () => listOwn<PartialDownload>('partial'),
    deletePartial: (articleId: string) => deleteOwn('partial', articleId),

    readCatalogue: <T>(user: string) => readJson<T>(catalogueKey(user)),
    writeCatalogue: (user: string, value: unknown) => writeJson(catalogueKey(user), value),

    storedPaths,

    /** Files a completed download lists that are no longer stored (cleared by the browser or the user). */
    async missingFiles(record: CompletedDownload): Promise<string[]> {
      const present = await storedPaths(record.articleId, record.version);
      return record.files.map((file) => file.path).filter((path) => !present.has(path));
    },

    async putFile(articleId: string, version: string, path: string, response: Response): Promise<void> {
      await (await caches.open(versionCache(articleId, version))).put(
        fileKey(articleId, version, path),
        response,
      );
    },

    async readFile(articleId: string, version: string, path: string): Promise<Response | undefined> {
      const name = versionCache(articleId, version);
      if (!(await caches.has(name))) return undefined;
      return (await caches.open(name)).match(fileKey(articleId, version, path));
    },

    /** Removes a version's files unless another account's record or download still needs them. */
    async deleteVersion(articleId: string, version: string): Promise<void> {
      if (!(await versionsInUse(articleId)).has(version))
        await caches.delete(versionCache(articleId, version));
    },

    /**
     * Removes every stored version of an article except `keep` and those another account's record
     * or download still needs (call it after this account's own record was changed or deleted).
     */
    async deleteOtherVersions(articleId: string, keep?: string): Promise<void> {
      const prefix = `${layout.files}${encodeURIComponent(articleId)}/`;
      const inUse = await versionsInUse(articleId);
      const needed = new Set(
        [...inUse, ...(keep === undefined ? [] : [keep])].map((v) => versionCache(articleId, v)),
      );
      const names = (await caches.keys()).filter((name) => name.startsWith(prefix) && !needed.has(name));
      await Promise.all(names.map((name) => caches.delete(name)));
    },
  };
}
