import { distance } from 'fastest-levenshtein';

/**
 * How one query word matches one word of a list (decision 0016). A word matches exactly, as a
 * prefix (typing), inside a word (German compounds such as "Atemstelle"), or with typos: up to
 * `allowedEdits` edits, which grows with the word so that short noise does not match.
 */

/** Shortest word a query searches for, and the shortest a typo may turn it into ("cue" is not "ce"). */
export const MIN_WORD_LENGTH = 3;

/** Edits allowed for a query word of this many letters: the specification's 3, fewer for short words. */
export function allowedEdits(length: number): number {
  if (length <= 2) return 0;
  if (length <= 4) return 1;
  if (length <= 7) return 2;
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

/** Match qualities, closest first: what ranks a result (times the field's weight). */
export const QUALITY = {
  exact: 1,
  prefix: 0.85,
  inside: 0.5,
  /** Minus `perEdit` for each edit. */
  typo: 0.7,
  perEdit: 0.1,
  /** A typo in what the user has typed so far of a longer word; minus `perEdit / 2` per edit. */
  typoInPrefix: 0.45,
} as const;

/** Quality of an exact, prefix or inside match, or 0 (the word appears as typed). */
export function closeQuality(query: string, word: string): number {
  if (word === query) return QUALITY.exact;
  if (word.startsWith(query)) return QUALITY.prefix;
  if (query.length >= 4 && word.includes(query)) return QUALITY.inside;
  return 0;
}

/**
 * A quick test before counting edits: two words (longer than `edits`) at most `edits` apart share a
 * letter among their first `edits + 1` (not all of those can be edited away).
 */
function shareEarlyLetter(a: string, b: string, edits: number): boolean {
  for (let i = 0; i <= edits; i++) for (let j = 0; j <= edits; j++) if (a[i] === b[j]) return true;
  return false;
}

/** Quality of a match with typos (fewer edits rank higher), or 0. */
export function typoQuality(query: string, word: string): number {
  const allowed = allowedEdits(query.length);
  if (allowed === 0 || word.length < MIN_WORD_LENGTH || !shareEarlyLetter(query, word, allowed)) return 0;
  if (Math.abs(word.length - query.length) <= allowed) {
    const edits = editDistance(query, word);
    if (edits <= allowed) return QUALITY.typo - QUALITY.perEdit * edits;
  }
  // Typing a longer word with a typo in it: one edit less than the whole word would get.
  if (allowed > 1 && word.length > query.length && shareEarlyLetter(query, word, allowed - 1)) {
    const edits = distance(query, word.slice(0, query.length));
    if (edits < allowed) return QUALITY.typoInPrefix - (QUALITY.perEdit / 2) * edits;
  }
  return 0;
}
