/**
 * The patterns besides the standard ones of patterns.ts: the subdivided ones and the slow sevens
 * grouped 3+2+2 and 2+3+2 (lesson 331). patterns.ts looks them up (`pattern`).
 */
import type { Pattern, Seg } from './pattern-types';

/** last beat: rebound to the top, straight down into 1 */
export const UP_TO_ONE: Seg = { h: 0.95, d0: 2.4, d1: 0 };

/**
 * The subdivided patterns, keyed by the beats they conduct (the technique videos `subdivided`,
 * `nine-eight`, `twelve` and `italian-six`, lessons 341, 342, 344 and 327): every main beat keeps its direction, and its subdivisions
 * follow small in the same direction, like an echo. 8 = the four subdivided in eighths, 9 = 9/8 in
 * nine (the three, each beat in three), 12 = 12/8 in twelve (the four, each beat in three; lesson
 * 344), 6 = the Italian six (the two, each beat in three; lesson 327; the German six is PATTERNS[6]). Down: the small beats fall again just beside the main one;
 * up: each a little higher, the last leading on up into the next downbeat. The hand stays clear of
 * the middle (lesson 231).
 */
const SUB: Seg = { h: 0.1, d0: 1, d1: 1 };
const SUB_DOWN: Seg = { h: 0.1, d0: 0.3, d1: 0 };
const SUB_UP: Seg = { h: 0.13, d0: 1, d1: 1 };

/** a group of three falling again beside beat 1, and the last group of three stepping up into it */
const DOWN_THREE: Pattern['points'] = [
  { u: 0, v: 0 },
  { u: 0.1, v: 0 },
  { u: 0.2, v: 0 },
];
const UP_THREE: Pattern['points'] = [
  { u: 0.36, v: 0.16 },
  { u: 0.31, v: 0.29 },
  { u: 0.26, v: 0.42 },
];
const UP_THREE_SEGS: Seg[] = [SUB_UP, SUB_UP, { ...UP_TO_ONE, h: 0.66 }];

export const SUBDIVIDED_PATTERNS: Record<number, Pattern> = {
  8: {
    beats: 8,
    grouping: '2+2+2+2',
    points: [
      { u: 0, v: 0 },
      { u: 0.12, v: 0 },
      { u: -0.6, v: 0.04 },
      { u: -0.76, v: 0.06 },
      { u: 0.62, v: 0.04 },
      { u: 0.78, v: 0.06 },
      { u: 0.32, v: 0.16 },
      { u: 0.26, v: 0.32 },
    ],
    segs: [
      SUB_DOWN,
      { h: 0.36, d0: 0.3, d1: 2 },
      SUB,
      { h: 0.16, d0: 1, d1: 1 },
      SUB,
      { h: 0.24, d0: 1, d1: 1 },
      SUB_UP,
      { ...UP_TO_ONE, h: 0.72 },
    ],
    dirs: ['down', 'down', 'left', 'left', 'right', 'right', 'up', 'up'],
    tip: {
      en: 'Each “and” small, in the direction of its beat',
      de: 'Jedes „und“ klein, in der Richtung seines Schlags',
      it: 'Ogni “e” piccolo, nella direzione del suo tempo',
      fr: 'Chaque «\u00a0et\u00a0» petit, dans la direction de son temps',
    },
    focus: {
      en: 'The four stays visible',
      de: 'Der Vierer bleibt sichtbar',
      fr: 'La battue à quatre reste visible',
      it: 'Lo schema in quattro resta visibile',
    },
  },
  9: {
    beats: 9,
    grouping: '3+3+3',
    points: [...DOWN_THREE, { u: 0.58, v: 0.04 }, { u: 0.72, v: 0.05 }, { u: 0.86, v: 0.07 }, ...UP_THREE],
    segs: [
      SUB_DOWN,
      SUB_DOWN,
      { h: 0.34, d0: 0.3, d1: 1.5 },
      SUB,
      SUB,
      { h: 0.3, d0: 1, d1: 1 },
      ...UP_THREE_SEGS,
    ],
    dirs: ['down', 'down', 'down', 'right', 'right', 'right', 'up', 'up', 'up'],
    tip: {
      en: 'The first of each three large, the other two small',
      de: 'Der erste von dreien groß, die beiden anderen klein',
      it: 'Il primo di ogni tre grande, gli altri due piccoli',
      fr: 'Le premier de chaque groupe grand, les deux autres petits',
    },
    focus: {
      en: 'The three stays visible',
      de: 'Der Dreier bleibt sichtbar',
      fr: 'La battue à trois reste visible',
      it: 'Lo schema in tre resta visibile',
    },
  },
  12: {
    beats: 12,
    grouping: '3+3+3+3',
    points: [
      ...DOWN_THREE,
      { u: -0.54, v: 0.04 },
      { u: -0.66, v: 0.05 },
      { u: -0.78, v: 0.07 },
      { u: 0.56, v: 0.04 },
      { u: 0.7, v: 0.05 },
      { u: 0.84, v: 0.07 },
      ...UP_THREE,
    ],
    segs: [
      SUB_DOWN,
      SUB_DOWN,
      { h: 0.36, d0: 0.3, d1: 2 },
      SUB,
      SUB,
      { h: 0.18, d0: 1, d1: 1 },
      SUB,
      SUB,
      { h: 0.3, d0: 1, d1: 1 },
      ...UP_THREE_SEGS,
    ],
    dirs: ['down', 'down', 'down', 'left', 'left', 'left', 'right', 'right', 'right', 'up', 'up', 'up'],
    tip: {
      en: 'The first of each three large, the other two small',
      de: 'Der erste von dreien groß, die beiden anderen klein',
      it: 'Il primo di ogni tre grande, gli altri due piccoli',
      fr: 'Le premier de chaque groupe grand, les deux autres petits',
    },
    focus: {
      en: 'The four stays visible',
      de: 'Der Vierer bleibt sichtbar',
      fr: 'La battue à quatre reste visible',
      it: 'Lo schema in quattro resta visibile',
    },
  },
  6: {
    beats: 6,
    grouping: '3+3',
    // the two-beat pattern, each beat in three: 1 down, 2 and 3 small beside it; 4 a clear impulse up
    // and out, 5 and 6 small, each a little higher, 6 leading on up into the next downbeat
    points: [
      { u: 0, v: 0 },
      { u: 0.1, v: 0 },
      { u: 0.2, v: 0.01 },
      { u: 0.42, v: 0.14 },
      { u: 0.37, v: 0.27 },
      { u: 0.32, v: 0.4 },
    ],
    segs: [SUB_DOWN, SUB_DOWN, { h: 0.32, d0: 0.3, d1: 1.4 }, SUB_UP, SUB_UP, { ...UP_TO_ONE, h: 0.66 }],
    labelRight: [4],
    dirs: ['down', 'down', 'down', 'up', 'up', 'up'],
    tip: {
      en: 'The Italian six: the two stays visible',
      de: 'Der italienische Sechser: Der Zweier bleibt sichtbar',
      it: 'Il sei all’italiana: lo schema in due resta visibile',
      fr: 'La battue à six à l’italienne\u00a0: la battue à deux reste visible',
    },
    focus: {
      en: 'Beats 2, 3, 5 and 6 small, beat 4 a clear impulse',
      de: 'Die Schläge 2, 3, 5 und 6 klein, die Vier ein deutlicher Impuls',
      fr: 'Les temps 2, 3, 5 et 6 petits, le 4e une impulsion nette',
      it: 'I tempi 2, 3, 5 e 6 piccoli, il 4 un impulso chiaro',
    },
  },
};

/**
 * The slow sevens besides 2+2+3 (PATTERNS[7]), keyed by their grouping (lesson 331): the groups in
 * the four-beat pattern, every group starting with a clear beat in a new direction, its other beats
 * following small in the same direction, and only the last beat leading up. Beat 5 and the left
 * group stay clear of the middle, so the mirrored hands never meet (lesson 231).
 */
const SMALL_DOWN: Seg = { h: 0.16, d0: 0, d1: 0 };
const INTO_LEFT: Seg = { h: 0.3, d0: 0.3, d1: 1.4 };
const CROSS_RIGHT: Seg = { h: 0.28, d0: 0.6, d1: 1.3 };
const RIGHT_TO_UP: Seg = { h: 0.24, d0: 1, d1: 1 };

export const VARIANT_PATTERNS: Record<string, Pattern> = {
  '3+2+2': {
    beats: 7,
    grouping: '3+2+2',
    points: [
      { u: 0, v: 0 },
      { u: 0.15, v: 0 },
      { u: 0.3, v: 0 },
      { u: -0.46, v: 0.04 },
      { u: -0.7, v: 0.07 },
      { u: 0.8, v: 0.04 },
      { u: 0.42, v: 0.18 },
    ],
    labelRight: [7],
    segs: [SMALL_DOWN, SMALL_DOWN, INTO_LEFT, { h: 0.14, d0: 1, d1: 1 }, CROSS_RIGHT, RIGHT_TO_UP, UP_TO_ONE],
    dirs: ['down', 'down', 'down', 'left', 'left', 'right', 'up'],
    tip: {
      en: '3 + 2 + 2: the long group comes first',
      de: '3 + 2 + 2: Die lange Gruppe kommt zuerst',
      fr: '3 + 2 + 2\u00a0: le groupe long vient en premier',
      it: '3 + 2 + 2: il gruppo lungo è il primo',
    },
    focus: {
      en: 'Groups start on 1, 4 and 6',
      de: 'Die Gruppen beginnen auf 1, 4 und 6',
      fr: 'Les groupes commencent sur 1, 4 et 6',
      it: 'I gruppi iniziano su 1, 4 e 6',
    },
  },
  '2+3+2': {
    beats: 7,
    grouping: '2+3+2',
    points: [
      { u: 0, v: 0 },
      { u: 0.2, v: 0 },
      { u: -0.42, v: 0.03 },
      { u: -0.63, v: 0.05 },
      { u: -0.84, v: 0.08 },
      { u: 0.78, v: 0.04 },
      { u: 0.34, v: 0.16 },
    ],
    segs: [
      { h: 0.2, d0: 0, d1: 0 },
      INTO_LEFT,
      { h: 0.14, d0: 1, d1: 1 },
      { h: 0.1, d0: 1, d1: 1 },
      CROSS_RIGHT,
      RIGHT_TO_UP,
      UP_TO_ONE,
    ],
    dirs: ['down', 'down', 'left', 'left', 'left', 'right', 'up'],
    tip: {
      en: '2 + 3 + 2: the long group in the middle',
      de: '2 + 3 + 2: Die lange Gruppe liegt in der Mitte',
      fr: '2 + 3 + 2\u00a0: le groupe long au milieu',
      it: '2 + 3 + 2: il gruppo lungo è in mezzo',
    },
    focus: {
      en: 'Groups start on 1, 3 and 6; beat 5 the smallest',
      de: 'Die Gruppen beginnen auf 1, 3 und 6; die Fünf am kleinsten',
      fr: 'Les groupes commencent sur 1, 3 et 6\u00a0; le 5e temps le plus petit',
      it: 'I gruppi iniziano su 1, 3 e 6; il 5 il più piccolo',
    },
  },
};

/**
 * A pattern drawn smaller about beat 1's ictus, its rebounds with it: a piano Andante (the Lorelei,
 * lesson 1043). The video draws this smaller path, so the hand meets the drawn beat points.
 */
export function smaller(p: Pattern, size: number): Pattern {
  return {
    ...p,
    points: p.points.map(({ u, v }) => ({ u: u * size, v: v * size })),
    segs: p.segs.map((seg) => ({ ...seg, h: seg.h * size })),
  };
}
