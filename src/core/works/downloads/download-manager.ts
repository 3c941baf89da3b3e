/**
 * Downloads of full editions for offline use: preparing (manifest, space check) -> downloading
 * (bytes counted, each file checked against size and sha256, stored in Cache Storage) -> done (the
 * completion record written only after every file is stored). An interrupted download keeps what
 * it verified and resumes with the same manifest while its links are valid (no new download is
 * counted), otherwise with a new one. Framework-free: signals and injected browser APIs.
 */
import { signal } from '@preact/signals-core';
import type { DownloadFile, DownloadManifestDto } from '../../contract/api';
import type { StorageApi } from '../../offline/storage';
import { createEditionStore, type EditionStore, type StoreLayout } from './edition-store';

/** Why a download stopped; each maps to one message of requirements R8.7-R8.9 or the works texts. */
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

/** Bytes of a list of files. */
export const totalSize = (files: readonly DownloadFile[]) =>
  files.reduce((total, file) => total + file.size, 0);

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
          bytesDone: totalSize(files.filter((file) => stored.has(file.path))),
          bytesTotal: totalSize(files),
        },
      };
    }
    // Downloads running in this page keep their live state.
    for (const articleId of running) if (states.value[articleId]) next[articleId] = states.value[articleId]!;
    states.value = next;
  }

  /** The download engine (fetching, checks, storing) loads on the first download, not with the list. */
  let engine: Promise<(articleId: string) => Promise<void>> | null = null;

  async function download(articleId: string): Promise<void> {
    if (running.has(articleId)) return;
    running.add(articleId);
    try {
      engine ??= import('./download-run').then((module) =>
        module.createDownloadRun({ deps, store, stateOf, update, emit }),
      );
      await (await engine)(articleId);
    } catch (error) {
      // The engine's chunk did not load (offline before the first download): try again later.
      engine = null;
      deps.log('Download engine could not be loaded', error);
      const problem: DownloadProblem = { kind: deps.isOnline() ? 'failed' : 'offline' };
      update(articleId, { task: { phase: 'failed', problem } });
      emit({ articleId, status: 'failed', problem });
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
