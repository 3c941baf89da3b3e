/**
 * The WebVTT captions (de, en, fr, it): the count-in while the hands wait, the one preparatory beat,
 * one cue per bar (or per stretch of bars in the long metre videos) saying what it practises, and
 * the ending (the hand coming to rest, a cut-off, a fermata's hold and release).
 */
import { metreBarTexts } from './metres';
import { DIRECTION_WORDS, type Lang, pattern } from './patterns';
import type { Timeline } from './timeline';
import { type Video, videoTimeline } from './video-list';

export const CAPTION_LANGUAGES: readonly Lang[] = ['de', 'en', 'fr', 'it'];

const L: Record<
  Lang,
  {
    ready: string;
    countIn: string;
    prep: (count: number) => string;
    bar1: (dir: string) => string;
    oneBeat: string;
    next: (dirs: string[]) => string;
    last: (beats: number) => string;
    end: string;
  }
> = {
  en: {
    ready: 'hands ready, eyes on the choir',
    countIn: 'Count-in',
    prep: (c) => `On ${c}: one preparatory beat — breathe in`,
    bar1: (d) => `Bar 1 — beat 1: ${d}`,
    oneBeat: 'down, rebound up',
    next: (d) => `then ${d.join(', ')}`,
    last: (n) => `Last bar: beat ${n} rises — prepare the cut-off`,
    end: 'Cut-off — let the hand come to rest',
  },
  de: {
    ready: 'Hände bereit, Blick zum Chor',
    countIn: 'Einzähler',
    prep: (c) => `Auf ${c}: ein einziger Auftakt — einatmen`,
    bar1: (d) => `Takt 1 — Schlag 1: ${d}`,
    oneBeat: 'nach unten, zurückfedern nach oben',
    next: (d) => `dann ${d.join(', ')}`,
    last: (n) => `Letzter Takt: Die ${n} steigt — Abschlag vorbereiten`,
    end: 'Abschlag — die Hand zur Ruhe kommen lassen',
  },
  it: {
    ready: 'mani pronte, sguardo al coro',
    countIn: 'Conteggio',
    prep: (c) => `${c === 1 ? 'Sull’' : 'Sul '}${c}: un solo gesto preparatorio — inspira`,
    bar1: (d) => `Battuta 1 — primo tempo: ${d}`,
    oneBeat: 'giù, poi rimbalzo in su',
    next: (d) => `poi ${d.join(', ')}`,
    last: (n) => `Ultima battuta: ${n === 1 ? 'l’' : 'il '}${n} sale — prepara la chiusura`,
    end: 'Chiusura — lascia che la mano si fermi',
  },
  fr: {
    ready: 'mains prêtes, regard vers le chœur',
    countIn: 'Décompte',
    prep: (c) => `Sur ${c}\u00a0: une seule levée — inspirez`,
    bar1: (d) => `Mesure 1 — 1er temps\u00a0: ${d}`,
    oneBeat: 'vers le bas, rebond vers le haut',
    next: (d) => `puis ${d.join(', ')}`,
    last: (n) => `Dernière mesure\u00a0: le ${n} remonte — préparez la coupure`,
    end: 'Coupure — laissez la main revenir au repos',
  },
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "Count-in: 1, 2, 3 — hands ready, …" with the colon French typography asks for. */
function countInCue(lang: Lang, counts: number[]): string {
  if (counts.length === 0) return capitalise(L[lang].ready);
  const colon = lang === 'fr' ? '\u00a0:' : ':';
  return `${L[lang].countIn}${colon} ${counts.join(', ')} — ${L[lang].ready}`;
}

function vttTime(s: number): string {
  const ms = Math.round(s * 1000);
  const hh = Math.floor(ms / 3600000);
  const mm = Math.floor((ms % 3600000) / 60000);
  const ss = Math.floor((ms % 60000) / 1000);
  const pad = (v: number, n: number) => String(v).padStart(n, '0');
  return `${pad(hh, 2)}:${pad(mm, 2)}:${pad(ss, 2)}.${pad(ms % 1000, 3)}`;
}

type Cue = [start: number, end: number, lines: string[]];

/** the count-in (the hands wait) and the one preparatory beat */
function openingCues(tl: Timeline, lang: Lang): Cue[] {
  const before = Math.round((tl.prepStart - tl.countIn) / (60 / tl.bpm)); // clicks before the preparation
  return [
    [
      0,
      tl.prepStart,
      [
        countInCue(
          lang,
          Array.from({ length: before }, (_, i) => i + 1),
        ),
      ],
    ],
    [tl.prepStart, tl.beatTimes[0]!, [L[lang].prep(before + 1)]],
    // an upbeat bar: its conducted beats before bar 1 (the opening's third text says what they show)
    [tl.beatTimes[0]!, tl.t0, []],
  ];
}

/** one cue per bar of a standard pattern video: directions, tip, focus, last bar */
function patternBarTexts(beats: number, lang: Lang): string[][] {
  const p = pattern(beats);
  const t = L[lang];
  const d = p.dirs.map((dir) => DIRECTION_WORDS[lang][dir]);
  const first = [t.bar1(beats === 1 ? t.oneBeat : d[0]!)];
  if (beats > 1) first.push(t.next(d.slice(1)));
  return [first, [p.tip[lang]], [p.focus[lang]], [t.last(beats)]];
}

/** bar texts spread over the bars: each text one stretch of bars, the last text the last bar */
function barCues(tl: Timeline, texts: string[][]): Cue[] {
  const n = tl.bars;
  const cues: Cue[] = [];
  const stretches = texts.length - 1;
  for (let j = 0; j < stretches; j++) {
    const from = Math.floor((j * (n - 1)) / stretches);
    const to = Math.floor(((j + 1) * (n - 1)) / stretches);
    if (to > from) cues.push([tl.barStarts[from]!, tl.barStarts[to]!, texts[j]!]);
  }
  cues.push([tl.barStarts[n - 1]!, tl.barStarts[n]!, texts.at(-1)!]);
  return cues;
}

export function captions(v: Video, lang: Lang): string {
  const tl = videoTimeline(v);
  const texts = v.technique
    ? v.technique.bars.map((bar) => [bar[lang]])
    : v.metre
      ? metreBarTexts(v.metre, lang).map((text) => [text])
      : patternBarTexts(v.beats, lang);
  const opening = openingCues(tl, lang);
  v.technique?.opening?.forEach((text, i) => {
    opening[i]![2] = [text[lang]];
  });
  const cues = [...opening, ...barCues(tl, texts)];
  const lastBar = cues.at(-1)!;
  const ending = v.technique?.ending?.map((text) => text[lang]) ?? [L[lang].end];
  if (tl.ending === 'rebound') {
    // the last bar's cue ends on its last ictus, where the cut-off cue starts; a bar of one beat has
    // no other ictus, so its cue lasts the bar (that beat rising into the cut-off)
    const cutOff = v.beats === 1 ? lastBar[1] : tl.lastBeat;
    lastBar[1] = cutOff;
    cues.push([cutOff, tl.duration, [ending[0]!]]);
  } else if (tl.ending === 'cut-off') {
    lastBar[1] = tl.lastBeat;
    cues.push([tl.lastBeat, tl.cutTime, [ending[0]!]], [tl.cutTime, tl.duration, [ending[1]!]]);
  } else {
    cues.push(
      [tl.lastBeat, tl.holdEnd, [ending[0]!]],
      [tl.holdEnd, tl.cutTime, [ending[1]!]],
      [tl.cutTime, tl.duration, [ending[2]!]],
    );
  }
  const body = cues
    .filter(([a, b]) => b > a)
    .map(([a, b, lines], i) => `${i + 1}\n${vttTime(a)} --> ${vttTime(b)}\n${lines.join('\n')}\n`);
  return `WEBVTT\n\n${body.join('\n')}`;
}
