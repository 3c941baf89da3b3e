import { distance } from 'fastest-levenshtein';
import type { Language, TopicDto } from '../contract/api';
import { type ContentLanguage, contentLanguage } from '../i18n/local-text';
import type { TopicsStore } from '../store/topics-store';
import { buildSearchList, type SearchList } from './search-lists';
import { STOP_WORDS, words } from './text';

/**
 * The search rule (requirements R2.13 "edit distance, minimum 3"; written down in docs/decisions/0016-search-rule.md):
 * - a query needs a word of at least 3 letters; shorter words are ignored;
 * - every query word must match a word of the element (headline, description, keywords, type
 *   names, topic headline), case- and accent-insensitive;
 * - a query word matches a word exactly, as its prefix, inside it (4+ letters, for compounds such
 *   as "Atemstelle"), or within an edit distance that grows with its length: 0 edits up to 3
 *   letters, 1 for 4-5, 2 for 6-8, 3 from 9 letters on (Levenshtein; a swap of two neighbouring
 *   letters counts as one edit); a typo in a prefix is forgiven with one edit less;
 * - results rank by the sum over query words of match quality times field weight (headline >
 *   keyword > type name > description > topic), ties in course order.
 */
export const MIN_QUERY_LENGTH = 3;

export function allowedEdits(length: number): number {
  if (length < 4) return 0;
  if (length <= 5) return 1;
  if (length <= 8) return 2;
  return 3;
}

/** True when b is a with exactly one pair of neighbouring letters swapped ("ictsu" / "ictus"). */
function isOneSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let first = -1;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (first >= 0)
      return i === first + 1 && a[first] === b[i] && a[i] === b[first] && a.slice(i + 1) === b.slice(i + 1);
    first = i;
  }
  return false;
}

/** Levenshtein distance (fastest-levenshtein), with a swap of two neighbouring letters as one edit. */
export function editDistance(a: string, b: string): number {
  const edits = distance(a, b);
  return edits === 2 && isOneSwap(a, b) ? 1 : edits;
}

/** How well a query word matches a word of the list: 1 exact … 0 no match. */
export function matchQuality(query: string, word: string): number {
  if (word === query) return 1;
  if (word.startsWith(query)) return 0.85;
  const allowed = allowedEdits(query.length);
  if (allowed > 0 && Math.abs(word.length - query.length) <= allowed) {
    const edits = editDistance(query, word);
    if (edits <= allowed) return 0.7 - 0.1 * edits;
  }
  if (query.length >= 4 && word.includes(query)) return 0.5;
  if (allowed > 1 && word.length > query.length) {
    const edits = distance(query, word.slice(0, query.length));
    if (edits < allowed) return 0.45 - 0.05 * edits;
  }
  return 0;
}

export interface SearchHit {
  learnElementId: number;
  score: number;
}

export interface SearchResult {
  /** `tooShort`: no query word has 3 letters yet (nothing is searched). */
  status: 'ok' | 'tooShort';
  /** The query words that were searched (normalised). */
  terms: string[];
  hits: SearchHit[];
}

/** The query words the rule searches for. */
export function queryTerms(query: string): string[] {
  const long = [...new Set(words(query))].filter((word) => word.length >= MIN_QUERY_LENGTH);
  const meaningful = long.filter((word) => !STOP_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : long;
}

/** How many query words' scores each list remembers (typing repeats earlier words on every keystroke). */
const TERM_CACHE_SIZE = 64;
const termCaches = new WeakMap<SearchList, Map<string, Map<number, number>>>();

/** The best score of one query word per document (document index -> score), cached per list. */
function termScores(list: SearchList, term: string): Map<number, number> {
  let cache = termCaches.get(list);
  if (!cache) {
    cache = new Map();
    termCaches.set(list, cache);
  }
  const known = cache.get(term);
  if (known) {
    // Most recently used last.
    cache.delete(term);
    cache.set(term, known);
    return known;
  }
  const scores = new Map<number, number>();
  for (const { word, postings } of list.vocabulary) {
    const quality = matchQuality(term, word);
    if (quality === 0) continue;
    for (const [doc, weight] of postings) {
      const score = quality * weight;
      if (score > (scores.get(doc) ?? 0)) scores.set(doc, score);
    }
  }
  cache.set(term, scores);
  if (cache.size > TERM_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return scores;
}

/** Searches one language's list with the rule above. */
export function searchList(list: SearchList, query: string): SearchResult {
  const terms = queryTerms(query);
  if (terms.length === 0) return { status: 'tooShort', terms, hits: [] };
  // Every query word must match: start from the rarest word's documents.
  const perTerm = terms.map((term) => termScores(list, term)).sort((a, b) => a.size - b.size);
  const [rarest, ...others] = perTerm;
  const found: { doc: number; score: number }[] = [];
  for (const [doc, first] of rarest!) {
    let score = first;
    let all = true;
    for (const scores of others) {
      const value = scores.get(doc);
      if (value === undefined) {
        all = false;
        break;
      }
      score += value;
    }
    if (all) found.push({ doc, score });
  }
  // Documents are in course order, so the document index breaks ties.
  found.sort((a, b) => b.score - a.score || a.doc - b.doc);
  const hits = found.map(({ doc, score }) => ({ learnElementId: list.docs[doc]!.learnElementId, score }));
  return { status: 'ok', terms, hits };
}

const listCache = new WeakMap<readonly TopicDto[], Partial<Record<ContentLanguage, SearchList>>>();

/** The search list of the topics in a language, built once per loaded topic list. */
export function searchListFor(topics: readonly TopicDto[], language: Language): SearchList {
  const lang = contentLanguage(language);
  let lists = listCache.get(topics);
  if (!lists) {
    lists = {};
    listCache.set(topics, lists);
  }
  let list = lists[lang];
  if (!list) {
    list = buildSearchList(topics, lang);
    lists[lang] = list;
  }
  return list;
}

/** Searches topics in a language; pure, the lists are built once per topic list. */
export function searchFor(topics: readonly TopicDto[], language: Language, query: string): SearchResult {
  return searchList(searchListFor(topics, language), query);
}

/** The ids of a result, in rank order, as the core's filtered list (requirements R3.13). */
export function storeFilteredList(
  topicsStore: Pick<TopicsStore, 'setFilteredList'>,
  result: SearchResult,
): void {
  topicsStore.setFilteredList(result.hits.map((hit) => hit.learnElementId));
}

/** Searches the loaded course in the interface language and stores the result as the filtered list. */
export function searchCourse(
  core: { topics: Pick<TopicsStore, 'list' | 'setFilteredList'>; language: { value: Language } },
  query: string,
): SearchResult {
  const result = searchFor(core.topics.list.value, core.language.value, query);
  storeFilteredList(core.topics, result);
  return result;
}
