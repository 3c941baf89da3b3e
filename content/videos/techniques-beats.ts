/**
 * Technique videos of the beat itself (module 34, lessons 831 and 135): a subdivided four, 9/8 in
 * nine, 12/8 in four with its rocking swing, passive, neutral and active beats, and an entry off the
 * beat.
 */
import type { Technique } from './technique';

const PASSIVE = 0.55;
const ACTIVE = 1.1;
/** lesson 832's plan: bars 1–2 passive, beat 4 of bar 2 active, bar 3 neutral, beat 3 of bar 4 active */
const ACTIVE_BEATS = [7, 14];
const NEUTRAL_BAR = [8, 9, 10, 11];
/** lesson 135: the upbeat's beat 4 (k = 0) and beat 4 of bar 2 (k = 8) are silent; the choir enters on their "and" */
const OFF_BEAT_ENTRIES = [0, 8];

export const BEAT_TECHNIQUES: Technique[] = [
  {
    key: 'subdivided',
    beats: 4,
    bpm: 40,
    subdivide: 2,
    counting: 'beats',
    signature: '4/4',
    lessons: [341],
    shape: {},
    gestures: { leftHand: 'mirror' },
    title: {
      de: 'Unterteilter Vierer (4/4 in Achteln)',
      en: 'Subdivided four (4/4 in eighths)',
      fr: 'À quatre, subdivisé (4/4)',
    },
    opening: [
      {
        de: 'Einzähler: 1 und 2 und 3 und 4 — Hände bereit, Blick zum Chor',
        en: 'Count-in: 1 and 2 and 3 and 4 — hands ready, eyes on the choir',
        fr: 'Décompte\u00a0: 1 et 2 et 3 et 4 — mains prêtes, regard vers le chœur',
        it: 'Conteggio: 1 e 2 e 3 e 4 — mani pronte, sguardo al coro',
      },
      {
        de: 'Auf das letzte „und“: ein einziger Auftakt, eine Achtel lang — einatmen',
        en: 'On the last “and”: one preparatory beat, an eighth long — breathe in',
        fr: 'Sur le dernier «\u00a0et\u00a0»\u00a0: une seule levée, d’une croche — inspirez',
        it: 'Sull’ultima “e”: un solo gesto preparatorio, di una croma — inspira',
      },
    ],
    bars: [
      {
        de: 'Unterteilter Vierer: jeder Schlag, dann ein kleines „und“ in dieselbe Richtung',
        en: 'Subdivided four: each beat, then a small “and” in the same direction',
        fr: 'Battue à quatre subdivisée\u00a0: chaque temps, puis un petit «\u00a0et\u00a0» dans la même direction',
        it: 'Quattro suddiviso: ogni tempo, poi una piccola “e” nella stessa direzione',
      },
      {
        de: 'Die „und“ bleiben deutlich kleiner: Der Vierer bleibt sichtbar',
        en: 'The “ands” stay clearly smaller: the four remains visible',
        fr: 'Les «\u00a0et\u00a0» restent nettement plus petits\u00a0: la battue à quatre reste visible',
        it: 'Le “e” restano molto più piccole: lo schema in quattro resta visibile',
      },
      {
        de: 'Das „und“ der Vier führt weiter hinauf in die nächste Eins',
        en: 'The “and” of 4 leads on up into the next downbeat',
        fr: 'Le «\u00a0et\u00a0» du 4 continue de monter jusqu’au premier temps suivant',
        it: 'La “e” del 4 continua a salire fino al primo tempo seguente',
      },
      {
        de: 'Adagio: Ein Schlag sind zwei Klicks — das Tempo ändert sich nicht',
        en: 'Adagio: one beat is two clicks — the tempo does not change',
        fr: 'Adagio\u00a0: un temps vaut deux clics, le tempo ne change pas',
        it: 'Adagio: un tempo vale due clic, il tempo non cambia',
      },
    ],
  },
  {
    key: 'nine-eight',
    beats: 3,
    bpm: 40,
    subdivide: 3,
    counting: 'counts',
    signature: '9/8',
    lessons: [342],
    shape: {},
    gestures: { leftHand: 'mirror' },
    title: {
      de: 'Langsamer 9/8-Takt in neun',
      en: 'Slow 9/8 in nine',
      fr: '9/8 lent à neuf temps',
    },
    bars: [
      {
        de: 'Langsamer 9/8-Takt in neun: drei nach unten, drei nach rechts, drei nach oben',
        en: 'Slow 9/8 in nine: three down, three to the right, three up',
        fr: '9/8 lent à neuf temps\u00a0: trois vers le bas, trois vers la droite, trois vers le haut',
        it: '9/8 lento in nove: tre giù, tre a destra, tre su',
      },
      {
        de: 'Der erste jeder Gruppe groß, die beiden anderen klein',
        en: 'The first of each group large, the other two small',
        fr: 'Le premier de chaque groupe grand, les deux autres petits',
        it: 'Il primo di ogni gruppo grande, gli altri due piccoli',
      },
      {
        de: 'Nie neun gleich große Schläge: Der Dreier bleibt sichtbar',
        en: 'Never nine beats of one size: the three stays visible',
        fr: 'Jamais neuf temps de même taille\u00a0: la battue à trois reste visible',
        it: 'Mai nove tempi uguali: lo schema in tre resta visibile',
      },
      {
        de: 'Jede Achtel klickt, die Hauptschläge lauter',
        en: 'Every eighth clicks, the main beats louder',
        fr: 'Chaque croche a son clic, plus fort sur les temps principaux',
        it: 'Ogni croma ha il suo clic, più forte sui tempi principali',
      },
    ],
  },
  {
    key: 'twelve-eight',
    beats: 4,
    bpm: 60,
    signature: '12/8',
    lessons: [343],
    shape: { stroke: () => 'swing' },
    gestures: { leftHand: 'mirror' },
    title: {
      de: '12/8-Takt in vier, wiegend',
      en: '12/8 in four, rocking',
      fr: '12/8 à quatre temps, berceur',
    },
    bars: [
      {
        de: '12/8 in vier: Jeder Schlag trägt drei Achtel — „eins-und-a“',
        en: '12/8 in four: each beat holds three eighths — “one-and-a”',
        fr: '12/8 à quatre temps\u00a0: chaque temps contient trois croches, «\u00a0un-et-a\u00a0»',
        it: '12/8 in quattro: ogni tempo contiene tre crome',
      },
      {
        de: 'Ein runder, wiegender Bogen: in den Schlagpunkt fallen, gleichmäßig weiterreisen',
        en: 'A round, rocking arc: fall into the ictus, travel on evenly',
        fr: 'Un arc rond et berceur\u00a0: tomber dans l’ictus, poursuivre régulièrement',
        it: 'Un arco rotondo e cullante: cadere nell’ictus, proseguire in modo uniforme',
      },
      {
        de: 'Kein Halt oben: Der Schwung trägt die Achtel',
        en: 'No stop at the top: the swing carries the eighths',
        fr: 'Aucun arrêt en haut\u00a0: l’élan porte les croches',
        it: 'Nessun arresto in alto: lo slancio porta le crome',
      },
      {
        de: 'Kein steifer 4/4-Takt: Jeder Schlag schwingt weiter',
        en: 'Not a stiff 4/4: every beat still swings',
        fr: 'Pas un 4/4 raide\u00a0: chaque temps continue de se balancer',
        it: 'Non un 4/4 rigido: ogni tempo continua a oscillare',
      },
    ],
  },
  {
    key: 'passive',
    beats: 4,
    bpm: 70,
    lessons: [831],
    shape: {
      size: (k) => (ACTIVE_BEATS.includes(k) ? ACTIVE : NEUTRAL_BAR.includes(k) ? 1 : PASSIVE),
      // the stroke into an active beat speeds up; beat 4 of bar 2 also prepares bar 3
      stroke: (k) =>
        ACTIVE_BEATS.includes(k + 1) || k === 7
          ? 'active'
          : NEUTRAL_BAR.slice(0, 3).includes(k)
            ? 'beat'
            : 'passive',
    },
    gestures: { leftHand: 'mirror', breaths: [8] },
    title: {
      de: 'Passiv, neutral, aktiv (4/4)',
      en: 'Passive, neutral, active (4/4)',
      fr: 'Passif, neutre, actif (4/4)',
    },
    bars: [
      {
        de: 'Passiv: klein, leichter Schlagpunkt, kaum Rückprall — ein gehaltener Akkord',
        en: 'Passive: small, a light ictus, hardly any rebound — a held chord',
        fr: 'Passif\u00a0: petit, ictus léger, presque pas de rebond, un accord tenu',
        it: 'Passivo: piccolo, ictus leggero, quasi nessun rimbalzo — un accordo tenuto',
      },
      {
        de: 'Noch passiv — die Vier wird aktiv: der Auftakt, mit Atem',
        en: 'Still passive — beat 4 becomes active: the preparation, with a breath',
        fr: 'Toujours passif, puis le 4e temps devient actif\u00a0: la levée, avec l’inspiration',
        it: 'Ancora passivo, poi il 4 diventa attivo: la preparazione, con il respiro',
      },
      {
        de: 'Neutral: die schlichte Figur für die neue Phrase',
        en: 'Neutral: the plain pattern for the new phrase',
        fr: 'Neutre\u00a0: la battue simple pour la nouvelle phrase',
        it: 'Neutro: lo schema semplice per la nuova frase',
      },
      {
        de: 'Die Drei aktiv, wie für einen Akzent — 1, 2 und 4 passiv',
        en: 'Beat 3 active, as for an accent — 1, 2 and 4 passive',
        fr: 'Le 3e temps actif, comme pour un accent\u00a0; 1, 2 et 4 passifs',
        it: 'Il 3 attivo, come per un accento — 1, 2 e 4 passivi',
      },
    ],
  },
  {
    key: 'off-beat',
    beats: 4,
    bpm: 60,
    lessons: [135],
    shape: {
      pickup: 1,
      entries: OFF_BEAT_ENTRIES,
      // beat 3 of bar 2 prepares the silent ictus on 4, like the preparatory beat at the start
      stroke: (k) => (OFF_BEAT_ENTRIES.includes(k + 1) ? 'active' : 'beat'),
    },
    gestures: { leftHand: 'mirror', breaths: [8] },
    title: {
      de: 'Einsatz auf dem „und“ der Vier (4/4)',
      en: 'Entry on the “and” of 4 (4/4)',
      fr: 'Attaque sur le «\u00a0et\u00a0» du 4 (4/4)',
    },
    opening: [
      {
        de: 'Einzähler: 1, 2 — der Einsatz liegt auf dem „und“ der Vier',
        en: 'Count-in: 1, 2 — the entry falls on the “and” of 4',
        fr: 'Décompte\u00a0: 1, 2 — l’attaque tombe sur le «\u00a0et\u00a0» du 4',
        it: 'Conteggio: 1, 2 — l’attacco cade sulla “e” del 4',
      },
      {
        de: 'Auf 3: ein einziger Auftakt in die Vier — einatmen',
        en: 'On 3: one preparatory beat into 4 — breathe in',
        fr: 'Sur 3\u00a0: une seule levée vers le 4 — inspirez',
        it: 'Sul 3: un solo gesto preparatorio verso il 4 — inspira',
      },
      {
        de: 'Stummer Schlagpunkt auf der Vier — Einsatz im Rückschwung, auf „und“',
        en: 'A silent ictus on 4 — the entry on the rebound, on “and”',
        fr: 'Ictus muet sur le 4 — l’attaque dans le rebond, sur le «\u00a0et\u00a0»',
        it: 'Ictus muto sul 4 — l’attacco nel rimbalzo, sulla “e”',
      },
    ],
    bars: [
      {
        de: 'Der Rückschwung läuft gleichmäßig durch beide Achtel: An ihm findet der Chor sein „und“',
        en: 'The rebound travels evenly through both eighths: it shows the choir where “and” falls',
        fr: 'Le rebond avance régulièrement à travers les deux croches\u00a0: il montre au chœur où tombe le «\u00a0et\u00a0»',
        it: 'Il rimbalzo attraversa in modo uniforme le due crome: mostra al coro dove cade la “e”',
      },
      {
        de: 'Pause auf der Drei: Sie bereitet vor, mit dem Atem — stummer Schlagpunkt auf der Vier, Einsatz auf „und“',
        en: 'A rest on 3: beat 3 prepares, with the breath — a silent ictus on 4, the entry on “and”',
        fr: 'Un silence sur le 3e temps\u00a0: il prépare, avec l’inspiration — ictus muet sur le 4, attaque sur le «\u00a0et\u00a0»',
        it: 'Pausa sul 3: il 3 prepara, con il respiro — ictus muto sul 4, attacco sulla “e”',
      },
      {
        de: 'Kein Ruck der Hand auf dem Einsatz selbst: Er sähe aus wie ein zusätzlicher Schlag',
        en: 'No jerk of the hand on the entry itself: it would look like an extra beat',
        fr: 'Pas d’à-coup de la main sur l’attaque elle-même\u00a0: il ressemblerait à un temps supplémentaire',
        it: 'Nessuno scatto della mano sull’attacco stesso: sembrerebbe un tempo in più',
      },
      {
        de: 'Ein Auftakt in den Schlag des Einsatzes — nie ein ganzer Takt zum Einzählen',
        en: 'One preparatory beat into the beat of the entry — never a whole bar of counting-in',
        fr: 'Une seule levée vers le temps de l’attaque — jamais une mesure entière pour compter',
        it: 'Un solo gesto preparatorio verso il tempo dell’attacco — mai un’intera battuta di conteggio',
      },
    ],
  },
];
