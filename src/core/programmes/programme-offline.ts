/**
 * "Keep offline" for a programme (issue 39): every work of it that the user owns is downloaded as
 * one task with one progress, through the works' own download manager (its size and SHA-256 check
 * of every file, its completion record written last). The programme counts as kept only when every
 * such work is complete here, so there is no record of it to leave half-written; a work that fails
 * has its unfinished files removed, so nothing half-written stays either. Works the user only has
 * as a preview are left out (they play online).
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import type { CatalogueItemDto, ProgrammeItem } from '../contract/api';
import type { Core } from '../core';
import { perCore } from '../util/per-core';
import type { DownloadManager } from '../works/downloads/download-manager';
import { worksFor } from '../works/works';

export type KeepTask =
  | { phase: 'idle' }
  | { phase: 'running'; done: number; total: number; current: string | null }
  | { phase: 'failed' };

export interface KeeperDeps {
  downloads: Pick<DownloadManager, 'download' | 'stateOf' | 'states' | 'store' | 'refresh'>;
  catalogue: () => readonly CatalogueItemDto[];
  owns: (articleId: string) => boolean;
}

export function createProgrammeKeeper(deps: KeeperDeps) {
  const tasks = signal<Record<string, KeepTask>>({});
  const taskOf = (programmeId: string): KeepTask => tasks.value[programmeId] ?? { phase: 'idle' };
  const setTask = (programmeId: string, task: KeepTask) => {
    tasks.value = { ...tasks.value, [programmeId]: task };
  };

  /** The editions of a programme the user holds in full, once each, in programme order. */
  function ownedEditions(items: readonly ProgrammeItem[]): string[] {
    const catalogue = deps.catalogue();
    const full = (id: string) => {
      const entry = catalogue.find((edition) => edition.articleId === id);
      return Boolean(entry && !entry.previewOnly && (entry.purchased || deps.owns(id)));
    };
    return [...new Set(items.map((item) => item.editionId))].filter(full);
  }

  /** A complete, intact download of the catalogue's latest version is on this device. */
  function complete(articleId: string): boolean {
    const local = deps.downloads.states.value[articleId]?.local;
    const latest = deps.catalogue().find((edition) => edition.articleId === articleId)?.latestVersion;
    return Boolean(local && local.missing.length === 0 && local.version === latest);
  }

  /** Removes what a failed download of a work left (its partial record and unfinished files). */
  async function dropUnfinished(articleId: string) {
    const store = deps.downloads.store;
    const partial = await store?.readPartial(articleId);
    if (!store || !partial) return;
    await store.deletePartial(articleId);
    await store.deleteVersion(articleId, partial.version);
  }

  return {
    /** Whether every owned work of the programme is on this device (and there is one at least). */
    kept(items: readonly ProgrammeItem[]): boolean {
      const editions = ownedEditions(items);
      return editions.length > 0 && editions.every(complete);
    },
    /** Some works of the programme are previews only, so they are not kept. */
    leavesOut: (items: readonly ProgrammeItem[]) =>
      ownedEditions(items).length < new Set(items.map((item) => item.editionId)).size,
    taskOf,
    /** The whole task's progress, 0-1: finished works plus the bytes of the one under way. */
    progress(programmeId: string): ReadonlySignal<number> {
      return computed(() => {
        const task = taskOf(programmeId);
        if (task.phase !== 'running' || task.total === 0) return 0;
        const current = task.current ? deps.downloads.states.value[task.current]?.task : null;
        const share =
          current?.phase === 'downloading' && current.bytesTotal > 0
            ? current.bytesDone / current.bytesTotal
            : 0;
        return Math.min(1, (task.done + share) / task.total);
      });
    },
    /** Downloads every owned work not yet here, one after the other; true when all are kept. */
    async keep(programmeId: string, items: readonly ProgrammeItem[]): Promise<boolean> {
      if (taskOf(programmeId).phase === 'running') return false;
      const editions = ownedEditions(items);
      const missing = editions.filter((id) => !complete(id));
      let done = editions.length - missing.length;
      for (const articleId of missing) {
        setTask(programmeId, { phase: 'running', done, total: editions.length, current: articleId });
        await deps.downloads.download(articleId);
        if (!complete(articleId)) {
          await dropUnfinished(articleId);
          await deps.downloads.refresh();
          setTask(programmeId, { phase: 'failed' });
          return false;
        }
        done++;
      }
      setTask(programmeId, { phase: 'idle' });
      return true;
    },
    dismiss(programmeId: string) {
      setTask(programmeId, { phase: 'idle' });
    },
  };
}

export type ProgrammeKeeper = ReturnType<typeof createProgrammeKeeper>;

/** The page's programme keeper (one per core), over the works' download manager. */
export const programmeKeeperFor = perCore((core: Core): ProgrammeKeeper => {
  const works = worksFor(core);
  return createProgrammeKeeper({
    downloads: works.downloads,
    catalogue: () => works.catalogue.value?.editions ?? [],
    owns: (articleId) => core.purchases.owns(articleId),
  });
});
