import type { Language, TopicDto } from '../contract/api';
import type { TopicsStore } from '../store/topics-store';
import { MIN_WORD_LENGTH } from './match';
import { buildSearchIndex, SEARCH_LANGUAGES, type SearchIndex } from './search-lists';
import { type TermScores, termScores } from './term-scores';
import { isFigure, STOP_WORDS, words } from './text';

/**
 * The search rule (requirements R2.13, "edit distance, minimum 3"; decision 0016):
 * - a query searches its words of 3 or more letters and its figures ("7", "60", "6/8", "3+2");
 *   shorter words and stop words are ignored;
 * - every query word must match a word of the element (headline, description, keywords, type
 *   names, topic headline), case- and accent-insensitive, as `match.ts` and `figures.ts` say;
 *   typos only in the interface language's list, and only when the word is not in it as typed;
 * - every language's list is searched: elements that match in the interface language come first,
 *   then those that match only in another language's words ("Auftakt" on an English page);
 * - within each, results rank by the sum over query words of match quality (exact > prefix >
 *   fewer edits) times field weight (headline > keyword > type name > description > topic), ties
 *   in course order.
 */

export interface SearchHit {
  learnElementId: number;
  score: number;
  /** The list it matched in: the interface language's, or another one's (those rank after). */
  language: Language;
}

export interface SearchResult {
  /** `tooShort`: the query has no word of 3 letters and no figure yet (nothing is searched). */
  status: 'ok' | 'tooShort';
  /** The query words that were searched (normalised). */
  terms: string[];
  hits: SearchHit[];
}

/** The query words the rule searches for. */
export function queryTerms(query: string): string[] {
  const searchable = [...new Set(words(query))].filter(
    (word) => isFigure(word) || word.length >= MIN_WORD_LENGTH,
  );
  const meaningful = searchable.filter((word) => !STOP_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : searchable;
}

const SLOTS = SEARCH_LANGUAGES.length;

/**
 * Documents every query word matches, in slot `own` (or in any slot when `own` is undefined), with
 * the sum of their scores. Starts from the rarest word's documents.
 */
function inAll(perTerm: readonly TermScores[], own?: number): Map<number, number> {
  const docsOf = (scores: TermScores) => (own === undefined ? scores.docs : scores.docsInSlot[own]!);
  const scoreOf = (scores: TermScores, doc: number) =>
    own === undefined ? scores.best[doc]! : scores.bySlot[doc * SLOTS + own]!;
  const [rarest, ...others] = [...perTerm].sort((a, b) => docsOf(a).length - docsOf(b).length);
  const found = new Map<number, number>();
  for (const doc of docsOf(rarest!)) {
    let score = scoreOf(rarest!, doc);
    for (const scores of others) {
      const value = scoreOf(scores, doc);
      if (value === 0) {
        score = -1;
        break;
      }
      score += value;
    }
    if (score >= 0) found.set(doc, score);
  }
  return found;
}

/** Best first; documents are in course order, so the document index breaks ties. */
function ranked(found: Map<number, number>): [doc: number, score: number][] {
  return [...found].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
}

/** The language in which a document matched the query word its own list missed. */
function otherLanguage(perTerm: readonly TermScores[], doc: number, own: number): Language {
  const { bySlot } = perTerm.find((scores) => scores.bySlot[doc * SLOTS + own] === 0)!;
  let slot = own;
  for (let s = 0; s < SLOTS; s++) if (bySlot[doc * SLOTS + s]! > bySlot[doc * SLOTS + slot]!) slot = s;
  return SEARCH_LANGUAGES[slot]!;
}

/** Searches every language's list, the interface language's matches first. */
export function searchIndex(index: SearchIndex, language: Language, query: string): SearchResult {
  const terms = queryTerms(query);
  if (terms.length === 0) return { status: 'tooShort', terms, hits: [] };
  const own = SEARCH_LANGUAGES.indexOf(language);
  const perTerm = terms.map((term) => termScores(index, term, own));
  const inOwn = inAll(perTerm, own);
  const inAny = inAll(perTerm);
  for (const doc of inOwn.keys()) inAny.delete(doc);
  const hit = (doc: number, score: number, matched: Language): SearchHit => ({
    learnElementId: index.docs[doc]!.learnElementId,
    score,
    language: matched,
  });
  const hits = [
    ...ranked(inOwn).map(([doc, score]) => hit(doc, score, language)),
    ...ranked(inAny).map(([doc, score]) => hit(doc, score, otherLanguage(perTerm, doc, own))),
  ];
  return { status: 'ok', terms, hits };
}

const indexCache = new WeakMap<readonly TopicDto[], SearchIndex>();

/** The search lists of the topics, built once per loaded topic list. */
export function searchIndexFor(topics: readonly TopicDto[]): SearchIndex {
  let index = indexCache.get(topics);
  if (!index) {
    index = buildSearchIndex(topics);
    indexCache.set(topics, index);
  }
  return index;
}

/** Searches topics for a user of the given interface language; pure, the lists are built once. */
export function searchFor(topics: readonly TopicDto[], language: Language, query: string): SearchResult {
  return searchIndex(searchIndexFor(topics), language, query);
}

/** The ids of a result, in rank order, as the core's filtered list (requirements R3.13). */
export function storeFilteredList(
  topicsStore: Pick<TopicsStore, 'setFilteredList'>,
  result: SearchResult,
): void {
  topicsStore.setFilteredList(result.hits.map((hit) => hit.learnElementId));
}

/** Searches the loaded course for the interface language and stores the result as the filtered list. */
export function searchCourse(
  core: { topics: Pick<TopicsStore, 'list' | 'setFilteredList'>; language: { value: Language } },
  query: string,
): SearchResult {
  const result = searchFor(core.topics.list.value, core.language.value, query);
  storeFilteredList(core.topics, result);
  return result;
}
