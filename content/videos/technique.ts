/** What a technique video is made of, its id and its poster title (the list: techniques.ts). */
import type { Gestures } from './gestures';
import type { MetreLang } from './metres';
import type { Lang } from './patterns';
import type { Shape } from './timeline';

export type Texts = Record<Lang, string>;

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
  /**
   * a subdivided pattern: each of the `beats` main beats (at `bpm`) is conducted as this many beats,
   * the small ones in the same direction (patterns.ts, SUBDIVIDED_PATTERNS); the click track clicks
   * each of them, the main beats louder
   */
  subdivide?: number;
  /** the counter and the labels of a subdivided pattern: `1 & 2 &` (default) or every count `1 2 3 …` */
  counting?: 'beats' | 'counts';
  /** the time signature on the posters (default `{beats}/4`) */
  signature?: string;
  /**
   * the captions of the count-in and of the preparatory beat, where the standard ones do not fit, and
   * of an upbeat's conducted beats (shape.pickup)
   */
  opening?: [Texts, Texts] | [Texts, Texts, Texts];
}

export const techniqueId = (t: Technique) => `${t.key}-${t.beats}-${t.bpm}`;

/** Poster title with the tempo, e.g. "Cues on every beat (4/4) · 70 beats per minute". */
export function techniqueTitle(t: Technique, lang: MetreLang): string {
  const per = { de: 'Schläge pro Minute', en: 'beats per minute', fr: 'battements par minute' }[lang];
  return `${t.title[lang]} · ${t.bpm} ${per}`;
}
