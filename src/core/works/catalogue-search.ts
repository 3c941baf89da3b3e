/**
 * Keyword search over the edition catalogue, shared by the server (`GET /api/catalogue?q=`) and the
 * works list (which filters as the user types, also offline). Plain functions, no client code.
 */
import { formatCatalogueNumber } from '../format/catalogue-number';

/** What the search looks at; both the server's catalogue entries and the client's items have it. */
export interface Searchable {
  articleId: string;
  title: { de: string; en: string };
  subtitle?: { de: string; en: string } | undefined;
  composers: { name: string }[];
  catalogueNumber: string;
  keywords?: { de: string[]; en: string[] } | undefined;
}

/** Lower case without diacritics, so "Cruger" finds "Crüger" and "schoner" finds "schöner". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase();
}

function haystack(item: Searchable): string {
  return foldText(
    [
      item.articleId,
      item.title.de,
      item.title.en,
      item.subtitle?.de ?? '',
      item.subtitle?.en ?? '',
      ...item.composers.map((c) => c.name),
      item.catalogueNumber,
      formatCatalogueNumber(item.catalogueNumber),
      ...(item.keywords?.de ?? []),
      ...(item.keywords?.en ?? []),
    ].join(' \u0001 '),
  );
}

/** Every word of the query occurs in the edition's titles, composers, keywords or numbers. */
export function matchesQuery(item: Searchable, query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = haystack(item);
  return words.every((word) => text.includes(word));
}

/** The edition has music or words by this composer (name compared without case and accents). */
export function byComposer(item: Pick<Searchable, 'composers'>, composer: string): boolean {
  const wanted = foldText(composer.trim());
  return wanted === '' || item.composers.some((c) => foldText(c.name) === wanted);
}

export interface ComposerSummary {
  name: string;
  born?: number;
  died?: number;
  articleIds: string[];
}

/** Every composer of the catalogue with their editions, sorted by family name. */
export function composersOf(
  items: readonly { articleId: string; composers: { name: string; born?: number; died?: number }[] }[],
): ComposerSummary[] {
  const found = new Map<string, ComposerSummary>();
  for (const item of items) {
    for (const composer of item.composers) {
      let entry = found.get(composer.name);
      if (!entry) {
        entry = {
          name: composer.name,
          ...(composer.born !== undefined ? { born: composer.born } : {}),
          ...(composer.died !== undefined ? { died: composer.died } : {}),
          articleIds: [],
        };
        found.set(composer.name, entry);
      }
      if (!entry.articleIds.includes(item.articleId)) entry.articleIds.push(item.articleId);
    }
  }
  const familyName = (name: string) => foldText(name.split(/\s+/).at(-1) ?? name);
  return [...found.values()].sort((a, b) => familyName(a.name).localeCompare(familyName(b.name)));
}
