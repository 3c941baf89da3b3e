/**
 * The works list's decisions, apart from its view: which editions are shown, what one edition card
 * offers in which download state, and where opening an edition leads. Plain functions over the
 * catalogue, the device's downloads and the user's purchases; the screen only draws the answers.
 */
import type { CatalogueItemDto, Language } from '../contract/api';
import { localText } from '../i18n/local-text';
import { byComposer, matchesQuery } from './catalogue-search';
import type { ArticleDownloads, DownloadProblem, DownloadTask } from './downloads/download-state';
import type { WorkActions } from './works';

export type WorksView = 'all' | 'mine';

export interface WorksFilter {
  query: string;
  composer: string;
  view: WorksView;
  /** Article ids the user holds (purchases the catalogue may not mark yet). */
  owned: readonly { articleId: string }[];
}

export const ownsArticle = (owned: WorksFilter['owned'], articleId: string) =>
  owned.some((p) => p.articleId === articleId);

/** Signed-in users who own an edition start on "My works", everybody else on the whole catalogue. */
export function defaultView(signedIn: boolean, editions: readonly CatalogueItemDto[]): WorksView {
  return signedIn && editions.some((e) => e.purchased) ? 'mine' : 'all';
}

/** The editions the list shows for the search, the composer and the chosen view. */
export function editionsShown(
  editions: readonly CatalogueItemDto[],
  filter: WorksFilter,
): CatalogueItemDto[] {
  return editions.filter(
    (item) =>
      matchesQuery(item, filter.query) &&
      byComposer(item, filter.composer) &&
      (filter.view === 'all' || item.purchased || ownsArticle(filter.owned, item.articleId)),
  );
}

/** "My works" is empty because nothing is owned (not because the search finds nothing). */
export const nothingOwned = (filter: WorksFilter) =>
  filter.view === 'mine' && !filter.query && !filter.composer;

/**
 * A composer's years as catalogues write them: " (1598–1662)", a living composer " (1961–)", one
 * known only by the year of death " (–1517)", none when neither is known ("Traditional").
 */
export function composerYears(c: { born?: number; died?: number }): string {
  return c.born || c.died ? ` (${c.born ?? ''}–${c.died ?? ''})` : '';
}

/** The composers line of a card: "Name (born–died), role · …". */
export function composerLine(item: CatalogueItemDto, language: Language): string {
  return item.composers
    .map((c) => `${c.name}${composerYears(c)}${c.role ? `, ${localText(c.role, language)}` : ''}`)
    .join(' · ');
}

/** Where "Open" leads: the newer-version question, the missing-files problem, or the player. */
export type OpenStep = { kind: 'newer'; current: string } | { kind: 'incomplete' } | { kind: 'player' };

export function openStep(
  can: WorkActions,
  downloads: ArticleDownloads,
  options: { online: boolean; force: boolean },
): OpenStep {
  if (!options.force && can.newerVersion && downloads.local && options.online)
    return { kind: 'newer', current: downloads.local.version };
  if (can.missingFiles) return { kind: 'incomplete' };
  return { kind: 'player' };
}

/** Download failures that need an answer from the user open a dialog; the rest show on the card. */
export const problemNeedsDialog = (problem: DownloadProblem | undefined) =>
  problem !== undefined && ['not-possible', 'storage', 'incomplete'].includes(problem.kind);

/** After "Try again" re-loaded the catalogue: a failed download goes on once the server allows it. */
export const retryDownloadAfterReload = (task: DownloadTask, fresh: CatalogueItemDto | undefined) =>
  task.phase === 'failed' && (fresh?.downloadAvailable ?? false);

/** What an edition card says about its download, in the order it is checked. */
export type CardStatus =
  | { kind: 'preparing' }
  | { kind: 'downloading'; done: number; total: number }
  /** Just purchased: the download opens later (at `until`, when known); "Try again". */
  | { kind: 'waiting'; until: Date | null }
  /** The connection dropped mid-download; "Resume". */
  | { kind: 'interrupted'; done: number; total: number }
  | { kind: 'offline' }
  /** "Try again". */
  | { kind: 'failed' }
  | { kind: 'not-purchased' }
  /** "Download again". */
  | { kind: 'missing-files' }
  /** Intact on the device; "Remove". */
  | { kind: 'downloaded'; version: string; bytes: number }
  | { kind: 'none' };

export function cardStatus(can: WorkActions, downloads: ArticleDownloads): CardStatus {
  const task = downloads.task;
  if (task.phase === 'preparing') return { kind: 'preparing' };
  if (task.phase === 'downloading')
    return { kind: 'downloading', done: task.bytesDone, total: task.bytesTotal };
  const failed = task.phase === 'failed' ? task.problem : null;
  if (failed?.kind === 'not-available-yet' || (can.availableAt && !failed))
    return { kind: 'waiting', until: can.availableAt };
  if (task.phase === 'failed' && failed?.kind === 'interrupted')
    return { kind: 'interrupted', done: task.bytesDone ?? 0, total: task.bytesTotal ?? 0 };
  if (failed?.kind === 'offline') return { kind: 'offline' };
  if (failed?.kind === 'failed') return { kind: 'failed' };
  if (failed?.kind === 'not-purchased') return { kind: 'not-purchased' };
  if (can.missingFiles) return { kind: 'missing-files' };
  if (downloads.local && can.downloaded)
    return { kind: 'downloaded', version: downloads.local.version, bytes: downloads.local.bytes };
  return { kind: 'none' };
}

/** The buttons of an edition card. */
export interface CardButtons {
  open: boolean;
  download: boolean;
  /** "Download version x" when the catalogue has a newer version than the device. */
  downloadVersion: string | null;
  preview: boolean;
  /** The preview is the main action (an owned edition that only has a preview). */
  previewPrimary: boolean;
  purchase: boolean;
  redeem: boolean;
}

export function cardButtons(
  item: CatalogueItemDto,
  can: WorkActions,
  task: DownloadTask,
  signedIn: boolean,
): CardButtons {
  const busy = task.phase === 'preparing' || task.phase === 'downloading';
  const interrupted = task.phase === 'failed' && task.problem.kind === 'interrupted';
  return {
    open: can.canOpen,
    download:
      can.canDownload && !busy && !can.downloaded && !can.missingFiles && !can.availableAt && !interrupted,
    downloadVersion: can.canDownload && !busy ? can.newerVersion : null,
    preview: !can.canOpen,
    previewPrimary: can.purchased,
    purchase: !can.purchased,
    redeem: !can.purchased && signedIn && !item.previewOnly,
  };
}
