/** Technique videos of the beat's shape: its size (crescendo), its stroke (legato, staccato), two hands apart. */
import type { Technique } from './technique';

export const SHAPE_TECHNIQUES: Technique[] = [
  {
    key: 'crescendo',
    beats: 4,
    bpm: 60,
    lessons: [714],
    shape: { size: (k) => 0.45 + (0.65 * Math.min(k, 15)) / 15 },
    gestures: { leftHand: 'mirror' },
    title: {
      de: 'Crescendo über vier Takte (4/4)',
      en: 'Crescendo over four bars (4/4)',
      fr: 'Crescendo sur quatre mesures (4/4)',
    },
    bars: [
      {
        de: 'Pianissimo: eine kleine Schlagfigur nah am Körper',
        en: 'Pianissimo: a small pattern close to the body',
        fr: 'Pianissimo\u00a0: une petite battue près du corps',
        it: 'Pianissimo: uno schema piccolo vicino al corpo',
      },
      {
        de: 'Die Figur wächst gleichmäßig — größer, nicht schneller',
        en: 'The pattern grows evenly — larger, not faster',
        fr: 'La battue grandit régulièrement\u00a0: plus grande, pas plus rapide',
        it: 'Lo schema cresce in modo uniforme: più grande, non più veloce',
      },
      {
        de: 'Beim Klick bleiben: rundere Bögen statt schnellerer Schläge',
        en: 'Stay with the click: rounder arcs, not quicker beats',
        fr: 'Restez avec le clic\u00a0: des arcs plus ronds, pas des temps plus rapides',
        it: 'Resta col clic: archi più rotondi, non tempi più rapidi',
      },
      {
        de: 'Forte: die größte Figur erst auf dem letzten Schlag',
        en: 'Forte: the largest pattern only on the last beat',
        fr: 'Forte\u00a0: la plus grande battue seulement sur le dernier temps',
        it: 'Forte: lo schema più grande solo sull’ultimo tempo',
      },
    ],
  },
  {
    key: 'articulation',
    beats: 3,
    bpm: 90,
    lessons: [722],
    shape: {
      size: (k) => (k < 5 ? 1.05 : k === 5 ? 0.85 : 0.75),
      stroke: (k) => (k < 5 ? 'legato' : 'staccato'),
    },
    gestures: { leftHand: 'mirror' },
    title: {
      de: 'Legato und Staccato im Dreiertakt',
      en: 'Legato and staccato in three',
      fr: 'Legato et staccato à trois temps',
    },
    bars: [
      {
        de: 'Legato: runde, ununterbrochene Bögen, weiche Schläge',
        en: 'Legato: round, unbroken arcs, soft beats',
        fr: 'Legato\u00a0: des arcs ronds et continus, des temps souples',
        it: 'Legato: archi rotondi e continui, tempi morbidi',
      },
      {
        de: 'Die 3 wird leichter und kürzer: Sie kündigt das Staccato an',
        en: 'Beat 3 gets lighter and shorter: it announces the staccato',
        fr: 'Le 3e temps devient plus léger et plus court\u00a0: il annonce le staccato',
        it: 'Il 3 diventa più leggero e più corto: annuncia lo staccato',
      },
      {
        de: 'Staccato: kleine, schnelle Bewegung in den Schlagpunkt, dann ein kurzer Halt',
        en: 'Staccato: a small, quick stroke into the ictus, then a brief stop',
        fr: 'Staccato\u00a0: un geste petit et rapide vers l’ictus, puis un bref arrêt',
        it: 'Staccato: un gesto piccolo e rapido verso l’ictus, poi un breve arresto',
      },
      {
        de: 'Derselbe Klick — anders ist nur die Bewegung zwischen den Schlägen',
        en: 'The same click — only the movement between the beats changes',
        fr: 'Le même clic\u00a0: seul le mouvement entre les temps change',
        it: 'Lo stesso clic: cambia solo il movimento tra i tempi',
      },
    ],
  },
  {
    key: 'hands',
    beats: 3,
    bpm: 90,
    lessons: [923],
    shape: { bars: 8 },
    gestures: { leftHand: 'rise', coupledFromBar: 4 },
    wrongFromBar: 4,
    title: {
      de: 'Rechts Drei, links Crescendo',
      en: 'Right in three, left crescendo',
      fr: 'La droite à trois, la gauche en crescendo',
    },
    bars: [
      {
        de: 'Richtig: Die Linke steigt mit offener Hand ab Taillenhöhe, die Rechte schlägt Drei',
        en: 'Right: the left rises palm up from the waist, the right beats three',
        fr: 'Juste\u00a0: la gauche monte paume vers le haut depuis la taille, la droite bat à trois',
        it: 'Giusto: la sinistra sale col palmo in su dalla vita, la destra batte in tre',
      },
      {
        de: 'Richtig: Die Linke steigt gleichmäßig, in einer ruhigen Linie',
        en: 'Right: the left rises evenly, in one calm line',
        fr: 'Juste\u00a0: la gauche monte régulièrement, d’un seul trait calme',
        it: 'Giusto: la sinistra sale in modo uniforme, in una linea calma',
      },
      {
        de: 'Richtig: Die Rechte bleibt gleich groß, die Hände sind getrennt',
        en: 'Right: the right stays the same size, the hands work apart',
        fr: 'Juste\u00a0: la droite garde la même taille, les mains sont indépendantes',
        it: 'Giusto: la destra resta uguale, le mani sono indipendenti',
      },
      {
        de: 'Richtig: Schulterhöhe auf dem letzten Schlag — forte',
        en: 'Right: shoulder height on the last beat — forte',
        fr: 'Juste\u00a0: hauteur d’épaule sur le dernier temps, forte',
        it: 'Giusto: altezza della spalla sull’ultimo tempo, forte',
      },
      {
        de: 'Falsch: Die Linke steigt in Stufen, im Rhythmus der Drei',
        en: 'Wrong: the left climbs in steps, in the rhythm of the three',
        fr: 'Faux\u00a0: la gauche monte par paliers, au rythme des trois temps',
        it: 'Sbagliato: la sinistra sale a scalini, al ritmo del tre',
      },
      {
        de: 'Falsch: Jede Stufe kommt mit dem Schlag der Rechten',
        en: 'Wrong: every step comes with a beat of the right hand',
        fr: 'Faux\u00a0: chaque palier vient avec un temps de la main droite',
        it: 'Sbagliato: ogni scalino arriva con un tempo della destra',
      },
      {
        de: 'Falsch: Die Hände sind noch gekoppelt',
        en: 'Wrong: the hands are still coupled',
        fr: 'Faux\u00a0: les mains sont encore liées',
        it: 'Sbagliato: le mani sono ancora legate',
      },
      {
        de: 'Im Spiegel prüfen: ruhige Linie oder Stufen?',
        en: 'Check in the mirror: one calm line, or steps?',
        fr: 'Vérifiez dans le miroir\u00a0: un trait calme ou des paliers\u00a0?',
        it: 'Controlla allo specchio: una linea calma o scalini?',
      },
    ],
  },
];
