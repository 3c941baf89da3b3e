import { figureQuality } from './figures';
import { closeQuality, typoQuality } from './match';
import { SEARCH_LANGUAGES, type SearchIndex, type VocabularyWord } from './search-lists';
import { isFigure } from './text';

const SLOTS = SEARCH_LANGUAGES.length;

/**
 * One query word's best score per document and language slot (typed arrays: a keystroke adds up
 * thousands of postings), with the documents that have one, in the order found.
 */
export interface TermScores {
  /** By posting key (document × slots + slot); 0 where the word does not match. */
  bySlot: Float64Array;
  /** By document, the best over all slots. */
  best: Float64Array;
  docsInSlot: number[][];
  docs: number[];
}

function addPostings(scores: TermScores, entry: VocabularyWord, quality: number, onlySlot?: number): void {
  const { keys, weights } = entry;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const doc = Math.floor(key / SLOTS);
    const slot = key - doc * SLOTS;
    if (onlySlot !== undefined && slot !== onlySlot) continue;
    const score = quality * weights[i]!;
    if (score > scores.bySlot[key]!) {
      if (scores.bySlot[key] === 0) scores.docsInSlot[slot]!.push(doc);
      scores.bySlot[key] = score;
    }
    if (score > scores.best[doc]!) {
      if (scores.best[doc] === 0) scores.docs.push(doc);
      scores.best[doc] = score;
    }
  }
}

/** How many query words each index remembers (typing repeats earlier words on every keystroke). */
const CACHE_SIZE = 64;

/** A map that forgets its least recently used entry beyond CACHE_SIZE. */
function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  cache.set(key, value);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return value;
}

const containingCaches = new WeakMap<SearchIndex, Map<string, number[]>>();

/**
 * The vocabulary's indexes of the words that contain `term` (every exact, prefix or inside match
 * is among them). Typing narrows: the words containing "ferma" are among those containing "ferm".
 */
function wordsContaining(index: SearchIndex, term: string): number[] {
  let cache = containingCaches.get(index);
  if (!cache) {
    cache = new Map();
    containingCaches.set(index, cache);
  }
  const known = cache.get(term);
  if (known) return known;
  let candidates: readonly number[] | undefined;
  for (const [part, found] of cache)
    if (term.includes(part) && (!candidates || found.length < candidates.length)) candidates = found;
  const found: number[] = [];
  const { vocabulary } = index;
  if (candidates) {
    for (const i of candidates) if (vocabulary[i]!.word.includes(term)) found.push(i);
  } else {
    for (let i = 0; i < vocabulary.length; i++) if (vocabulary[i]!.word.includes(term)) found.push(i);
  }
  return remember(cache, term, found);
}

/**
 * Compares a query word with the vocabulary. Typos are assumed only in the interface language's
 * list (a word of another language is typed as it is written) and only when the word does not
 * occur there as typed ("cue" is not also "cut").
 */
function scanTerm(index: SearchIndex, term: string, own: number): TermScores {
  const { vocabulary, docs } = index;
  const scores: TermScores = {
    bySlot: new Float64Array(docs.length * SLOTS),
    best: new Float64Array(docs.length),
    docsInSlot: SEARCH_LANGUAGES.map(() => []),
    docs: [],
  };
  if (isFigure(term)) {
    for (const entry of vocabulary) {
      const quality = figureQuality(term, entry.word);
      if (quality > 0) addPostings(scores, entry, quality);
    }
    return scores;
  }
  for (const i of wordsContaining(index, term)) {
    const entry = vocabulary[i]!;
    const quality = closeQuality(term, entry.word);
    if (quality > 0) addPostings(scores, entry, quality);
  }
  if (scores.docsInSlot[own]!.length > 0) return scores;
  // No word of this list matches as typed, so none is skipped here.
  for (const i of index.slotWords[own]!) {
    const entry = vocabulary[i]!;
    const quality = typoQuality(term, entry.word);
    if (quality > 0) addPostings(scores, entry, quality, own);
  }
  return scores;
}

const scoreCaches = new WeakMap<SearchIndex, Map<string, TermScores>>();

/** A query word's scores for a user of the interface language in slot `own`, remembered per index. */
export function termScores(index: SearchIndex, term: string, own: number): TermScores {
  let cache = scoreCaches.get(index);
  if (!cache) {
    cache = new Map();
    scoreCaches.set(index, cache);
  }
  const key = `${own} ${term}`;
  const known = cache.get(key);
  if (known) {
    // Most recently used last.
    cache.delete(key);
    cache.set(key, known);
    return known;
  }
  return remember(cache, key, scanTerm(index, term, own));
}
