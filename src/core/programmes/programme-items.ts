/**
 * A programme's items as the screens show them: the work's title from the catalogue, the part, and
 * whether the user may still open the full edition (a work they no longer own stays as a preview).
 */
import type { CatalogueItemDto, Language, Locale, ProgrammeItem } from '../contract/api';
import { localText } from '../i18n/local-text';
import { pathFor } from '../routing/routes';

export interface ProgrammeItemView {
  item: ProgrammeItem;
  /** The work's title, or null for an edition no longer in the catalogue. */
  title: string | null;
  /** The edition's parts (movements). */
  parts: number;
  /** The user holds the full edition; otherwise the player opens its preview. */
  owned: boolean;
}

export function itemViews(
  items: readonly ProgrammeItem[],
  catalogue: readonly CatalogueItemDto[],
  owns: (articleId: string) => boolean,
  language: Language,
): ProgrammeItemView[] {
  return items.map((item) => {
    const entry = catalogue.find((edition) => edition.articleId === item.editionId);
    return {
      item,
      title: entry ? localText(entry.title, language) : null,
      parts: entry?.parts ?? 0,
      owned: Boolean(entry && !entry.previewOnly && (entry.purchased || owns(item.editionId))),
    };
  });
}

/** The player's address for one item of a programme. */
export function programmeItemPath(
  locale: Locale,
  programmeId: string,
  index: number,
  editionId: string,
): string {
  const query = new URLSearchParams({ programme: programmeId, item: String(index) });
  return `${pathFor('player', locale, { articleId: editionId })}?${query}`;
}

/** The programme and item a player address names (`?programme=…&item=n`), or null. */
export function programmeOfQuery(search: string): { programmeId: string; index: number } | null {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const programmeId = query.get('programme');
  const index = Number(query.get('item') ?? '0');
  if (!programmeId || !Number.isInteger(index) || index < 0) return null;
  return { programmeId, index };
}
