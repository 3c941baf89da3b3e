/**
 * Figures in a query (numbers, time signatures, groupings) match without typos: "6/8" is not "5/8".
 * A figure finds the same figure, a time signature or grouping that starts with it ("3" finds "3/4"
 * and "3+2", not the tempo "30"), and its name in every content language, with the German
 * compounds a conductor reads ("Dreier", "Sechsachteltakt").
 */

/** English, French and German names of the figures a conductor counts (normalised: no accents). */
const NAMES: Record<string, readonly [en: string, fr: string, de: string]> = {
  1: ['one', 'un', 'eins'],
  2: ['two', 'deux', 'zwei'],
  3: ['three', 'trois', 'drei'],
  4: ['four', 'quatre', 'vier'],
  5: ['five', 'cinq', 'funf'],
  6: ['six', 'six', 'sechs'],
  7: ['seven', 'sept', 'sieben'],
  8: ['eight', 'huit', 'acht'],
  9: ['nine', 'neuf', 'neun'],
  12: ['twelve', 'douze', 'zwolf'],
};

/** German time-signature words by the lower figure: 6/8 is "Sechsachteltakt". */
const NOTE_VALUES: Record<string, string> = { 2: 'halbetakt', 4: 'vierteltakt', 8: 'achteltakt' };

/** How well a figure matches: the same figure, then one starting with it, then its name. */
export const FIGURE_QUALITY = { same: 1, leading: 0.85, name: 0.8 } as const;

const nameCache = new Map<string, ReadonlySet<string>>();

/** The words that name a figure ("3": three, trois, drei, dreier, dreiertakt, dreivierteltakt…). */
function namesOf(figure: string): ReadonlySet<string> {
  let names = nameCache.get(figure);
  if (names) return names;
  const found: string[] = [];
  const [upper, lower, ...rest] = figure.split('/');
  const name = NAMES[upper!];
  if (name && lower === undefined) {
    const [en, fr, de] = name;
    // "Einer", "Zweier", "Dreiertakt", "Zweierschlag"; "Dreivierteltakt", "Sechsachteltakt".
    const stem = de === 'eins' ? 'ein' : de;
    found.push(en, fr, de, `${stem}er`, `${stem}ertakt`, `${stem}erschlag`);
    for (const value of Object.values(NOTE_VALUES)) found.push(`${de}${value}`);
  } else if (name && lower && rest.length === 0 && NOTE_VALUES[lower]) {
    found.push(`${name[2]}${NOTE_VALUES[lower]}`);
  }
  names = new Set(found);
  nameCache.set(figure, names);
  return names;
}

/** How well a query figure matches a word of the list: 1 the same … 0 no match. */
export function figureQuality(figure: string, word: string): number {
  if (word === figure) return FIGURE_QUALITY.same;
  if (word.startsWith(figure)) {
    const next = word[figure.length];
    if (next === '/' || next === '+') return FIGURE_QUALITY.leading;
  }
  return namesOf(figure).has(word) ? FIGURE_QUALITY.name : 0;
}
