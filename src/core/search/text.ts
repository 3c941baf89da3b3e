/** Text normalisation shared by the search lists and the queries. */

const NON_ASCII = /[^ -~\t\n\r]/;

/** Lowercase, without accents (ü -> u, é -> e), ß -> ss. */
export function normalise(text: string): string {
  const lower = text.toLowerCase();
  // Plain ASCII (most words) needs no Unicode decomposition.
  if (!NON_ASCII.test(lower)) return lower;
  return (
    lower
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .replace(/ß/g, 'ss')
      // Ligatures a French keyboard types as two letters ("choeur" finds "chœur").
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
  );
}

/** Words of a text: runs of letters and digits after normalisation. */
export function words(text: string): string[] {
  return normalise(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Words that carry no meaning for a search (ignored in queries unless a query has nothing else). */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  // de
  'der',
  'die',
  'das',
  'den',
  'dem',
  'des',
  'ein',
  'eine',
  'einer',
  'eines',
  'einen',
  'und',
  'oder',
  'mit',
  'fur',
  'von',
  'auf',
  'aus',
  'bei',
  'ist',
  'sie',
  'ihr',
  'ihre',
  'wie',
  'was',
  'nach',
  'zum',
  'zur',
  // en
  'the',
  'and',
  'for',
  'with',
  'from',
  'your',
  'you',
  'are',
  'how',
  'what',
  'into',
  'its',
  'this',
  'that',
]);
