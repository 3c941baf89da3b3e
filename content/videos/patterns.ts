/**
 * The standard conducting patterns (1-7 beats per bar): the beat points, how the hand travels
 * between them, the beat directions and the caption texts that teach each pattern.
 */

import type { Dir, Lang, Pattern } from './pattern-types';
import { SUBDIVIDED_PATTERNS, smaller, UP_TO_ONE, VARIANT_PATTERNS } from './patterns-more';

export type { Dir, Lang, Pattern, Pt, Seg } from './pattern-types';
export { SUBDIVIDED_PATTERNS, VARIANT_PATTERNS };

/** The words for the beat directions, in captions and in the lessons' "Beat directions" lines. */
export const DIRECTION_WORDS: Record<Lang, Record<Dir, string>> = {
  en: { down: 'down', left: 'left', right: 'right', up: 'up' },
  de: { down: 'nach unten', left: 'nach links', right: 'nach rechts', up: 'nach oben' },
  fr: { down: 'vers le bas', left: 'vers la gauche', right: 'vers la droite', up: 'vers le haut' },
  it: { down: 'giù', left: 'a sinistra', right: 'a destra', up: 'su' },
};

export const PATTERNS: Record<number, Pattern> = {
  1: {
    beats: 1,
    grouping: '1',
    points: [{ u: 0, v: 0 }],
    segs: [{ h: 0.95, d0: 1, d1: 1 }],
    dirs: ['down'],
    tip: {
      en: 'Keep the beat point at the same height every bar',
      de: 'Den Schlagpunkt in jedem Takt auf gleicher Höhe halten',
      it: 'Tieni il punto di battuta sempre alla stessa altezza',
      fr: 'Gardez le point de battue à la même hauteur à chaque mesure',
    },
    focus: {
      en: 'Think of the whole bar as one swing',
      de: 'Den ganzen Takt als einen Schwung denken',
      fr: 'Pensez la mesure entière comme un seul élan',
      it: "Pensa l'intera battuta come un solo slancio",
    },
  },
  2: {
    beats: 2,
    grouping: '2',
    points: [
      { u: 0, v: 0 },
      { u: 0.32, v: 0.12 },
    ],
    segs: [{ h: 0.3, d0: 0.3, d1: 1.4 }, UP_TO_ONE],
    dirs: ['down', 'up'],
    tip: {
      en: 'Small rebound to the right, then up on 2',
      de: 'Kleiner Rückprall nach rechts, dann auf 2 nach oben',
      it: 'Piccolo rimbalzo a destra, poi su sul 2',
      fr: 'Petit rebond vers la droite, puis vers le haut sur 2',
    },
    focus: {
      en: 'Give beat 2 its own clear ictus',
      de: 'Der Zwei einen eigenen, klaren Schlagpunkt geben',
      fr: 'Donnez au 2e temps un ictus net, bien à lui',
      it: 'Dai al secondo tempo un ictus chiaro',
    },
  },
  3: {
    beats: 3,
    grouping: '3',
    points: [
      { u: 0, v: 0 },
      { u: 0.78, v: 0.04 },
      { u: 0.34, v: 0.16 },
    ],
    segs: [{ h: 0.38, d0: 0.3, d1: 1.5 }, { h: 0.3, d0: 1, d1: 1 }, UP_TO_ONE],
    dirs: ['down', 'right', 'up'],
    tip: {
      en: 'Beat 2 goes out to the right, beat 3 comes back up',
      de: 'Schlag 2 geht nach rechts außen, Schlag 3 zurück nach oben',
      it: 'Il secondo tempo va a destra, il terzo torna su',
      fr: 'Le 2e temps part à droite, le 3e remonte',
    },
    focus: {
      en: 'Beat 3 lifts like a breath in',
      de: 'Die Drei hebt sich wie ein Einatmen',
      fr: 'Le 3e temps s’élève comme une inspiration',
      it: 'Il terzo tempo si alza come un respiro',
    },
  },
  4: {
    beats: 4,
    grouping: '4',
    points: [
      { u: 0, v: 0 },
      { u: -0.72, v: 0.04 },
      { u: 0.78, v: 0.04 },
      { u: 0.34, v: 0.16 },
    ],
    segs: [{ h: 0.4, d0: 0, d1: 2 }, { h: 0.16, d0: 1, d1: 1 }, { h: 0.24, d0: 1, d1: 1 }, UP_TO_ONE],
    dirs: ['down', 'left', 'right', 'up'],
    tip: {
      en: 'Beat 3 crosses to the right: the secondary accent',
      de: 'Schlag 3 kreuzt nach rechts: die Nebenbetonung',
      it: "Il terzo tempo attraversa a destra: l'accento secondario",
      fr: 'Le 3e temps traverse vers la droite : l’accent secondaire',
    },
    focus: {
      en: 'All four beats on one level',
      de: 'Alle vier Schläge auf einer Höhe',
      fr: 'Les quatre temps sur un même plan',
      it: 'Tutti e quattro i tempi sullo stesso piano',
    },
  },
  5: {
    beats: 5,
    grouping: '3+2',
    points: [
      { u: 0, v: 0 },
      { u: -0.42, v: 0.03 },
      { u: -0.84, v: 0.08 },
      { u: 0.78, v: 0.04 },
      { u: 0.34, v: 0.16 },
    ],
    segs: [
      { h: 0.3, d0: 0.3, d1: 1.4 },
      { h: 0.24, d0: 0.6, d1: 1.3 },
      { h: 0.3, d0: 1, d1: 1 },
      { h: 0.3, d0: 1, d1: 1 },
      UP_TO_ONE,
    ],
    dirs: ['down', 'left', 'left', 'right', 'up'],
    tip: {
      en: '3 + 2: two beats to the left, cross over on 4',
      de: '3 + 2: zwei Schläge nach links, auf 4 hinüber nach rechts',
      it: '3 + 2: due tempi a sinistra, sul 4 si passa a destra',
      fr: '3 + 2 : deux temps à gauche, on traverse sur le 4',
    },
    focus: {
      en: 'Beat 3 smaller than beat 2',
      de: 'Die Drei kleiner als die Zwei',
      fr: 'Le 3e temps plus petit que le 2e',
      it: 'Il terzo tempo più piccolo del secondo',
    },
  },
  6: {
    beats: 6,
    grouping: '3+3',
    points: [
      { u: 0, v: 0 },
      { u: -0.42, v: 0.03 },
      { u: -0.84, v: 0.08 },
      { u: 0.42, v: 0.03 },
      { u: 0.84, v: 0.08 },
      { u: 0.2, v: 0.36 },
    ],
    segs: [
      { h: 0.3, d0: 0.3, d1: 1.4 },
      { h: 0.24, d0: 0.6, d1: 1.3 },
      { h: 0.16, d0: 1, d1: 1 },
      { h: 0.24, d0: 0.6, d1: 1.3 },
      { h: 0.26, d0: 1, d1: 1 },
      { ...UP_TO_ONE, h: 0.85 },
    ],
    labelRight: [6],
    dirs: ['down', 'left', 'left', 'right', 'right', 'up'],
    tip: {
      en: 'Two beats left, two beats right: accent on 4',
      de: 'Zwei Schläge links, zwei rechts: Betonung auf 4',
      it: 'Due tempi a sinistra, due a destra: accento sul 4',
      fr: 'Deux temps à gauche, deux à droite : accent sur le 4',
    },
    focus: {
      en: 'Beats 2, 3, 5 and 6 smaller than 1 and 4',
      de: 'Die Schläge 2, 3, 5 und 6 kleiner als 1 und 4',
      fr: 'Les temps 2, 3, 5 et 6 plus petits que 1 et 4',
      it: 'I tempi 2, 3, 5 e 6 più piccoli di 1 e 4',
    },
  },
  7: {
    beats: 7,
    grouping: '2+2+3',
    // Each group starts with a clear beat in a new direction; its other beats follow small in the same
    // direction (lesson 331): 2 falls again just beside 1, 4 a little further left, 6 a little further right.
    // Beat 4 stays well clear of the middle, so the mirrored hands never meet (lesson 231).
    points: [
      { u: 0, v: 0 },
      { u: 0.2, v: 0 },
      { u: -0.46, v: 0.04 },
      { u: -0.7, v: 0.07 },
      { u: 0.6, v: 0.03 },
      { u: 0.84, v: 0.08 },
      { u: 0.2, v: 0.36 },
    ],
    segs: [
      { h: 0.2, d0: 0, d1: 0 },
      { h: 0.3, d0: 0.3, d1: 1.4 },
      { h: 0.14, d0: 1, d1: 1 },
      { h: 0.28, d0: 0.6, d1: 1.3 },
      { h: 0.14, d0: 1, d1: 1 },
      { h: 0.26, d0: 1, d1: 1 },
      { ...UP_TO_ONE, h: 0.85 },
    ],
    labelRight: [7],
    dirs: ['down', 'down', 'left', 'left', 'right', 'right', 'up'],
    tip: {
      en: '2 + 2 + 3: the long group comes last',
      de: '2 + 2 + 3: die lange Gruppe kommt zuletzt',
      it: "2 + 2 + 3: il gruppo lungo è l'ultimo",
      fr: '2 + 2 + 3 : le groupe long vient en dernier',
    },
    focus: {
      en: 'Groups start on 1, 3 and 5',
      de: 'Die Gruppen beginnen auf 1, 3 und 5',
      fr: 'Les groupes commencent sur 1, 3 et 5',
      it: 'I gruppi iniziano su 1, 3 e 5',
    },
  },
};

/** How much smaller the Lorelei's two is drawn (Andante, piano); the app's overlay draws it so too. */
export const SMALL_TWO = 0.7;

/** the variants a video can ask for by `shape.variant`: the slow sevens, and the two drawn smaller */
export const VARIANTS: Record<string, Pattern> = {
  ...VARIANT_PATTERNS,
  'small-2': smaller(PATTERNS[2]!, SMALL_TWO),
};

/**
 * The pattern a video draws: a subdivided one where it conducts every small beat (the main beats'
 * pattern would be `PATTERNS[beats]`, e.g. 6 = the Italian six, not the German), a named variant
 * (`3+2+2`, `2+3+2`: the slow sevens; `small-2`: the Lorelei's two), else the standard one.
 */
export function pattern(beats: number, kind: { subdivide?: number; variant?: string } = {}): Pattern {
  const p = kind.variant
    ? VARIANTS[kind.variant]
    : (kind.subdivide ?? 1) > 1
      ? SUBDIVIDED_PATTERNS[beats]
      : (PATTERNS[beats] ?? SUBDIVIDED_PATTERNS[beats]);
  if (!p) throw new Error(`no pattern for ${beats}`);
  return p;
}
