/**
 * What a download is in, shared by the manager, its lazily loaded run (download-run.ts) and the
 * screens: per article the complete download on the device and the task under way, the problems
 * that stop a download, the events it reports and what the manager is given.
 */
import type { DownloadFile, DownloadManifestDto } from '../../contract/api';
import type { StorageApi } from '../../offline/storage';
import type { KeyValueStorage } from '../../store/persistence';
import type { StoreLayout } from './edition-store';

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
  /**
   * `GET /purchases/{articleId}/downloadmanifest/false` (counts a download on the server), with the
   * screen layouts to keep too (`layouts`, device-layouts.ts).
   */
  getManifest(articleId: string, layouts?: string): Promise<DownloadManifestDto>;
  /** Where the player keeps the device's boxes: editions keep their screen layouts for them (none for kept topics). */
  screenLayouts?: KeyValueStorage;
  isOnline(): boolean;
  now(): number;
  log(message: string, detail?: unknown): void;
}

/** Bytes of a list of files. */
export const totalSize = (files: readonly DownloadFile[]) =>
  files.reduce((total, file) => total + file.size, 0);
