/**
 * Technique videos of patterns the standard videos do not draw (patterns-more.ts): 12/8 in twelve
 * (lesson 344), the Italian six (lesson 327) and the slow sevens grouped 3+2+2 and 2+3+2 (lessons
 * 337 and 338). Each states its beat directions in bar 1, as the lesson does.
 */
import type { Technique } from './technique';

export const GROUP_TECHNIQUES: Technique[] = [
  {
    key: 'twelve',
    beats: 4,
    bpm: 40,
    subdivide: 3,
    counting: 'counts',
    signature: '12/8',
    lessons: [344],
    shape: {},
    gestures: { leftHand: 'mirror' },
    title: {
      de: 'Langsamer 12/8-Takt in zwölf',
      en: 'Slow 12/8 in twelve',
      fr: '12/8 lent à douze temps',
    },
    bars: [
      {
        de: 'Langsamer 12/8-Takt in zwölf: drei nach unten, drei nach links, drei nach rechts, drei nach oben',
        en: 'Slow 12/8 in twelve: three down, three to the left, three to the right, three up',
        fr: '12/8 lent à douze temps\u00a0: trois vers le bas, trois vers la gauche, trois vers la droite, trois vers le haut',
        it: '12/8 lento in dodici: tre giù, tre a sinistra, tre a destra, tre su',
      },
      {
        de: 'Der erste jeder Gruppe groß, die beiden anderen klein, in dieselbe Richtung',
        en: 'The first of each group large, the other two small, in the same direction',
        fr: 'Le premier de chaque groupe grand, les deux autres petits, dans la même direction',
        it: 'Il primo di ogni gruppo grande, gli altri due piccoli, nella stessa direzione',
      },
      {
        de: 'Nie zwölf gleich große Schläge: Der Vierer bleibt sichtbar',
        en: 'Never twelve beats of one size: the four stays visible',
        fr: 'Jamais douze temps de même taille\u00a0: la battue à quatre reste visible',
        it: 'Mai dodici tempi uguali: lo schema in quattro resta visibile',
      },
      {
        de: 'Jedes Achtel klickt, die Hauptschläge lauter — die Sieben kreuzt nach rechts',
        en: 'Every eighth clicks, the main beats louder — beat 7 crosses to the right',
        fr: 'Chaque croche a son clic, plus fort sur les temps principaux — le 7e temps traverse vers la droite',
        it: 'Ogni croma ha il suo clic, più forte sui tempi principali — il 7 attraversa a destra',
      },
    ],
  },
  {
    key: 'italian-six',
    beats: 2,
    bpm: 30,
    subdivide: 3,
    counting: 'counts',
    signature: '6/8',
    lessons: [327],
    shape: {},
    gestures: { leftHand: 'mirror' },
    title: {
      de: 'Der italienische Sechser (6/8 in sechs)',
      en: 'The Italian six (6/8 in six)',
      fr: 'La battue à six à l’italienne (6/8)',
    },
    bars: [
      {
        de: 'Italienischer Sechser: drei nach unten, drei nach oben — aus dem Zweier gewachsen',
        en: 'Italian six: three down, three up — grown out of the two',
        fr: 'Battue à six à l’italienne\u00a0: trois vers le bas, trois vers le haut — issue de la battue à deux',
        it: 'Sei all’italiana: tre giù, tre su — nato dallo schema in due',
      },
      {
        de: '2 und 3 klein neben der Eins, in der unteren Hälfte des Takts',
        en: 'Beats 2 and 3 small beside beat 1, in the lower half of the bar',
        fr: 'Les 2e et 3e temps petits à côté du premier, dans la moitié basse de la mesure',
        it: 'Il 2 e il 3 piccoli accanto all’1, nella metà bassa della battuta',
      },
      {
        de: 'Die Vier ein deutlicher Impuls, 5 und 6 klein, jeder etwas höher',
        en: 'Beat 4 a clear impulse, 5 and 6 small, each a little higher',
        fr: 'Le 4e temps une impulsion nette, le 5e et le 6e petits, chacun un peu plus haut',
        it: 'Il 4 un impulso chiaro, il 5 e il 6 piccoli, ognuno un po’ più in alto',
      },
      {
        de: 'Der Zweier bleibt sichtbar: So lässt sich jederzeit in zwei wechseln',
        en: 'The two stays visible: you can change to two at any moment',
        fr: 'La battue à deux reste visible\u00a0: vous pouvez passer à deux à tout moment',
        it: 'Lo schema in due resta visibile: si può passare in due in ogni momento',
      },
    ],
  },
  {
    key: 'seven-322',
    beats: 7,
    bpm: 60,
    signature: '7/8',
    lessons: [337],
    shape: { variant: '3+2+2' },
    gestures: { leftHand: 'mirror' },
    title: {
      de: 'Langsamer Siebener: 3+2+2',
      en: 'Slow seven: 3+2+2',
      fr: 'Sept temps lent\u00a0: 3+2+2',
    },
    bars: [
      {
        de: '3+2+2: nach unten, nach unten, nach unten, nach links, nach links, nach rechts, nach oben',
        en: '3+2+2: down, down, down, left, left, right, up',
        fr: '3+2+2\u00a0: vers le bas, vers le bas, vers le bas, vers la gauche, vers la gauche, vers la droite, vers le haut',
        it: '3+2+2: giù, giù, giù, a sinistra, a sinistra, a destra, su',
      },
      {
        de: 'Die lange Gruppe kommt zuerst: 2 und 3 federn klein nach unten',
        en: 'The long group comes first: beats 2 and 3 rebound down, small',
        fr: 'Le groupe long vient en premier\u00a0: les 2e et 3e temps rebondissent vers le bas, en petit',
        it: 'Il gruppo lungo è il primo: il 2 e il 3 rimbalzano giù, piccoli',
      },
      {
        de: 'Die Gruppen beginnen auf 1, 4 und 6 — jede in einer neuen Richtung',
        en: 'Groups start on 1, 4 and 6 — each in a new direction',
        fr: 'Les groupes commencent sur 1, 4 et 6 — chacun dans une nouvelle direction',
        it: 'I gruppi iniziano su 1, 4 e 6 — ognuno in una nuova direzione',
      },
      {
        de: 'Nur die Sieben führt nach oben — die Zwischenschläge bleiben klein',
        en: 'Only beat 7 leads up — the intermediate beats stay small',
        fr: 'Seul le 7e temps remonte — les temps intermédiaires restent petits',
        it: 'Solo il 7 porta su — i tempi intermedi restano piccoli',
      },
    ],
  },
  {
    key: 'seven-232',
    beats: 7,
    bpm: 60,
    signature: '7/8',
    lessons: [338],
    shape: { variant: '2+3+2' },
    gestures: { leftHand: 'mirror' },
    title: {
      de: 'Langsamer Siebener: 2+3+2',
      en: 'Slow seven: 2+3+2',
      fr: 'Sept temps lent\u00a0: 2+3+2',
    },
    bars: [
      {
        de: '2+3+2: nach unten, nach unten, nach links, nach links, nach links, nach rechts, nach oben',
        en: '2+3+2: down, down, left, left, left, right, up',
        fr: '2+3+2\u00a0: vers le bas, vers le bas, vers la gauche, vers la gauche, vers la gauche, vers la droite, vers le haut',
        it: '2+3+2: giù, giù, a sinistra, a sinistra, a sinistra, a destra, su',
      },
      {
        de: 'Die lange Gruppe liegt in der Mitte: 3, 4 und 5 nach links',
        en: 'The long group lies in the middle: beats 3, 4 and 5 to the left',
        fr: 'Le groupe long est au milieu\u00a0: les 3e, 4e et 5e temps vers la gauche',
        it: 'Il gruppo lungo è in mezzo: il 3, il 4 e il 5 a sinistra',
      },
      {
        de: 'Die Gruppen beginnen auf 1, 3 und 6 — die Fünf am kleinsten',
        en: 'Groups start on 1, 3 and 6 — beat 5 the smallest',
        fr: 'Les groupes commencent sur 1, 3 et 6 — le 5e temps le plus petit',
        it: 'I gruppi iniziano su 1, 3 e 6 — il 5 il più piccolo',
      },
      {
        de: 'Nur die Sieben führt nach oben — die Zwischenschläge bleiben klein',
        en: 'Only beat 7 leads up — the intermediate beats stay small',
        fr: 'Seul le 7e temps remonte — les temps intermédiaires restent petits',
        it: 'Solo il 7 porta su — i tempi intermedi restano piccoli',
      },
    ],
  },
];
