/**
 * Downloads of full editions for offline use: preparing (manifest, space check) -> downloading
 * (bytes counted, each file checked against size and sha256, stored in Cache Storage) -> done (the
 * completion record written only after every file is stored). An interrupted download keeps what
 * it verified and resumes with the same manifest while its links are valid (no new download is
 * counted), otherwise with a new one. Framework-free: signals and injected browser APIs.
 */
import { signal } from '@preact/signals-core';
import type { DownloadFile, DownloadManifestDto } from '../contract/api';
import {
  type CompletedDownload,
  createEditionStore,
  type EditionStore,
  type StoreLayout,
} from './edition-store';
import { describeHttpError } from './http-problem';
import { estimateStorage, type StorageApi, type StorageEstimate } from './storage';
import { FileCheckError, FileStatusError, fetchVerified } from './verified-fetch';

/** Why a download stopped; each maps to one message of SPEC §8 or the works texts. */
export type DownloadProblem =
  /** Just purchased: the server opens the download after a delay. */
  | { kind: 'not-available-yet'; retryAfterSeconds: number }
  /** Download limit reached, links expired or refused: "Download not possible" (contact support). */
  | { kind: 'not-possible' }
  /** Not enough space: "Download failed … {usage} of {quota}". */
  | { kind: 'storage'; usage: number; quota: number }
  /** Files did not arrive whole or do not match: "Some files have not been downloaded completely …". */
  | { kind: 'incomplete' }
  /** The connection dropped: what arrived is kept, the download resumes. */
  | { kind: 'interrupted' }
  /** No connection when the download was asked for. */
  | { kind: 'offline' }
  /** The edition is not (or no longer) held by the signed-in user. */
  | { kind: 'not-purchased' }
  | { kind: 'failed' };

/** A complete download on this device (possibly older than the catalogue's latest version). */
export interface LocalEdition {
  version: string;
  completedAt: number;
  bytes: number;
  /** Files the record lists that are gone from storage (the download must be done again). */
  missing: string[];
}

export type DownloadTask =
  | { phase: 'idle' }
  | { phase: 'preparing' }
  | {
      phase: 'downloading';
      version: string;
      bytesDone: number;
      bytesTotal: number;
      filesDone: number;
      filesTotal: number;
    }
  | { phase: 'failed'; problem: DownloadProblem; version?: string; bytesDone?: number; bytesTotal?: number };

export interface ArticleDownloads {
  local: LocalEdition | null;
  task: DownloadTask;
}

export const NO_DOWNLOADS: ArticleDownloads = { local: null, task: { phase: 'idle' } };

export interface DownloadEvent {
  articleId: string;
  version?: string;
  status: 'complete' | 'failed';
  problem?: DownloadProblem;
}

export interface DownloadDeps {
  /** Cache Storage; without it (old browser, opaque origin) downloads are not offered. */
  caches: CacheStorage | undefined;
  subtle: SubtleCrypto | undefined;
  storage: StorageApi | undefined;
  fetch: typeof fetch;
  /** The signed-in account (user id): downloads are kept and listed per account. */
  owner(): string | null;
  /** Where the files and records go (default: editions; kept topics have their own names). */
  layout?: StoreLayout;
  /** `GET /purchases/{articleId}/downloadmanifest/false` (counts a download on the server). */
  getManifest(articleId: string): Promise<DownloadManifestDto>;
  isOnline(): boolean;
  now(): number;
  log(message: string, detail?: unknown): void;
}

/** Files fetched at the same time. */
const PARALLEL_FILES = 3;
/** A stored manifest is reused to resume only while its links stay valid this much longer. */
const LINK_MARGIN_MS = 2 * 60_000;
/** Progress is published at most this often (a signal write re-renders the list). */
const PROGRESS_INTERVAL_MS = 100;

class ProblemError extends Error {
  constructor(readonly problem: DownloadProblem) {
    super(problem.kind);
  }
}

/** Links of a reused manifest were refused: get a new manifest and go on. */
class StaleLinksError extends Error {}

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22) /* legacy */
  );
}

const sum = (files: readonly DownloadFile[]) => files.reduce((total, file) => total + file.size, 0);

export function createDownloadManager(deps: DownloadDeps) {
  const store: EditionStore | null = deps.caches
    ? createEditionStore(deps.caches, deps.owner, deps.layout)
    : null;
  const states = signal<Record<string, ArticleDownloads>>({});
  const running = new Set<string>();
  const listeners = new Set<(event: DownloadEvent) => void>();

  const stateOf = (articleId: string): ArticleDownloads => states.value[articleId] ?? NO_DOWNLOADS;

  function update(articleId: string, patch: Partial<ArticleDownloads>) {
    states.value = { ...states.value, [articleId]: { ...stateOf(articleId), ...patch } };
  }

  function emit(event: DownloadEvent) {
    for (const listener of listeners) listener(event);
  }

  async function storageProblem(): Promise<DownloadProblem> {
    const estimate = await estimateStorage(deps.storage);
    return { kind: 'storage', usage: estimate?.usage ?? 0, quota: estimate?.quota ?? 0 };
  }

  /** The manifest error of the server as a problem (status codes of routes/purchases.ts). */
  function manifestProblem(error: unknown): DownloadProblem {
    const http = describeHttpError(error);
    if (http.network) return { kind: deps.isOnline() ? 'interrupted' : 'offline' };
    if (http.status === 409 && http.code === 'not-available-yet')
      return { kind: 'not-available-yet', retryAfterSeconds: http.retryAfterSeconds ?? 60 };
    if (http.status === 403 && http.code === 'not-purchased') return { kind: 'not-purchased' };
    if (http.status === 404 || http.status === 403 || http.status === 410) return { kind: 'not-possible' };
    return { kind: 'failed' };
  }

  async function freshManifest(articleId: string): Promise<DownloadManifestDto> {
    try {
      return await deps.getManifest(articleId);
    } catch (error) {
      throw new ProblemError(manifestProblem(error));
    }
  }

  /** Reads what is on the device: complete downloads (with missing files) and interrupted ones. */
  async function refresh(): Promise<void> {
    if (!store) return;
    const [records, partials] = await Promise.all([store.listRecords(), store.listPartials()]);
    const next: Record<string, ArticleDownloads> = {};
    for (const record of records) {
      next[record.articleId] = {
        local: {
          version: record.version,
          completedAt: record.completedAt,
          bytes: record.bytes,
          missing: await store.missingFiles(record),
        },
        task: { phase: 'idle' },
      };
    }
    for (const partial of partials) {
      const stored = await store.storedPaths(partial.articleId, partial.version);
      const files = partial.manifest.files;
      next[partial.articleId] = {
        local: next[partial.articleId]?.local ?? null,
        task: {
          phase: 'failed',
          problem: { kind: 'interrupted' },
          version: partial.version,
          bytesDone: sum(files.filter((file) => stored.has(file.path))),
          bytesTotal: sum(files),
        },
      };
    }
    // Downloads running in this page keep their live state.
    for (const articleId of running) if (states.value[articleId]) next[articleId] = states.value[articleId]!;
    states.value = next;
  }

  /** Fetches, checks and stores the files not yet stored; progress is published as bytes arrive. */
  async function fetchFiles(
    articleId: string,
    manifest: DownloadManifestDto,
    stored: Set<string>,
    reused: boolean,
  ): Promise<void> {
    const remaining = manifest.files.filter((file) => !stored.has(file.path));
    const bytesTotal = sum(manifest.files);
    let bytesDone = bytesTotal - sum(remaining);
    let filesDone = manifest.files.length - remaining.length;
    let published = 0;
    const publish = (force = false) => {
      const now = deps.now();
      if (!force && now - published < PROGRESS_INTERVAL_MS) return;
      published = now;
      update(articleId, {
        task: {
          phase: 'downloading',
          version: manifest.version,
          bytesDone,
          bytesTotal,
          filesDone,
          filesTotal: manifest.files.length,
        },
      });
    };
    publish(true);

    const subtle = deps.subtle!;
    const queue = [...remaining];
    // The first failure stops the others from taking new files; files already under way still
    // finish (and are kept when whole), so a resume fetches as little as possible.
    let failure: { error: unknown } | null = null;
    const fetchOne = async (file: DownloadFile) => {
      let bytes: Uint8Array<ArrayBuffer> | null = null;
      for (let attempt = 0; !bytes; attempt++) {
        let received = 0;
        try {
          bytes = await fetchVerified(deps.fetch, subtle, file, (count) => {
            received += count;
            bytesDone += count;
            publish();
          });
        } catch (error) {
          bytesDone -= received;
          if (error instanceof FileCheckError && attempt === 0) continue; // one more try
          if (error instanceof FileCheckError) throw new ProblemError({ kind: 'incomplete' });
          if (error instanceof FileStatusError) {
            if (reused && (error.status === 403 || error.status === 410)) throw new StaleLinksError();
            throw new ProblemError(
              error.status === 403 || error.status === 410 ? { kind: 'not-possible' } : { kind: 'failed' },
            );
          }
          throw error;
        }
      }
      try {
        await store!.putFile(
          articleId,
          manifest.version,
          file.path,
          new Response(bytes, {
            headers: { 'content-type': contentType(file.path), 'content-length': String(bytes.byteLength) },
          }),
        );
      } catch (error) {
        if (isQuotaError(error)) throw new ProblemError(await storageProblem());
        throw error;
      }
      filesDone++;
      publish(true);
    };
    const worker = async () => {
      for (let file = queue.shift(); file && !failure; file = queue.shift()) {
        try {
          await fetchOne(file);
        } catch (error) {
          failure ??= { error };
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_FILES, remaining.length) }, worker));
    if (failure) throw (failure as { error: unknown }).error;
  }

  async function run(articleId: string): Promise<CompletedDownload> {
    if (!deps.caches || !deps.subtle) throw new ProblemError({ kind: 'failed' });
    if (!deps.isOnline()) throw new ProblemError({ kind: 'offline' });
    // The account that asked keeps the download, even if someone else signs in before it ends.
    const account = deps.owner();
    if (account === null) throw new ProblemError({ kind: 'not-purchased' });
    const store = createEditionStore(deps.caches!, () => account, deps.layout);
    update(articleId, { task: { phase: 'preparing' } });
    const partial = await store.readPartial(articleId);
    let reused = partial !== null && Date.parse(partial.manifest.expiresAt) - deps.now() > LINK_MARGIN_MS;
    let manifest = reused && partial ? partial.manifest : await freshManifest(articleId);
    const local = stateOf(articleId).local;
    for (;;) {
      // Kept before anything can fail, so a retry (after freeing space, say) reuses this manifest
      // and does not count another download.
      await store.writePartial({ articleId, version: manifest.version, startedAt: deps.now(), manifest });
      // An interrupted download of another version is dropped (never the complete one in use).
      if (partial && partial.version !== manifest.version && partial.version !== local?.version)
        await store.deleteVersion(articleId, partial.version);
      const stored = await store.storedPaths(articleId, manifest.version);
      const missingBytes = sum(manifest.files.filter((file) => !stored.has(file.path)));
      const estimate: StorageEstimate | null = await estimateStorage(deps.storage);
      if (estimate && estimate.quota > 0 && estimate.quota - estimate.usage < missingBytes)
        throw new ProblemError({ kind: 'storage', usage: estimate.usage, quota: estimate.quota });
      try {
        await fetchFiles(articleId, manifest, stored, reused);
        break;
      } catch (error) {
        if (!(error instanceof StaleLinksError)) throw error;
        reused = false;
        manifest = await freshManifest(articleId);
      }
    }
    // Complete only when every listed file is really stored.
    const present = await store.storedPaths(articleId, manifest.version);
    if (manifest.files.some((file) => !present.has(file.path)))
      throw new ProblemError({ kind: 'incomplete' });
    const record: CompletedDownload = {
      articleId,
      version: manifest.version,
      completedAt: deps.now(),
      bytes: sum(manifest.files),
      files: manifest.files.map(({ path, size, sha256 }) => ({ path, size, sha256 })),
    };
    await store.writeRecord(record);
    await store.deletePartial(articleId);
    await store.deleteOtherVersions(articleId, manifest.version);
    return record;
  }

  async function download(articleId: string): Promise<void> {
    if (running.has(articleId)) return;
    running.add(articleId);
    try {
      const record = await run(articleId);
      update(articleId, {
        local: { version: record.version, completedAt: record.completedAt, bytes: record.bytes, missing: [] },
        task: { phase: 'idle' },
      });
      emit({ articleId, version: record.version, status: 'complete' });
    } catch (error) {
      let problem: DownloadProblem;
      if (error instanceof ProblemError) problem = error.problem;
      else if (isQuotaError(error)) problem = await storageProblem();
      else if (error instanceof TypeError || (error instanceof DOMException && error.name === 'NetworkError'))
        problem = { kind: deps.isOnline() ? 'interrupted' : 'offline' };
      else {
        deps.log('Download failed', error);
        problem = { kind: 'failed' };
      }
      const partial = store ? await store.readPartial(articleId).catch(() => null) : null;
      if (problem.kind === 'offline' && partial) problem = { kind: 'interrupted' };
      const previous = stateOf(articleId).task;
      const progress =
        previous.phase === 'downloading'
          ? { version: previous.version, bytesDone: previous.bytesDone, bytesTotal: previous.bytesTotal }
          : partial
            ? { version: partial.version, bytesDone: 0, bytesTotal: sum(partial.manifest.files) }
            : {};
      update(articleId, { task: { phase: 'failed', problem, ...progress } });
      emit({
        articleId,
        status: 'failed',
        problem,
        ...('version' in progress ? { version: progress.version } : {}),
      });
    } finally {
      running.delete(articleId);
    }
  }

  return {
    /** Per article: the complete download on this device and the download under way. */
    states,
    stateOf,
    /** Whether downloads can be stored here at all. */
    supported: store !== null && deps.subtle !== undefined,
    store,
    refresh,
    download,
    isRunning: (articleId: string) => running.has(articleId),
    /** Forgets a failure shown to the user (the partial download stays for a later resume). */
    dismiss(articleId: string) {
      const task = stateOf(articleId).task;
      if (task.phase === 'failed' && task.problem.kind !== 'interrupted')
        update(articleId, { task: { phase: 'idle' } });
    },
    /** Removes every stored version, the records and any interrupted download of an article. */
    async remove(articleId: string): Promise<void> {
      if (!store || running.has(articleId)) return;
      await store.deleteRecord(articleId);
      await store.deletePartial(articleId);
      await store.deleteOtherVersions(articleId);
      update(articleId, { local: null, task: { phase: 'idle' } });
    },
    /** Resumes downloads that an interruption stopped (called when the connection returns). */
    async resumeInterrupted(): Promise<void> {
      const waiting = Object.entries(states.value).filter(
        ([, state]) => state.task.phase === 'failed' && state.task.problem.kind === 'interrupted',
      );
      await Promise.all(waiting.map(([articleId]) => download(articleId)));
    },
    onEvent(listener: (event: DownloadEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type DownloadManager = ReturnType<typeof createDownloadManager>;

const TYPES: Record<string, string> = {
  json: 'application/json',
  svg: 'image/svg+xml',
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
};

/** Content type by file name (stored with the file, so the player's blob gets the right type). */
export function contentType(path: string): string {
  return TYPES[path.split('.').at(-1)?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}
