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

/** A time signature or grouping ("6/8", "3+2", "2+2+3") stays one word; otherwise runs of letters and digits. */
const WORD = /\p{N}+(?:[/+]\p{N}+)+|[\p{L}\p{N}]+/gu;

/** Words of a text after normalisation. */
export function words(text: string): string[] {
  return normalise(text).match(WORD) ?? [];
}

/** True for a number, time signature or grouping ("7", "60", "6/8", "3+2"). */
export function isFigure(word: string): boolean {
  return /^\p{N}/u.test(word);
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
  // fr
  'les',
  'des',
  'une',
  'que',
  'qui',
  'pour',
  'dans',
  'par',
  'sur',
  'avec',
  'est',
  'sont',
  'aux',
  'vous',
  'votre',
  'vos',
  'nous',
  'ses',
  'leur',
  'leurs',
  'cette',
  'ces',
  'mais',
  'comme',
]);
