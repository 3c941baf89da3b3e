/** Technique videos of the left hand and of stopping: cues, a cut-off, a fermata, a general pause. */
import type { Technique, Texts } from './technique';

const STILL: Texts = {
  de: 'Stille — die Hände bleiben ruhig in der Luft',
  en: 'Silence — the hands stay still in the air',
  fr: 'Silence\u00a0: les mains restent immobiles en l’air',
  it: 'Silenzio — le mani restano ferme in aria',
};

export const LEFT_HAND_TECHNIQUES: Technique[] = [
  {
    key: 'cue',
    beats: 4,
    bpm: 70,
    lessons: [413],
    shape: {},
    gestures: {
      leftHand: 'cue',
      cues: [
        { k: 0, side: 'left' },
        { k: 6, side: 'right' },
        { k: 9, side: 'left' },
        { k: 15, side: 'right' },
      ],
    },
    title: {
      de: 'Einsätze auf jedem Schlag (4/4)',
      en: 'Cues on every beat (4/4)',
      fr: 'Départs sur chaque temps (4/4)',
    },
    bars: [
      {
        de: 'Einsatz auf 1 links: Blick und Atem mit dem Auftakt, die linke Hand lädt ein',
        en: 'Entry on 1, left: eyes and breath with the preparation, the left hand invites',
        fr: 'Départ sur 1 à gauche\u00a0: regard et souffle avec la levée, la main gauche invite',
        it: "Attacco sull'1 a sinistra: sguardo e respiro con la preparazione, la sinistra invita",
      },
      {
        de: 'Einsatz auf 3 rechts: Blick auf 1, Atem auf 2 — der Kopf wendet sich, die Rechte zeigt ihn',
        en: 'Entry on 3, right: eyes on 1, breath on 2 — the head turns, the right hand shows it',
        fr: 'Départ sur 3 à droite\u00a0: regard sur 1, souffle sur 2, la tête se tourne',
        it: 'Attacco sul 3 a destra: sguardo sull’1, respiro sul 2, la testa si gira',
      },
      {
        de: 'Einsatz auf 2 links: vorbereitet auf 1, die Linke landet mit der Rechten',
        en: 'Entry on 2, left: prepared on 1, the left hand lands with the right',
        fr: 'Départ sur 2 à gauche\u00a0: préparé sur 1, la main gauche arrive avec la droite',
        it: 'Attacco sul 2 a sinistra: preparato sull’1, la sinistra arriva con la destra',
      },
      {
        de: 'Einsatz auf 4 rechts: vorbereitet auf 3 — die Schlagfigur läuft unverändert weiter',
        en: 'Entry on 4, right: prepared on 3 — the pattern keeps running unchanged',
        fr: 'Départ sur 4 à droite\u00a0: préparé sur 3, la battue continue sans changer',
        it: 'Attacco sul 4 a destra: preparato sul 3, lo schema continua invariato',
      },
    ],
  },
  {
    key: 'cue',
    beats: 2,
    bpm: 60,
    lessons: [924],
    shape: {},
    gestures: {
      leftHand: 'cue',
      cues: [
        { k: 2, side: 'left' },
        { k: 7, side: 'left' },
      ],
    },
    title: {
      de: 'Linke Hand gibt Einsätze, rechte schlägt Zwei',
      en: 'Left hand cues, right hand in two',
      fr: 'La gauche donne les départs, la droite bat à deux',
    },
    bars: [
      {
        de: 'Die Rechte schlägt die Zwei, die Linke ruht',
        en: 'The right hand beats two, the left rests',
        fr: 'La droite bat à deux, la gauche est au repos',
        it: 'La destra batte in due, la sinistra riposa',
      },
      {
        de: 'Einsatz auf 1: Die Linke hob sich einen Schlag vorher und landet mit der Rechten',
        en: 'Cue on 1: the left rose a beat earlier and lands with the right',
        fr: 'Départ sur 1\u00a0: la gauche s’est levée un temps avant et arrive avec la droite',
        it: 'Attacco sull’1: la sinistra si è alzata un tempo prima e arriva con la destra',
      },
      {
        de: 'Die Linke kehrt zur Ruhe zurück — die Rechte ändert nichts',
        en: 'The left returns to rest — the right changes nothing',
        fr: 'La gauche revient au repos, la droite ne change rien',
        it: 'La sinistra torna a riposo, la destra non cambia nulla',
      },
      {
        de: 'Einsatz auf 2: Die Linke landet, während die Rechte nach oben führt',
        en: 'Cue on 2: the left lands while the right leads upwards',
        fr: 'Départ sur 2\u00a0: la gauche arrive pendant que la droite remonte',
        it: 'Attacco sul 2: la sinistra arriva mentre la destra sale',
      },
    ],
  },
  {
    key: 'cut-off',
    beats: 4,
    bpm: 60,
    lessons: [512],
    shape: { ending: 'cut-off' },
    gestures: { leftHand: 'mirror' },
    title: {
      de: 'Abschlag nach vier Takten (4/4)',
      en: 'Cut-off after four bars (4/4)',
      fr: 'Coupure après quatre mesures (4/4)',
    },
    bars: [
      {
        de: 'Vier Takte in Vier — im vierten liegt ein Schlussakkord',
        en: 'Four bars in four — bar 4 holds a final chord',
        fr: 'Quatre mesures à quatre temps\u00a0: la 4e tient un accord final',
        it: 'Quattro battute in quattro: la quarta tiene un accordo finale',
      },
      {
        de: 'Gleichmäßig weiter, die Schläge auf einer Höhe',
        en: 'Keep going evenly, the beats on one level',
        fr: 'Continuez régulièrement, les temps sur un même plan',
        it: 'Continua regolare, i tempi sullo stesso piano',
      },
      {
        de: 'Den Abschlag schon im Kopf: Er kommt auf die nächste Eins',
        en: 'Think of the cut-off already: it comes on the next downbeat',
        fr: 'Pensez déjà à la coupure\u00a0: elle vient sur le prochain premier temps',
        it: 'Pensa già alla chiusura: arriva sul prossimo primo tempo',
      },
      {
        de: 'Takt 4: Schlussakkord halten, die Hände bleiben lebendig',
        en: 'Bar 4: hold the final chord, the hands stay alive',
        fr: 'Mesure 4\u00a0: tenez l’accord final, les mains restent vivantes',
        it: 'Battuta 4: tieni l’accordo finale, le mani restano vive',
      },
    ],
    ending: [
      {
        de: 'Die 4 steigt in eine kleine Schleife: die Vorbereitung des Abschlags',
        en: 'Beat 4 rises into a small loop: the cut-off’s preparation',
        fr: 'Le 4e temps monte en une petite boucle\u00a0: la préparation de la coupure',
        it: 'Il 4 sale in un piccolo anello: la preparazione della chiusura',
      },
      {
        de: 'Abschlag genau auf der nächsten Eins — die Hände stehen still',
        en: 'Cut-off exactly on the next downbeat — the hands stop still',
        fr: 'Coupure juste sur le premier temps suivant\u00a0: les mains s’arrêtent',
        it: 'Chiusura esatta sul primo tempo seguente: le mani si fermano',
      },
    ],
  },
  {
    key: 'fermata',
    beats: 4,
    bpm: 70,
    lessons: [613],
    shape: { ending: 'fermata', holdBeats: 6 },
    gestures: { leftHand: 'mirror' },
    title: {
      de: 'Fermate: halten und abschlagen (4/4)',
      en: 'Fermata: hold and release (4/4)',
      fr: 'Point d’orgue\u00a0: tenir et couper (4/4)',
    },
    bars: [
      {
        de: 'Vier Takte im Tempo, die Fermate kommt auf die nächste Eins',
        en: 'Four bars in tempo, the fermata comes on the next downbeat',
        fr: 'Quatre mesures dans le tempo, le point d’orgue vient sur le premier temps suivant',
        it: 'Quattro battute a tempo, la corona arriva sul primo tempo seguente',
      },
      {
        de: 'Ruhig und gleichmäßig weiter',
        en: 'Carry on calmly and evenly',
        fr: 'Continuez calmement et régulièrement',
        it: 'Continua calmo e regolare',
      },
      {
        de: 'Die Schläge auf einer Höhe, der Klang getragen',
        en: 'Beats on one level, the sound supported',
        fr: 'Les temps sur un même plan, le son soutenu',
        it: 'I tempi sullo stesso piano, il suono sostenuto',
      },
      {
        de: 'Die 4 führt nach oben in die Fermate',
        en: 'Beat 4 leads up into the fermata',
        fr: 'Le 4e temps mène vers le point d’orgue',
        it: 'Il 4 porta verso la corona',
      },
    ],
    ending: [
      {
        de: 'Fermate: ein klarer Schlagpunkt, dann bewegt sich die Hand langsam weiter — der Klang lebt',
        en: 'Fermata: a clear ictus, then the hand keeps moving slowly — the sound lives',
        fr: 'Point d’orgue\u00a0: un ictus net, puis la main continue lentement, le son vit',
        it: 'Corona: un ictus chiaro, poi la mano continua lentamente, il suono vive',
      },
      {
        de: 'Lösen: Ein kleines Anheben bereitet den Abschlag vor',
        en: 'Release: a small lift prepares the cut-off',
        fr: 'Relâcher\u00a0: un petit élan prépare la coupure',
        it: 'Rilascio: un piccolo slancio prepara la chiusura',
      },
      STILL,
    ],
  },
  {
    key: 'pause',
    beats: 3,
    bpm: 70,
    lessons: [624],
    shape: { size: (k) => (k === 7 || k === 8 ? 0.28 : 1) },
    gestures: { leftHand: 'mirror', breaths: [9] },
    title: {
      de: 'Generalpause im Dreiertakt',
      en: 'General pause in three',
      fr: 'Pause générale à trois temps',
    },
    bars: [
      {
        de: 'Takte 1 und 2: mitsingen und mitdirigieren',
        en: 'Bars 1 and 2: sing and conduct along',
        fr: 'Mesures 1 et 2\u00a0: chantez et dirigez',
        it: 'Battute 1 e 2: canta e dirigi',
      },
      {
        de: 'Takt 3 ist eine Generalpause — die Zeit läuft weiter',
        en: 'Bar 3 is a general pause — time keeps running',
        fr: 'La mesure 3 est une pause générale\u00a0: le temps continue',
        it: 'La battuta 3 è una pausa generale: il tempo continua',
      },
      {
        de: 'Generalpause: kleiner Abschlag auf 1, winzige Schläge auf 2 und 3, dann Atem',
        en: 'General pause: a small cut-off on 1, tiny beats on 2 and 3, then a breath',
        fr: 'Pause générale\u00a0: petite coupure sur 1, temps minuscules sur 2 et 3, puis le souffle',
        it: 'Pausa generale: piccola chiusura sull’1, tempi minimi sul 2 e sul 3, poi il respiro',
      },
      {
        de: 'Takt 4: wieder klar — der Chor setzt auf 1 ein',
        en: 'Bar 4: clear again — the choir comes in on 1',
        fr: 'Mesure 4\u00a0: de nouveau net, le chœur reprend sur 1',
        it: 'Battuta 4: di nuovo chiaro, il coro riattacca sull’1',
      },
    ],
  },
];
