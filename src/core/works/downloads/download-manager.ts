/**
 * Downloads of full editions for offline use: preparing (manifest, space check) -> downloading
 * (bytes counted, each file checked against size and sha256, stored in Cache Storage) -> done (the
 * completion record written only after every file is stored). An interrupted download keeps what
 * it verified and resumes with the same manifest while its links are valid (no new download is
 * counted), otherwise with a new one. Framework-free: signals and injected browser APIs.
 */
import { signal } from '@preact/signals-core';
import {
  type ArticleDownloads,
  type DownloadDeps,
  type DownloadEvent,
  type DownloadProblem,
  NO_DOWNLOADS,
  totalSize,
} from './download-state';
import { createEditionStore, type EditionStore } from './edition-store';

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
