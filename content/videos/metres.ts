/**
 * Fast and asymmetric metres for the practice videos: bars whose counts (eighths, or quarters in a
 * fast 3/4) are grouped into fewer conducted beats. The hand beats the standard pattern of the number
 * of groups (one, two or three beats, same shapes as generate.ts), each beat as long as its group;
 * every count clicks (bar start high and loud, group starts medium, the counts inside a group soft).
 *
 * Video id: `pattern-{counts per bar}-{key}-{counts per minute}`, e.g. `pattern-7-223-240`.
 * Texts in de, en and fr (formal "vous", a no-break space before ":" in French), captions in Italian too.
 */
import type { LeftHand } from './figure';
import type { Lang } from './patterns';

/** the interface languages: posters and titles */
export type MetreLang = 'de' | 'en' | 'fr';
type Texts = Record<MetreLang, string>;
/** captions exist in Italian too */
type Captions = Record<Lang, string>;

export interface Metre {
  /** id part after the number of counts: `in1`, `in2`, `23`, … */
  key: string;
  /** time signature as printed */
  signature: string;
  /** counts per conducted beat, e.g. [2, 3] for 5/8 as 2 + 3 */
  groups: number[];
  /** counts per minute */
  tempi: number[];
  leftHand: LeftHand;
  /** poster title, e.g. "5/8 in two (2 + 3)" */
  title: Texts;
  /** what the counted note is called, for "… per minute" */
  unit: Texts;
  /** the captions of the bars: three stretches of bars, then the last bar */
  bars: [Captions, Captions, Captions, Captions];
}

/** the same three tempi for every metre: fast enough that the counts are no longer beaten one by one */
const TEMPI = [180, 210, 240];

const EIGHTHS: Texts = { de: 'Achtel', en: 'eighths', fr: 'croches' };

const LAST: Captions = {
  de: 'Letzter Takt: Abschlag vorbereiten',
  en: 'Last bar: prepare the cut-off',
  fr: 'Dernière mesure\u00a0: préparez la coupure',
  it: 'Ultima battuta: prepara la chiusura',
};

export const METRES: Metre[] = [
  {
    key: 'in1',
    signature: '3/4',
    groups: [3],
    tempi: TEMPI,
    leftHand: 'mirror',
    title: { de: 'Schneller 3/4-Takt in Eins', en: 'Fast 3/4 in one', fr: '3/4 rapide à un temps' },
    unit: { de: 'Viertel', en: 'quarters', fr: 'noires' },
    bars: [
      {
        de: 'Ein Schlag pro Takt: nach unten, zurückfedern nach oben',
        en: 'One beat per bar: down, rebound up',
        fr: 'Un temps par mesure\u00a0: vers le bas, rebond vers le haut',
        it: 'Un tempo per battuta: giù, poi rimbalzo in su',
      },
      {
        de: 'Die Viertel 2 und 3 liegen im Rückprall',
        en: 'Counts 2 and 3 live inside the rebound',
        fr: 'Les noires 2 et 3 sont dans le rebond',
        it: 'Il 2 e il 3 stanno dentro il rimbalzo',
      },
      {
        de: 'Den Schlagpunkt nur auf 1 zeigen',
        en: 'Show the beat point on 1 only',
        fr: 'Ne marquez le point de battue que sur le 1',
        it: 'Mostra il punto di battuta solo sull’1',
      },
      LAST,
    ],
  },
  {
    key: 'in2',
    signature: '6/8',
    groups: [3, 3],
    tempi: TEMPI,
    leftHand: 'mirror',
    title: { de: 'Schneller 6/8-Takt in Zwei', en: 'Fast 6/8 in two', fr: '6/8 rapide à deux temps' },
    unit: EIGHTHS,
    bars: [
      {
        de: 'Zwei Schläge: nach unten auf 1, nach oben auf 4',
        en: 'Two beats: down on 1, up on 4',
        fr: 'Deux temps\u00a0: vers le bas sur 1, vers le haut sur 4',
        it: 'Due tempi: giù sull’1, su sul 4',
      },
      {
        de: 'Drei Achtel in jedem Bogen, schwingend wie eine Schaukel',
        en: 'Three eighths inside each arc, swinging',
        fr: 'Trois croches dans chaque arc, comme une balançoire',
        it: 'Tre crome in ogni arco, come un’altalena',
      },
      {
        de: 'Beide Schläge gleich lang',
        en: 'Both beats the same length',
        fr: 'Les deux temps ont la même durée',
        it: 'I due tempi hanno la stessa durata',
      },
      LAST,
    ],
  },
  {
    key: '23',
    signature: '5/8',
    groups: [2, 3],
    tempi: TEMPI,
    leftHand: 'mirror',
    title: { de: '5/8-Takt in Zwei (2 + 3)', en: '5/8 in two (2 + 3)', fr: '5/8 à deux temps (2 + 3)' },
    unit: EIGHTHS,
    bars: [
      {
        de: 'Kurz, lang: nach unten auf 1, nach oben auf 3',
        en: 'Short, long: down on 1, up on 3',
        fr: 'Court, long\u00a0: vers le bas sur 1, vers le haut sur 3',
        it: 'Corto, lungo: giù sull’1, su sul 3',
      },
      {
        de: 'Der zweite Schlag braucht einen größeren Bogen',
        en: 'The second beat needs a larger arc',
        fr: 'Le deuxième temps demande un arc plus grand',
        it: 'Il secondo tempo chiede un arco più grande',
      },
      {
        de: 'Den langen Schlag nicht verkürzen',
        en: 'Do not shorten the long beat',
        fr: 'Ne raccourcissez pas le temps long',
        it: 'Non accorciare il tempo lungo',
      },
      LAST,
    ],
  },
  {
    key: '32',
    signature: '5/8',
    groups: [3, 2],
    tempi: TEMPI,
    leftHand: 'mirror',
    title: { de: '5/8-Takt in Zwei (3 + 2)', en: '5/8 in two (3 + 2)', fr: '5/8 à deux temps (3 + 2)' },
    unit: EIGHTHS,
    bars: [
      {
        de: 'Lang, kurz: nach unten auf 1, nach oben auf 4',
        en: 'Long, short: down on 1, up on 4',
        fr: 'Long, court\u00a0: vers le bas sur 1, vers le haut sur 4',
        it: 'Lungo, corto: giù sull’1, su sul 4',
      },
      {
        de: 'Der Abschwung trägt drei Achtel, der Aufschwung zwei',
        en: 'The downbeat carries three eighths, the upbeat two',
        fr: 'Le temps frappé porte trois croches, le levé deux',
        it: 'Il tempo in battere porta tre crome, quello in levare due',
      },
      {
        de: 'Auf 4 leicht und rechtzeitig nach oben',
        en: 'Up on 4, light and on time',
        fr: 'Sur 4, remontez légèrement et à temps',
        it: 'Sul 4 su, leggero e in tempo',
      },
      LAST,
    ],
  },
  {
    key: '223',
    signature: '7/8',
    groups: [2, 2, 3],
    tempi: TEMPI,
    leftHand: 'mirror',
    title: {
      de: '7/8-Takt in Drei (2 + 2 + 3)',
      en: '7/8 in three (2 + 2 + 3)',
      fr: '7/8 à trois temps (2 + 2 + 3)',
    },
    unit: EIGHTHS,
    bars: [
      {
        de: 'Kurz, kurz, lang: nach unten, nach rechts, nach oben',
        en: 'Short, short, long: down, right, up',
        fr: 'Court, court, long\u00a0: vers le bas, vers la droite, vers le haut',
        it: 'Corto, corto, lungo: giù, a destra, su',
      },
      {
        de: 'Die Hauptschläge fallen auf 1, 3 und 5',
        en: 'The main beats fall on 1, 3 and 5',
        fr: 'Les temps principaux tombent sur 1, 3 et 5',
        it: 'I tempi principali cadono sull’1, sul 3 e sul 5',
      },
      {
        de: 'Der lange Schlag nach oben bekommt den größten Bogen',
        en: 'The long beat up gets the largest arc',
        fr: 'Le temps long vers le haut reçoit le plus grand arc',
        it: 'Il tempo lungo verso l’alto ha l’arco più grande',
      },
      LAST,
    ],
  },
  {
    key: '322',
    signature: '7/8',
    groups: [3, 2, 2],
    tempi: TEMPI,
    leftHand: 'mirror',
    title: {
      de: '7/8-Takt in Drei (3 + 2 + 2)',
      en: '7/8 in three (3 + 2 + 2)',
      fr: '7/8 à trois temps (3 + 2 + 2)',
    },
    unit: EIGHTHS,
    bars: [
      {
        de: 'Lang, kurz, kurz: nach unten, nach rechts, nach oben',
        en: 'Long, short, short: down, right, up',
        fr: 'Long, court, court\u00a0: vers le bas, vers la droite, vers le haut',
        it: 'Lungo, corto, corto: giù, a destra, su',
      },
      {
        de: 'Die Hauptschläge fallen auf 1, 4 und 6',
        en: 'The main beats fall on 1, 4 and 6',
        fr: 'Les temps principaux tombent sur 1, 4 et 6',
        it: 'I tempi principali cadono sull’1, sul 4 e sul 6',
      },
      {
        de: 'Den langen Abschwung ausschwingen lassen',
        en: 'Let the long downbeat swing out',
        fr: 'Laissez le long temps frappé se déployer',
        it: 'Lascia che il lungo battere si distenda',
      },
      LAST,
    ],
  },
];

/** Poster title with the tempo, e.g. "5/8 in two (2 + 3) · 240 eighths per minute". */
export function metreTitle(m: Metre, bpm: number, lang: MetreLang): string {
  const per = { de: 'pro Minute', en: 'per minute', fr: 'par minute' }[lang];
  return `${m.title[lang]} · ${bpm} ${m.unit[lang]} ${per}`;
}

/** the captions of a metre video's bars in one language */
export function metreBarTexts(m: Metre, lang: Lang): string[] {
  return m.bars.map((bar) => bar[lang]);
}
