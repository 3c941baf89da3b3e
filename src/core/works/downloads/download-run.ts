/**
 * The download itself, loaded on the first download or resume (the works list needs only the
 * records): manifest and space check, files fetched three at a time and checked against size and
 * sha256, stored in Cache Storage, the completion record written last; failures mapped to problems.
 */

import { describeHttpError } from '../../api/http-problem';
import type { DownloadFile, DownloadManifestDto } from '../../contract/api';
import { estimateStorage, type StorageEstimate } from '../../offline/storage';
import { deviceLayouts } from './device-layouts';
import {
  type ArticleDownloads,
  type DownloadDeps,
  type DownloadEvent,
  type DownloadProblem,
  totalSize as sum,
} from './download-state';
import { type CompletedDownload, createEditionStore, type EditionStore } from './edition-store';
import { FileCheckError, FileStatusError, fetchVerified } from './verified-fetch';

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

export interface DownloadRunContext {
  deps: DownloadDeps;
  store: EditionStore | null;
  stateOf(articleId: string): ArticleDownloads;
  update(articleId: string, patch: Partial<ArticleDownloads>): void;
  emit(event: DownloadEvent): void;
}

/** Returns the function that downloads one article (its state and events go through `context`). */
export function createDownloadRun(context: DownloadRunContext) {
  const { deps, store, stateOf, update, emit } = context;

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
      return await deps.getManifest(
        articleId,
        deps.screenLayouts ? deviceLayouts(deps.screenLayouts) : undefined,
      );
    } catch (error) {
      throw new ProblemError(manifestProblem(error));
    }
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

  return async function download(articleId: string): Promise<void> {
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
    }
  };
}

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
