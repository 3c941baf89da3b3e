/** The entries of index.json: what the server and the app know about each video. */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CAPTION_LANGUAGES } from './captions';
import type { MetreLang } from './metres';
import { type Lang, pattern } from './patterns';
import { POSTER_LANGUAGES } from './posters';
import { OUT_DIR, type Video, videoTimeline } from './video-list';

interface IndexEntry {
  id: string;
  beats: number;
  bpm: number;
  durationMs: number;
  sources: { quality: 720 | 360; file: string; bytes: number }[];
  posters: Record<MetreLang, string>;
  captions: Record<Lang, string>;
  /** every (main) beat the figure conducts, from bar 1 (it does not conduct the count-in) */
  beatTimesMs: number[];
  /** an upbeat bar only (lesson 135): the beats conducted before bar 1 */
  pickupTimesMs?: number[];
  /** entries off the beat only: where the choir comes in (an extra, lower click) */
  entryTimesMs?: number[];
  /** a subdivided pattern only: the small beats between the main ones */
  subdivisionTimesMs?: number[];
  /** every click: the count-in, the bars, a cut-off or fermata note */
  clickTimesMs: number[];
  pattern: string;
  /** fast and asymmetric metres only: time signature, counts per beat (`2+3`) */
  metre?: string;
  groups?: string;
  /** technique videos only: what the figure shows (`cue`, `fermata`, …; techniques.ts) */
  technique?: string;
}

export function indexEntry(v: Video): IndexEntry {
  const { id, metre, technique, subdivide } = v;
  const beats = v.beats / subdivide;
  const bpm = v.bpm / subdivide;
  const tl = videoTimeline(v);
  const ms = (times: number[]) => times.map((s) => Math.round(s * 1000));
  const main = (_: number, k: number) => k % subdivide === 0;
  const src = (q: 720 | 360) => {
    const file = `${id}-${q}.mp4`;
    const path = join(OUT_DIR, file);
    return { quality: q, file, bytes: existsSync(path) ? statSync(path).size : 0 };
  };
  return {
    id,
    beats,
    bpm,
    durationMs: Math.round(tl.duration * 1000),
    sources: [src(720), src(360)],
    posters: Object.fromEntries(POSTER_LANGUAGES.map((lang) => [lang, `${id}-${lang}.jpg`])) as Record<
      MetreLang,
      string
    >,
    captions: Object.fromEntries(CAPTION_LANGUAGES.map((lang) => [lang, `${id}.${lang}.vtt`])) as Record<
      Lang,
      string
    >,
    beatTimesMs: ms(tl.beatTimes.slice(tl.pickup).filter(main)),
    ...(tl.pickup > 0 && { pickupTimesMs: ms(tl.beatTimes.slice(0, tl.pickup)) }),
    ...(tl.entryTimes.length > 0 && { entryTimesMs: ms(tl.entryTimes) }),
    ...(subdivide > 1 && {
      subdivisionTimesMs: ms(tl.beatTimes.slice(tl.pickup).filter((t, k) => !main(t, k))),
    }),
    clickTimesMs: ms([...tl.clickTimes, ...tl.entryTimes].sort((a, b) => a - b)),
    // a named variant (a slow seven's `3+2+2`, the Lorelei's smaller `small-2`): the overlay draws that form
    pattern: v.shape.variant ?? pattern(beats).grouping,
    ...(metre && { metre: metre.signature, groups: metre.groups.join('+') }),
    ...(technique && { technique: technique.key }),
  };
}
