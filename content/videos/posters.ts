/** The posters: one still per video and interface language, the pattern with a localised title. */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { drawHead, LOOK_AT_CHOIR } from './face';
import { FFMPEG, FONT_BOLD, FONT_REGULAR, waitClose } from './ffmpeg';
import { drawArms, figurePose } from './figure';
import { H, W } from './format';
import { renderBase } from './frames';
import { RISE } from './gestures';
import { COUNTER_X } from './layout';
import { type MetreLang, metreTitle } from './metres';
import { drawnRebound } from './motion';
import { ictusPx } from './pattern-path';
import { pattern } from './patterns';
import { techniqueTitle } from './technique';
import { OUT_DIR, type Video, videoTimeline } from './video-list';

/** The interface languages: one poster each (captions also exist in Italian). */
export const POSTER_LANGUAGES = ['de', 'en', 'fr'] as const satisfies readonly MetreLang[];

function posterTitle(beats: number, bpm: number, lang: MetreLang): string {
  const g = pattern(beats).grouping;
  const group = g.includes('+') ? ` (${g})` : '';
  if (lang === 'de') {
    const meter = beats === 1 ? 'Ein Schlag pro Takt' : `${beats}/4-Takt${group}`;
    return `${meter} · ${bpm} Schläge pro Minute`;
  }
  if (lang === 'fr') {
    const meter = beats === 1 ? 'Un temps par mesure' : `Mesure à ${beats}/4${group}`;
    return `${meter} · ${bpm} battements par minute`;
  }
  const meter = beats === 1 ? 'One beat per bar' : `${beats}/4 time${group}`;
  return `${meter} · ${bpm} beats per minute`;
}

/** 44 px, smaller where a long title would run off the picture (DejaVu Sans: about 0.52 em a character) */
const titleSize = (title: string) => Math.min(44, Math.floor(1180 / (0.52 * title.length)));

export async function renderPoster(v: Video, lang: MetreLang, tmp: string): Promise<void> {
  const { beats, bpm, metre, technique } = v;
  const p = pattern(beats, v.shape);
  const tl = videoTimeline(v);
  const f = renderBase(p, tl.labels, { poster: true, rebound: drawnRebound(tl) });
  const [x, y] = ictusPx(p, 0);
  const hand = v.gestures.leftHand;
  // a rising palm halfway up: at the waist it would sit on the poster's lower edge
  const left =
    hand === 'mirror' ? 'mirror' : hand === 'rise' ? { x: RISE.x, y: (RISE.from + RISE.to) / 2 } : 'rest';
  drawArms(f, W, H, figurePose({ x, y }, left), hand === 'rise' ? 1 : 0);
  drawHead(f, W, H, LOOK_AT_CHOIR);
  const big = metre
    ? metre.signature
    : (technique?.signature ?? (beats === 1 ? '1' : `${beats / v.subdivide}/4`));
  const titleFile = join(tmp, `title-${v.id}-${lang}.txt`);
  const bigFile = join(tmp, `big-${v.id}.txt`);
  const title = technique
    ? techniqueTitle(technique, lang)
    : metre
      ? metreTitle(metre, bpm, lang)
      : posterTitle(beats, bpm, lang);
  writeFileSync(titleFile, title);
  writeFileSync(bigFile, big);
  const ink = '0x0f172a';
  const vf = [
    `drawtext=fontfile=${FONT_BOLD}:textfile=${bigFile}:fontsize=${big.length === 1 ? 220 : big.length > 3 ? 120 : 150}:fontcolor=0x1d4ed8` +
      `:x=${COUNTER_X}-text_w/2:y=${Math.round((40 + 596) / 2)}-text_h/2`,
    `drawtext=fontfile=${FONT_REGULAR}:textfile=${titleFile}:fontsize=${titleSize(title)}:fontcolor=${ink}` +
      ':x=(w-text_w)/2:y=658-text_h/2',
    'scale=640:360:flags=lanczos',
  ].join(',');
  const proc = spawn(
    FFMPEG,
    [
      ...['-y', '-hide_banner', '-loglevel', 'error'],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${W}x${H}`, '-i', 'pipe:0'],
      ...['-vf', vf, '-frames:v', '1', '-c:v', 'mjpeg', '-q:v', '5', '-pix_fmt', 'yuvj420p'],
      ...['-map_metadata', '-1', '-fflags', '+bitexact'],
      join(OUT_DIR, `${v.id}-${lang}.jpg`),
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const done = waitClose(proc, `poster ${v.id}-${lang}`);
  proc.stdin!.end(f);
  await done;
}
