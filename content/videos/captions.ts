/** The WebVTT captions: preparation, count-in, one teaching cue per bar, cut-off. */
import type { Metre, MetreLang } from './metres';
import { DIRECTION_WORDS, type Lang, pattern } from './patterns';
import { COUNT_IN_BARS, PLAY_BARS, timeline } from './timeline';
import { type Video, videoTimeline } from './video-list';

const L: Record<
  Lang,
  {
    ready: string;
    countIn: string;
    bar1: (dir: string) => string;
    oneBeat: string;
    next: (dirs: string[]) => string;
    last: (beats: number) => string;
    end: string;
  }
> = {
  en: {
    ready: 'Get ready: preparatory beat — breathe in',
    countIn: 'Count-in',
    bar1: (d) => `Bar 1 — beat 1: ${d}`,
    oneBeat: 'down, rebound up',
    next: (d) => `then ${d.join(', ')}`,
    last: (n) => `Last bar: beat ${n} rises — prepare the cut-off`,
    end: 'Cut-off — let the hand come to rest',
  },
  de: {
    ready: 'Bereit machen: Auftakt — einatmen',
    countIn: 'Einzähler',
    bar1: (d) => `Takt 1 — Schlag 1: ${d}`,
    oneBeat: 'nach unten, zurückfedern nach oben',
    next: (d) => `dann ${d.join(', ')}`,
    last: (n) => `Letzter Takt: Die ${n} steigt — Abschlag vorbereiten`,
    end: 'Abschlag — die Hand zur Ruhe kommen lassen',
  },
  it: {
    ready: 'Pronti: gesto preparatorio — inspira',
    countIn: "Battute d'attacco",
    bar1: (d) => `Battuta 1 — primo tempo: ${d}`,
    oneBeat: 'giù, poi rimbalzo in su',
    next: (d) => `poi ${d.join(', ')}`,
    last: (n) => `Ultima battuta: il ${n} sale — prepara la chiusura`,
    end: 'Chiusura — lascia che la mano si fermi',
  },
  fr: {
    ready: 'Préparez-vous : levée — inspirez',
    countIn: 'Décompte',
    bar1: (d) => `Mesure 1 — 1er temps : ${d}`,
    oneBeat: 'vers le bas, rebond vers le haut',
    next: (d) => `puis ${d.join(', ')}`,
    last: (n) => `Dernière mesure : le ${n} remonte — préparez la coupure`,
    end: 'Coupure — laissez la main revenir au repos',
  },
};

/** "Count-in: 1, 2, 3" with the colon French typography asks for. */
function countInCue(lang: Lang, counts: string): string {
  return `${L[lang].countIn}${lang === 'fr' ? '\u00a0:' : ':'} ${counts}`;
}

function vttTime(s: number): string {
  const ms = Math.round(s * 1000);
  const hh = Math.floor(ms / 3600000);
  const mm = Math.floor((ms % 3600000) / 60000);
  const ss = Math.floor((ms % 60000) / 1000);
  const pad = (v: number, n: number) => String(v).padStart(n, '0');
  return `${pad(hh, 2)}:${pad(mm, 2)}:${pad(ss, 2)}.${pad(ms % 1000, 3)}`;
}

export function captions(beats: number, bpm: number, lang: Lang): string {
  const p = pattern(beats);
  const tl = timeline(beats, bpm);
  const t = L[lang];
  const d = p.dirs.map((dir) => DIRECTION_WORDS[lang][dir]);
  const nums = Array.from({ length: beats }, (_, i) => i + 1).join(', ');
  const bar = (b: number) => tl.barStarts[COUNT_IN_BARS + b]!; // start of bar b (0-based), b = 4 -> end
  const firstLines = [t.bar1(beats === 1 ? t.oneBeat : d[0]!)];
  if (beats > 1) firstLines.push(t.next(d.slice(1)));
  // one cue per bar, each with what that bar practises
  const cues: [number, number, string[]][] = [
    [0, tl.t0, [t.ready]],
    [tl.t0, bar(0), [countInCue(lang, nums)]],
    [bar(0), bar(1), firstLines],
    [bar(1), bar(2), [p.tip[lang]]],
    [bar(2), bar(3), [p.focus[lang]]],
    [bar(3), bar(4), [t.last(beats)]],
  ];
  // the last bar's cue ends on its last ictus, where the cut-off cue starts; a bar of one beat has
  // no other ictus, so its cue lasts the bar (that beat rising into the cut-off)
  const cutOff = beats === 1 ? bar(4) : tl.lastBeat;
  cues[cues.length - 1]![1] = cutOff;
  cues.push([cutOff, tl.duration, [t.end]]);
  const body = cues.map(
    ([a, b, lines], i) => `${i + 1}\n${vttTime(a)} --> ${vttTime(b)}\n${lines.join('\n')}\n`,
  );
  return `WEBVTT\n\n${body.join('\n')}`;
}

/** captions of a metre video: preparation, count-in, one cue per bar (metres.ts), cut-off */
export function metreCaptions(v: Video, metre: Metre, lang: MetreLang): string {
  const tl = videoTimeline(v);
  const frame = L[lang];
  const counts = Array.from({ length: tl.counts }, (_, i) => i + 1).join(', ');
  const cues: [number, number, string][] = [
    [0, tl.t0, frame.ready],
    [tl.t0, tl.barStarts[COUNT_IN_BARS]!, countInCue(lang, counts)],
  ];
  // bars too short to read one cue each: two bars per cue
  const step = tl.barStarts[1]! - tl.barStarts[0]! < 1.4 ? 2 : 1;
  for (let b = 0; b < PLAY_BARS; b += step) {
    const bar = (i: number) => tl.barStarts[COUNT_IN_BARS + i]!;
    const text = metre.bars.slice(b, b + step).map((t) => t[lang]);
    cues.push([bar(b), bar(b + step), text.join('\n')]);
  }
  // the last bar's cue ends on the last ictus, where the cut-off cue starts
  cues[cues.length - 1]![1] = tl.lastBeat;
  cues.push([tl.lastBeat, tl.duration, frame.end]);
  const body = cues.map(([a, b, text], i) => `${i + 1}\n${vttTime(a)} --> ${vttTime(b)}\n${text}\n`);
  return `WEBVTT\n\n${body.join('\n')}`;
}

/** Caption languages of a video: the metre videos have no Italian ones. */
export function captionLanguages(v: Video): Lang[] {
  return v.metre ? ['de', 'en', 'fr'] : ['de', 'en', 'fr', 'it'];
}
