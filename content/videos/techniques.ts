/**
 * The technique videos: what a lesson is about, shown by the figure instead of a neutral pattern —
 * cues, a cut-off, a fermata, a general pause, a crescendo, legato and staccato, and the hands
 * working independently. Each is one of the standard patterns at one tempo with its own shape
 * (timeline.ts: sizes, strokes, ending) and gestures (gestures.ts: left hand, head, breaths), and
 * one caption per bar (de, en, fr, it) that says what the figure does in it.
 *
 * Video id: `{key}-{beats}-{bpm}`, e.g. `cue-4-70`; lessons name one by `{ beats, bpm, technique }`.
 * French: formal "vous", a no-break space before ":" (like metres.ts).
 */
import type { Gestures } from './gestures';
import type { MetreLang } from './metres';
import type { Lang } from './patterns';
import type { Shape } from './timeline';

type Texts = Record<Lang, string>;

export interface Technique {
  key: string;
  beats: number;
  bpm: number;
  /** the lessons it is made for (content/course) */
  lessons: number[];
  shape: Shape;
  gestures: Gestures;
  /** poster title (without the tempo) */
  title: Record<MetreLang, string>;
  /** one caption per bar */
  bars: Texts[];
  /** cut-off: [the loop, the stillness]; fermata: [the hold, the release, the silence] */
  ending?: Texts[];
  /** where the video shows the technique right, and from which bar (0-based) wrong: a ✓ or ✗ in the picture */
  wrongFromBar?: number;
}

const STILL: Texts = {
  de: 'Stille — die Hände bleiben ruhig in der Luft',
  en: 'Silence — the hands stay still in the air',
  fr: 'Silence\u00a0: les mains restent immobiles en l’air',
  it: 'Silenzio — le mani restano ferme in aria',
};

export const TECHNIQUES: Technique[] = [
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

export const techniqueId = (t: Technique) => `${t.key}-${t.beats}-${t.bpm}`;

/** Poster title with the tempo, e.g. "Cues on every beat (4/4) · 70 beats per minute". */
export function techniqueTitle(t: Technique, lang: MetreLang): string {
  const per = { de: 'Schläge pro Minute', en: 'beats per minute', fr: 'battements par minute' }[lang];
  return `${t.title[lang]} · ${t.bpm} ${per}`;
}
