/**
 * Technique videos of entries off the beat besides lesson 135's (techniques-beats.ts): the slow form,
 * the preparation given in the subdivision (lesson 137), and the Lorelei's entries on the sixth
 * eighth of 6/8 in two (lesson 1043, edition 10003: Andante, quarter = 84, so dotted quarter = 56).
 */
import type { Technique } from './technique';

/** lesson 137: the upbeat's "and" of 4 (k = 0) and the "and" of 4 in bar 2 (k = 16): the choir enters on them */
const SLOW_ENTRIES = [0, 16];
/** lesson 1043: beat 2 of the upbeat bar (k = 0), of bar 4 and of bar 8: "Ich", "ein Märchen", "Die Luft" */
const LORELEI_ENTRIES = [0, 8, 16];

export const ENTRY_TECHNIQUES: Technique[] = [
  {
    key: 'off-beat-slow',
    beats: 4,
    bpm: 40,
    subdivide: 2,
    counting: 'beats',
    signature: '4/4',
    lessons: [137],
    shape: {
      pickup: 1,
      entries: SLOW_ENTRIES,
      entryAt: 0,
      // bar 2: beat 3 and its "and" rest, passive; the eighth "4" is the preparation, active, into the entry
      stroke: (k) => (k === 15 ? 'active' : k === 13 || k === 14 ? 'passive' : 'beat'),
    },
    gestures: { leftHand: 'mirror', breaths: [16] },
    title: {
      de: 'Langsamer Einsatz auf „und“: Auftakt in Achteln',
      en: 'Slow entry on “and”: the preparation in eighths',
      fr: 'Attaque lente sur «\u00a0et\u00a0»\u00a0: levée en croches',
    },
    opening: [
      {
        de: 'Einzähler in Achteln: 1 und 2 und 3 und — Adagio, die Hände warten',
        en: 'Count-in in eighths: 1 and 2 and 3 and — Adagio, the hands wait',
        fr: 'Décompte en croches\u00a0: 1 et 2 et 3 et — Adagio, les mains attendent',
        it: 'Conteggio in crome: 1 e 2 e 3 e — Adagio, le mani aspettano',
      },
      {
        de: 'Auf 4: ein kleiner Auftakt, ein Achtel lang — einatmen',
        en: 'On 4: one small preparatory beat, an eighth long — breathe in',
        fr: 'Sur 4\u00a0: une seule petite levée, d’une croche — inspirez',
        it: 'Sul 4: un solo piccolo gesto preparatorio, di una croma — inspira',
      },
      {
        de: 'Einsatz auf dem „und“ der Vier: auf Ihrem nächsten Achtel',
        en: 'The entry on the “and” of 4: on your next eighth',
        fr: 'L’attaque sur le «\u00a0et\u00a0» du 4\u00a0: sur votre croche suivante',
        it: 'L’attacco sulla “e” del 4: sulla croma successiva',
      },
    ],
    bars: [
      {
        de: 'Weiter in Achteln: Jeder Schlag, dann ein kleines „und“ in dieselbe Richtung',
        en: 'Go on in eighths: each beat, then a small “and” in the same direction',
        fr: 'Continuez en croches\u00a0: chaque temps, puis un petit «\u00a0et\u00a0» dans la même direction',
        it: 'Si continua in crome: ogni tempo, poi una piccola “e” nella stessa direzione',
      },
      {
        de: 'Pause auf der Drei: klein schlagen — das Achtel auf 4 bereitet vor, mit Atem, Einsatz auf „und“',
        en: 'A rest on 3: beat small — the eighth on 4 prepares, with the breath, the entry on “and”',
        fr: 'Un silence sur le 3\u00a0: battez petit — la croche du 4 prépare, avec l’inspiration, attaque sur «\u00a0et\u00a0»',
        it: 'Pausa sul 3: battere piccolo — la croma del 4 prepara, con il respiro, attacco sulla “e”',
      },
      {
        de: 'Nach dem Einsatz noch eine Weile unterteilen: Der Vierer bleibt sichtbar',
        en: 'Keep subdividing for a while after the entry: the four stays visible',
        fr: 'Continuez un moment à subdiviser après l’attaque\u00a0: la battue à quatre reste visible',
        it: 'Dopo l’attacco continuare a suddividere per un po’: lo schema in quattro resta visibile',
      },
      {
        de: 'Ein Auftakt in Achteln — kein ganzer Schlag Warten, kein ganzer Takt Einzählen',
        en: 'One preparatory beat in eighths — no long wait after a silent ictus, no bar of counting-in',
        fr: 'Une seule levée en croches — pas de longue attente après un ictus muet, pas de mesure pour compter',
        it: 'Un solo gesto preparatorio in crome — nessuna lunga attesa dopo un ictus muto, nessuna battuta di conteggio',
      },
    ],
  },
  {
    key: 'lorelei',
    beats: 2,
    bpm: 56,
    signature: '6/8',
    lessons: [1043],
    shape: {
      bars: 9,
      pickup: 1,
      entries: LORELEI_ENTRIES,
      entryAt: 2 / 3,
      entryLabel: '6',
      // Andante, piano: the two drawn at 0.7 of its size, the upbeat's ictus lighter still
      variant: 'small-2',
      size: (k) => (k === 0 ? 0.85 : 1),
      stroke: () => 'swing',
    },
    gestures: { leftHand: 'mirror', breaths: [8, 16] },
    title: {
      de: 'Die Lorelei: Einsatz auf dem sechsten Achtel (6/8 in zwei)',
      en: 'The Lorelei: entry on the sixth eighth (6/8 in two)',
      fr: 'La Lorelei\u00a0: attaque sur la sixième croche (6/8 à deux)',
    },
    opening: [
      {
        de: 'Hände still, Blick zum Chor — kein Einzählen: „Ich“ kommt auf dem sechsten Achtel',
        en: 'Hands still, eyes on the choir — no counting-in: “Ich” comes on the sixth eighth',
        fr: 'Mains immobiles, regard vers le chœur — pas de décompte\u00a0: «\u00a0Ich\u00a0» vient sur la sixième croche',
        it: 'Mani ferme, sguardo al coro — nessun conteggio: “Ich” arriva sulla sesta croma',
      },
      {
        de: 'Ein kleines Anheben mit dem Atem: der einzige Auftakt, in die Zwei',
        en: 'A small lift with the breath: the one preparatory beat, into 2',
        fr: 'Un petit élan avec l’inspiration\u00a0: la seule levée, vers le 2',
        it: 'Un piccolo slancio con il respiro: l’unico gesto preparatorio, verso il 2',
      },
      {
        de: 'Leichter, klarer Schlagpunkt auf 2, stumm — „Ich“ zwei Achtel später, im Rückschwung',
        en: 'A light, clear ictus on 2, silent — “Ich” two eighths later, on the rebound',
        fr: 'Ictus léger et net sur le 2, muet — «\u00a0Ich\u00a0» deux croches plus tard, dans le rebond',
        it: 'Ictus leggero e chiaro sul 2, muto — “Ich” due crome dopo, nel rimbalzo',
      },
    ],
    bars: [
      {
        de: '„weiß“ auf der Eins: 6/8 in zwei, jeder Schlag ein wiegender Bogen durch drei Achtel',
        en: '“weiß” on the downbeat: 6/8 in two, each beat a rocking arc through three eighths',
        fr: '«\u00a0weiß\u00a0» sur le premier temps\u00a0: 6/8 à deux, chaque temps un arc berceur à travers trois croches',
        it: '“weiß” sul primo tempo: 6/8 in due, ogni tempo un arco cullante attraverso tre crome',
      },
      {
        de: 'Takt 4: Der Schlagpunkt der Zwei beendet die gebundene Note, die Achtelpause ist der Atem — „ein Märchen“ im Rückschwung',
        en: 'Bar 4: the ictus of 2 ends the tied note, the eighth rest is the breath — “ein Märchen” on the rebound',
        fr: 'Mesure 4\u00a0: l’ictus du 2 termine la note liée, le demi-soupir est la respiration — «\u00a0ein Märchen\u00a0» dans le rebond',
        it: 'Battuta 4: l’ictus del 2 chiude la nota legata, la pausa di croma è il respiro — “ein Märchen” nel rimbalzo',
      },
      {
        de: 'Kein Ritardando vor dem Einsatz: Der Rückschwung läuft gleichmäßig durch alle drei Achtel',
        en: 'No ritardando before the entry: the rebound travels evenly through all three eighths',
        fr: 'Pas de ritardando avant l’attaque\u00a0: le rebond avance régulièrement à travers les trois croches',
        it: 'Nessun ritardando prima dell’attacco: il rimbalzo attraversa in modo uniforme le tre crome',
      },
      {
        de: 'Takt 8 wie Takt 4: Schlagpunkt auf 2, Atem in der Pause — „Die Luft ist kühl“',
        en: 'Bar 8 as bar 4: the ictus on 2, the breath in the rest — “Die Luft ist kühl”',
        fr: 'Mesure 8 comme la mesure 4\u00a0: ictus sur le 2, respiration dans le silence — «\u00a0Die Luft ist kühl\u00a0»',
        it: 'Battuta 8 come la 4: ictus sul 2, respiro nella pausa — “Die Luft ist kühl”',
      },
      {
        de: 'Jeder Einsatz mit einem Auftakt — nie ein ganzer Takt zum Einzählen',
        en: 'Every entry with one preparatory beat — never a whole bar of counting-in',
        fr: 'Chaque attaque avec une seule levée — jamais une mesure entière pour compter',
        it: 'Ogni attacco con un solo gesto preparatorio — mai un’intera battuta di conteggio',
      },
    ],
  },
];
