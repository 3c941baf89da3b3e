/**
 * The edition opened last on this device, for the start page's way back to rehearsing: the
 * per-work settings keep when each work was left (`lastOpened.ts`), and the catalogue names it.
 */
import type { L10n } from '../contract/api';
import type { PlayerSettings } from '../store/player-settings-store';
import { type CatalogueCore, catalogueApi } from './catalogue-api';

/** The article id of the work left most recently, or null when none has been opened. */
export function lastOpenedWork(byArticle: Readonly<Record<string, Partial<PlayerSettings>>>): string | null {
  let latest: { articleId: string; ts: number } | null = null;
  for (const [articleId, settings] of Object.entries(byArticle)) {
    const ts = settings.lastOpened?.ts ?? 0;
    if (ts > 0 && (!latest || ts > latest.ts)) latest = { articleId, ts };
  }
  return latest?.articleId ?? null;
}

/** A work's title from the catalogue; null when it cannot be had (offline, unknown). */
export function workTitle(core: CatalogueCore, articleId: string): Promise<L10n | null> {
  return catalogueApi(core)
    .item(articleId)
    .then(
      (item) => item.title,
      () => null,
    );
}
