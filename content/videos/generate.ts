/**
 * Generates the conducting-pattern practice videos in content/videos/.
 *
 *   npx tsx content/videos/generate.ts                 # everything (21 combinations)
 *   npx tsx content/videos/generate.ts --only=4-70,7-90  # a subset (index.json is still written for all)
 *   npx tsx content/videos/generate.ts --skip-video     # captions, posters and index.json only
 *   npx tsx content/videos/generate.ts --jobs=1         # parallel combinations (default 2)
 *   npx tsx content/videos/generate.ts --stills=/tmp    # one PNG per pattern, for checking shapes
 * Encoder settings can be overridden for experiments: CRF_720=.. CRF_360=.. GOP=.. (frames).
 *
 * Node built-ins only; needs ffmpeg (libx264, aac, mjpeg, drawtext) and the DejaVu fonts at build time.
 * Frames are rasterised here (raw RGB piped to ffmpeg), the click track is synthesised here as PCM.
 * Every position on screen is a function of time computed from the same beat times that place the
 * clicks, so picture and sound are in sync by construction.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawArms, drawBody, figurePose, type LeftHand } from './figure';
import { METRES, type Metre, type MetreLang, metreTitle } from './metres';
import { blend, clamp01, disc, fill, type Img, paintMask, type RGB, ring, strokeMask } from './raster';

// ---------------------------------------------------------------------------------------------
// constants

const OUT_DIR = dirname(fileURLToPath(import.meta.url));
const FFMPEG = process.env.FFMPEG ?? 'ffmpeg';
const FONT_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const FONT_REGULAR = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

const W = 1280;
const H = 720;
const FPS = 30;
const SR = 48000; // 1 video frame = 1600 samples exactly

const BEATS = [1, 2, 3, 4, 5, 6, 7] as const;
const TEMPI = [60, 70, 90] as const;
const COUNT_IN_BARS = 1;
const PLAY_BARS = 4;
const HOLD_START = 0.5; // s of stillness before the preparatory beat
const HOLD_END = 0.8; // s of stillness after the hand has come to rest

// encoder settings (tuned for the 8 MB folder budget)
const CRF_720 = Number(process.env.CRF_720 ?? 33);
const CRF_360 = Number(process.env.CRF_360 ?? 32);
const AUDIO_BITRATE = '64k';
const GOP = Number(process.env.GOP ?? 300); // keyframe interval in frames (10 s)

// layout (1280x720 reference; the 360p version is a downscale of the same frames)
// (src/core/practice/patterns.ts PRACTICE_VIDEO_PLACEMENT has the same figures, for the app's overlay)
const CX = 685; // horizontal centre of the pattern: the conductor's right hand, see figure.ts
const IY = 540; // the ictus line ("focal plane")
const S = 215; // pattern units -> pixels
const LABEL_DY = 48; // beat numbers below the ictus points
const COUNTER_X = 1085;
const COUNTER_Y = 305;
const PIPS_Y = 560;

const C_BG: RGB = [241, 245, 249]; // slate-100
const C_CARD: RGB = [255, 255, 255];
const C_BORDER: RGB = [226, 232, 240]; // slate-200
const C_BLUE: RGB = [29, 78, 216]; // #1d4ed8
const C_INK: RGB = [15, 23, 42]; // slate-900
const C_MUTED: RGB = [148, 163, 184]; // slate-400
const C_FAINT: RGB = [203, 213, 225]; // slate-300

// ---------------------------------------------------------------------------------------------
// patterns
//
// Pattern space: u = horizontal (-1 left .. 1 right, conductor's own view, right hand),
// v = height above the ictus line (0 = focal plane, 1 = top of the pattern).
// Motion between ictus i and i+1 (s = 0..1 over one beat):
//   v(s) = lerp(v_i, v_i+1, s) + 4 h s (1 - s)      -> constant "gravity": the hand accelerates into
//                                                     the ictus and rebounds out of it (bouncing ball)
//   u(s) = lerp(u_i, u_i+1, e(s)), e = cubic with end slopes d0/d1 (0 = vertical departure/arrival)

interface Pt {
  u: number;
  v: number;
}
interface Seg {
  h: number; // rebound height
  d0: number; // horizontal slope leaving the ictus
  d1: number; // horizontal slope arriving at the next ictus
}
export interface Pattern {
  beats: number;
  grouping: string;
  points: Pt[]; // ictus of beat 1..n
  segs: Seg[]; // segment i goes from beat i+1 to beat i+2 (the last one back to beat 1)
  dirs: Dir[]; // direction of each beat 1..n: what the lessons state and the captions say (tests/unit/server/content)
  tip: Record<Lang, string>; // caption of bar 2
  focus: Record<Lang, string>; // caption of bar 3
  labelRight?: number[]; // beats (1-based) whose number sits right of the ictus instead of below
}

const UP_TO_ONE: Seg = { h: 0.95, d0: 2.4, d1: 0 }; // last beat: rebound to the top, straight down into 1

export type Lang = 'de' | 'en' | 'fr' | 'it';
export type Dir = 'down' | 'left' | 'right' | 'up';
/** The words for the beat directions, in captions and in the lessons' "Beat directions" lines. */
export const DIRECTION_WORDS: Record<Lang, Record<Dir, string>> = {
  en: { down: 'down', left: 'left', right: 'right', up: 'up' },
  de: { down: 'nach unten', left: 'nach links', right: 'nach rechts', up: 'nach oben' },
  fr: { down: 'vers le bas', left: 'vers la gauche', right: 'vers la droite', up: 'vers le haut' },
  it: { down: 'giù', left: 'a sinistra', right: 'a destra', up: 'su' },
};

export const PATTERNS: Record<number, Pattern> = {
  1: {
    beats: 1,
    grouping: '1',
    points: [{ u: 0, v: 0 }],
    segs: [{ h: 0.95, d0: 1, d1: 1 }],
    dirs: ['down'],
    tip: {
      en: 'Keep the beat point at the same height every bar',
      de: 'Den Schlagpunkt in jedem Takt auf gleicher Höhe halten',
      it: 'Tieni il punto di battuta sempre alla stessa altezza',
      fr: 'Gardez le point de battue à la même hauteur à chaque mesure',
    },
    focus: {
      en: 'Think of the whole bar as one swing',
      de: 'Den ganzen Takt als einen Schwung denken',
      fr: 'Pensez la mesure entière comme un seul élan',
      it: "Pensa l'intera battuta come un solo slancio",
    },
  },
  2: {
    beats: 2,
    grouping: '2',
    points: [
      { u: 0, v: 0 },
      { u: 0.32, v: 0.12 },
    ],
    segs: [{ h: 0.3, d0: 0.3, d1: 1.4 }, UP_TO_ONE],
    dirs: ['down', 'up'],
    tip: {
      en: 'Small rebound to the right, then up on 2',
      de: 'Kleiner Rückprall nach rechts, dann auf 2 nach oben',
      it: 'Piccolo rimbalzo a destra, poi su sul 2',
      fr: 'Petit rebond vers la droite, puis vers le haut sur 2',
    },
    focus: {
      en: 'Give beat 2 its own clear ictus',
      de: 'Der Zwei einen eigenen, klaren Schlagpunkt geben',
      fr: 'Donnez au 2e temps un ictus net, bien à lui',
      it: 'Dai al secondo tempo un ictus chiaro',
    },
  },
  3: {
    beats: 3,
    grouping: '3',
    points: [
      { u: 0, v: 0 },
      { u: 0.78, v: 0.04 },
      { u: 0.34, v: 0.16 },
    ],
    segs: [{ h: 0.38, d0: 0.3, d1: 1.5 }, { h: 0.3, d0: 1, d1: 1 }, UP_TO_ONE],
    dirs: ['down', 'right', 'up'],
    tip: {
      en: 'Beat 2 goes out to the right, beat 3 comes back up',
      de: 'Schlag 2 geht nach rechts außen, Schlag 3 zurück nach oben',
      it: 'Il secondo tempo va a destra, il terzo torna su',
      fr: 'Le 2e temps part à droite, le 3e remonte',
    },
    focus: {
      en: 'Beat 3 lifts like a breath in',
      de: 'Die Drei hebt sich wie ein Einatmen',
      fr: 'Le 3e temps s’élève comme une inspiration',
      it: 'Il terzo tempo si alza come un respiro',
    },
  },
  4: {
    beats: 4,
    grouping: '4',
    points: [
      { u: 0, v: 0 },
      { u: -0.72, v: 0.04 },
      { u: 0.78, v: 0.04 },
      { u: 0.34, v: 0.16 },
    ],
    segs: [{ h: 0.4, d0: 0, d1: 2 }, { h: 0.16, d0: 1, d1: 1 }, { h: 0.24, d0: 1, d1: 1 }, UP_TO_ONE],
    dirs: ['down', 'left', 'right', 'up'],
    tip: {
      en: 'Beat 3 crosses to the right: the secondary accent',
      de: 'Schlag 3 kreuzt nach rechts: die Nebenbetonung',
      it: "Il terzo tempo attraversa a destra: l'accento secondario",
      fr: 'Le 3e temps traverse vers la droite : l’accent secondaire',
    },
    focus: {
      en: 'All four beats on one level',
      de: 'Alle vier Schläge auf einer Höhe',
      fr: 'Les quatre temps sur un même plan',
      it: 'Tutti e quattro i tempi sullo stesso piano',
    },
  },
  5: {
    beats: 5,
    grouping: '3+2',
    points: [
      { u: 0, v: 0 },
      { u: -0.42, v: 0.03 },
      { u: -0.84, v: 0.08 },
      { u: 0.78, v: 0.04 },
      { u: 0.34, v: 0.16 },
    ],
    segs: [
      { h: 0.3, d0: 0.3, d1: 1.4 },
      { h: 0.24, d0: 0.6, d1: 1.3 },
      { h: 0.3, d0: 1, d1: 1 },
      { h: 0.3, d0: 1, d1: 1 },
      UP_TO_ONE,
    ],
    dirs: ['down', 'left', 'left', 'right', 'up'],
    tip: {
      en: '3 + 2: two beats to the left, cross over on 4',
      de: '3 + 2: zwei Schläge nach links, auf 4 hinüber nach rechts',
      it: '3 + 2: due tempi a sinistra, sul 4 si passa a destra',
      fr: '3 + 2 : deux temps à gauche, on traverse sur le 4',
    },
    focus: {
      en: 'Beat 3 smaller than beat 2',
      de: 'Die Drei kleiner als die Zwei',
      fr: 'Le 3e temps plus petit que le 2e',
      it: 'Il terzo tempo più piccolo del secondo',
    },
  },
  6: {
    beats: 6,
    grouping: '3+3',
    points: [
      { u: 0, v: 0 },
      { u: -0.42, v: 0.03 },
      { u: -0.84, v: 0.08 },
      { u: 0.42, v: 0.03 },
      { u: 0.84, v: 0.08 },
      { u: 0.2, v: 0.36 },
    ],
    segs: [
      { h: 0.3, d0: 0.3, d1: 1.4 },
      { h: 0.24, d0: 0.6, d1: 1.3 },
      { h: 0.16, d0: 1, d1: 1 },
      { h: 0.24, d0: 0.6, d1: 1.3 },
      { h: 0.26, d0: 1, d1: 1 },
      { ...UP_TO_ONE, h: 0.85 },
    ],
    labelRight: [6],
    dirs: ['down', 'left', 'left', 'right', 'right', 'up'],
    tip: {
      en: 'Two beats left, two beats right: accent on 4',
      de: 'Zwei Schläge links, zwei rechts: Betonung auf 4',
      it: 'Due tempi a sinistra, due a destra: accento sul 4',
      fr: 'Deux temps à gauche, deux à droite : accent sur le 4',
    },
    focus: {
      en: 'Beats 2, 3, 5 and 6 smaller than 1 and 4',
      de: 'Die Schläge 2, 3, 5 und 6 kleiner als 1 und 4',
      fr: 'Les temps 2, 3, 5 et 6 plus petits que 1 et 4',
      it: 'I tempi 2, 3, 5 e 6 più piccoli di 1 e 4',
    },
  },
  7: {
    beats: 7,
    grouping: '2+2+3',
    points: [
      { u: 0, v: 0 },
      { u: -0.26, v: 0.0 },
      { u: -0.58, v: 0.04 },
      { u: -0.9, v: 0.09 },
      { u: 0.48, v: 0.03 },
      { u: 0.88, v: 0.08 },
      { u: 0.2, v: 0.36 },
    ],
    segs: [
      { h: 0.26, d0: 0, d1: 0.6 },
      { h: 0.3, d0: 0.6, d1: 1.4 },
      { h: 0.24, d0: 0.6, d1: 1.3 },
      { h: 0.16, d0: 1, d1: 1 },
      { h: 0.24, d0: 0.6, d1: 1.3 },
      { h: 0.26, d0: 1, d1: 1 },
      { ...UP_TO_ONE, h: 0.85 },
    ],
    labelRight: [7],
    dirs: ['down', 'down', 'left', 'left', 'right', 'right', 'up'],
    tip: {
      en: '2 + 2 + 3: the long group comes last',
      de: '2 + 2 + 3: die lange Gruppe kommt zuletzt',
      it: "2 + 2 + 3: il gruppo lungo è l'ultimo",
      fr: '2 + 2 + 3 : le groupe long vient en dernier',
    },
    focus: {
      en: 'Groups start on 1, 3 and 5',
      de: 'Die Gruppen beginnen auf 1, 3 und 5',
      fr: 'Les groupes commencent sur 1, 3 et 5',
      it: 'I gruppi iniziano su 1, 3 e 5',
    },
  },
};

export function pattern(beats: number): Pattern {
  const p = PATTERNS[beats];
  if (!p) throw new Error(`no pattern for ${beats}`);
  return p;
}

/** cubic 0..1 with e(0)=0, e(1)=1, e'(0)=d0, e'(1)=d1 */
function ease(s: number, d0: number, d1: number): number {
  const a = d0 + d1 - 2;
  const b = 3 - 2 * d0 - d1;
  return ((a * s + b) * s + d0) * s;
}

/** position (pixels, 1280x720 layout) on the segment leaving beat index i (0-based), s in 0..1 */
function segPoint(p: Pattern, i: number, s: number): [number, number] {
  const n = p.beats;
  const a = p.points[i % n]!;
  const b = p.points[(i + 1) % n]!;
  const g = p.segs[i % n]!;
  const u = a.u + (b.u - a.u) * ease(s, g.d0, g.d1);
  const v = a.v + (b.v - a.v) * s + 4 * g.h * s * (1 - s);
  return [CX + u * S, IY - v * S];
}

function ictusPx(p: Pattern, i: number): [number, number] {
  const pt = p.points[i]!;
  return [CX + pt.u * S, IY - pt.v * S];
}

/** where the beat number of beat index i is drawn */
function labelPx(p: Pattern, i: number): [number, number] {
  const [x, y] = ictusPx(p, i);
  return p.labelRight?.includes(i + 1) ? [x + 38, y + 4] : [x, y + LABEL_DY];
}

// ---------------------------------------------------------------------------------------------
// the videos: every standard pattern at every tempo, then the fast and asymmetric metres (metres.ts)

interface Video {
  id: string;
  beats: number; // conducted beats per bar
  bpm: number; // clicks per minute
  groups: number[]; // counts per conducted beat
  leftHand: LeftHand;
  metre?: Metre;
}

/** Videos whose left hand rests instead of mirroring: lesson 912 "Right hand alone" uses 4-60. */
const LEFT_HAND: Record<string, LeftHand> = { 'pattern-4-60': 'rest' };

const VIDEOS: Video[] = [
  ...BEATS.flatMap((beats) =>
    TEMPI.map((bpm): Video => {
      const id = `pattern-${beats}-${bpm}`;
      return { id, beats, bpm, groups: Array(beats).fill(1), leftHand: LEFT_HAND[id] ?? 'mirror' };
    }),
  ),
  ...METRES.flatMap((metre) =>
    metre.tempi.map(
      (bpm): Video => ({
        id: `pattern-${metre.groups.reduce((a, b) => a + b, 0)}-${metre.key}-${bpm}`,
        beats: metre.groups.length,
        bpm,
        groups: metre.groups,
        leftHand: metre.leftHand,
        metre,
      }),
    ),
  ),
];

const videoTimeline = (v: Video) => timeline(v.beats, v.bpm, v.groups);

// ---------------------------------------------------------------------------------------------
// timeline

export interface Timeline {
  beats: number; // conducted beats per bar
  bpm: number; // clicks (counts) per minute
  T: number; // length of the first conducted beat, s (the preparatory beat and the final rebound use it)
  t0: number; // first click (count-in beat 1)
  beatTimes: number[]; // s, every ictus
  clickTimes: number[]; // s, every click (= every ictus when each beat is one count)
  counts: number; // clicks per bar
  groupStarts: number[]; // the count (1-based) each conducted beat falls on: its label
  barStarts: number[]; // s, count-in bar then bars 1..4, then the end of bar 4
  lastBeat: number;
  sApex: number; // where the rebound after the last beat reaches its top
  tailMove: number; // s from the last ictus to rest
  frames: number;
  duration: number; // s = frames / FPS
}

/** `groups`: counts per conducted beat (one each by default; e.g. [2, 3] for 5/8 beaten in two) */
export function timeline(beats: number, bpm: number, groups: number[] = Array(beats).fill(1)): Timeline {
  const p = pattern(beats);
  const unit = 60 / bpm;
  const counts = groups.reduce((a, b) => a + b, 0);
  const offsets = groups.map((_, i) => groups.slice(0, i).reduce((a, b) => a + b, 0));
  const T = groups[0]! * unit;
  const t0 = HOLD_START + T; // still, then one preparatory beat
  const bars = COUNT_IN_BARS + PLAY_BARS;
  const beatTimes = Array.from({ length: bars * beats }, (_, k) => {
    const bar = Math.floor(k / beats);
    return t0 + (bar * counts + offsets[k % beats]!) * unit;
  });
  const clickTimes = Array.from({ length: bars * counts }, (_, k) => t0 + k * unit);
  const barStarts = Array.from({ length: bars + 1 }, (_, b) => t0 + b * counts * unit);
  const lastBeat = beatTimes.at(-1)!;
  // top of the rebound after the last beat
  let sApex = 0;
  let best = Number.POSITIVE_INFINITY;
  for (let k = 0; k <= 1000; k++) {
    const y = segPoint(p, beats - 1, k / 1000)[1];
    if (y < best) {
      best = y;
      sApex = k / 1000;
    }
  }
  // decelerate uniformly from the rebound speed to rest at the apex: distance sApex at mean speed 1/(2T)
  const tailMove = 2 * sApex * T;
  const frames = Math.ceil((lastBeat + tailMove + HOLD_END) * FPS);
  return {
    beats,
    bpm,
    T,
    t0,
    beatTimes,
    clickTimes,
    counts,
    groupStarts: offsets.map((o) => o + 1),
    barStarts,
    lastBeat,
    sApex,
    tailMove,
    frames,
    duration: frames / FPS,
  };
}

export interface Motion {
  x: number;
  y: number;
}

/** where the beat hand is at time t */
export function motion(p: Pattern, tl: Timeline, t: number): Motion {
  const n = p.beats;
  let x: number;
  let y: number;
  if (t < HOLD_START) {
    [x, y] = segPoint(p, n - 1, 0);
  } else if (t < tl.t0) {
    // preparatory beat: starts from rest, lands on beat 1 with the normal speed (w(0)'=0, w(1)'=1)
    const s = (t - HOLD_START) / tl.T;
    [x, y] = segPoint(p, n - 1, 2 * s * s - s * s * s);
  } else if (t < tl.lastBeat) {
    const k = lastIctus(tl, t);
    const s = (t - tl.beatTimes[k]!) / (tl.beatTimes[k + 1]! - tl.beatTimes[k]!);
    [x, y] = segPoint(p, k % n, s);
  } else {
    const tau = Math.min(t - tl.lastBeat, tl.tailMove);
    const q = 1 - tau / tl.tailMove;
    [x, y] = segPoint(p, n - 1, tl.sApex * (1 - q * q));
  }
  return { x, y };
}

/** index of the last time at or before t in a sorted list (-1 before the first) */
function lastAtOrBefore(times: readonly number[], t: number): number {
  let lo = 0;
  let hi = times.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! <= t + 1e-9) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** click k: 2 = beat 1 of a bar, 1 = another conducted beat, 0 = a count inside a beat */
function clickLevel(tl: Timeline, k: number): 0 | 1 | 2 {
  const c = (k % tl.counts) + 1;
  return c === 1 ? 2 : tl.groupStarts.includes(c) ? 1 : 0;
}

/** index of the last ictus at or before t (-1 before the first click) */
function lastIctus(tl: Timeline, t: number): number {
  return lastAtOrBefore(tl.beatTimes, t);
}

// ---------------------------------------------------------------------------------------------
// drawing helpers

/** rounded rectangle (filled, with a 1.5 px border) */
function card(f: Img, w: number, x0: number, y0: number, x1: number, y1: number, rad: number): void {
  for (let y = Math.floor(y0 - 2); y <= Math.ceil(y1 + 2); y++) {
    for (let x = Math.floor(x0 - 2); x <= Math.ceil(x1 + 2); x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      const qx = Math.max(x0 + rad - px, 0, px - (x1 - rad));
      const qy = Math.max(y0 + rad - py, 0, py - (y1 - rad));
      const d = Math.hypot(qx, qy) - rad; // signed distance to the outline (negative inside)
      const inside = clamp01(0.5 - d);
      if (inside > 0) blend(f, w, x, y, C_BORDER, inside);
      const inner = clamp01(-1.5 - d + 0.5);
      if (inner > 0) blend(f, w, x, y, C_CARD, inner);
    }
  }
}

// glyphs: rasterised once by ffmpeg's drawtext (white on black -> coverage mask)
interface Glyph {
  w: number;
  h: number;
  a: Float32Array;
}
const glyphCache = new Map<string, Glyph>();

function glyph(text: string, size: number): Glyph {
  const key = `${size}:${text}`;
  const hit = glyphCache.get(key);
  if (hit) return hit;
  // even sizes: the lavfi colour source is yuv420p before the conversion to rgb24
  const gw = 2 * Math.ceil((size * 0.75 * text.length + size * 0.4) / 2);
  const gh = 2 * Math.ceil((size * 1.3) / 2);
  const r = spawnSync(
    FFMPEG,
    [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `color=c=black:s=${gw}x${gh}:d=1`],
      ...['-vf', `format=rgb24,drawtext=fontfile=${FONT_BOLD}:text=${text}:fontsize=${size}:fontcolor=white`],
      // centre on the digit box (all digits share the same height in DejaVu Sans)
      ...['-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  if (r.status !== 0) throw new Error(`glyph ffmpeg failed: ${r.stderr}`);
  const px = r.stdout;
  // crop to the ink bounding box
  let minX = gw;
  let minY = gh;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < gh; y++) {
    for (let x = 0; x < gw; x++) {
      if (px[(y * gw + x) * 3]! > 8) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
  }
  const w = maxX - minX + 1;
  const h = maxY - minY + 1;
  const a = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) a[y * w + x] = px[((y + minY) * gw + x + minX) * 3]! / 255;
  }
  const g = { w, h, a };
  glyphCache.set(key, g);
  return g;
}

function blitGlyph(f: Img, w: number, g: Glyph, cx: number, cy: number, c: RGB, alpha: number): void {
  const x0 = Math.round(cx - g.w / 2);
  const y0 = Math.round(cy - g.h / 2);
  for (let y = 0; y < g.h; y++) {
    for (let x = 0; x < g.w; x++) {
      const m = g.a[y * g.w + x]!;
      if (m > 0) blend(f, w, x0 + x, y0 + y, c, m * alpha);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// drawing

/** the full path of one bar, as a polyline */
function barPath(p: Pattern): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i < p.beats; i++) {
    for (let k = 0; k < 240; k++) pts.push(segPoint(p, i, k / 240));
  }
  pts.push(segPoint(p, 0, 0));
  return pts;
}

const LABEL_SIZE = 40;
const COUNTER_SIZE = 300;

/** static background of a video (or poster): cards, faint path, ictus points, beat numbers */
/** `labels`: the text at each beat point (the count it falls on) */
function renderBase(p: Pattern, labels: string[], opts: { poster: boolean }): Img {
  const f = Buffer.alloc(W * H * 3);
  fill(f, C_BG);
  const bottom = opts.poster ? 596 : 680;
  card(f, W, 40, 40, 900, bottom, 22);
  card(f, W, 930, 40, 1240, bottom, 22);
  drawBody(f, W, H, bottom - 1);
  const mask = new Float32Array(W * H);
  strokeMask(mask, W, H, barPath(p), opts.poster ? 9 : 8);
  paintMask(f, mask, C_BLUE, opts.poster ? 0.55 : 0.3);
  for (let i = 0; i < p.beats; i++) {
    const [x, y] = ictusPx(p, i);
    disc(f, W, H, x, y, 7, C_BLUE, opts.poster ? 0.9 : 0.55);
    const [lx, ly] = labelPx(p, i);
    blitGlyph(f, W, glyph(labels[i]!, LABEL_SIZE), lx, ly, opts.poster ? C_INK : C_MUTED, 1);
  }
  if (!opts.poster) {
    for (let b = 0; b < COUNT_IN_BARS + PLAY_BARS; b++) ring(f, W, H, pipX(b), PIPS_Y, 9, 2.5, C_FAINT, 1);
  }
  return f;
}

function pipX(b: number): number {
  const n = COUNT_IN_BARS + PLAY_BARS;
  return COUNTER_X + (b - (n - 1) / 2) * 44;
}

function renderFrame(f: Img, base: Img, p: Pattern, tl: Timeline, t: number, leftHand: LeftHand): void {
  base.copy(f);
  const n = p.beats;
  const k = lastIctus(tl, t);
  const since = k >= 0 ? t - tl.beatTimes[k]! : 0;

  // beat number at the ictus lights up and fades
  if (k >= 0) {
    const bi = k % n;
    const fade = clamp01(1 - since / Math.max(0.45, tl.T * 0.8));
    if (fade > 0) {
      const [x, y] = ictusPx(p, bi);
      const [lx, ly] = labelPx(p, bi);
      blitGlyph(f, W, glyph(String(tl.groupStarts[bi]), LABEL_SIZE), lx, ly, C_BLUE, fade);
      // impact ring
      const q = clamp01(since / 0.4);
      if (q < 1) {
        const accent = bi === 0;
        const r = 22 + (accent ? 62 : 44) * (1 - (1 - q) * (1 - q));
        ring(f, W, H, x, y, r, accent ? 6 : 4, C_BLUE, (accent ? 0.7 : 0.5) * (1 - q) * (1 - q));
      }
    }
  }

  // motion trail (last ~0.2 s), then the baton tip
  for (let j = 10; j >= 1; j--) {
    const tt = t - j * 0.02;
    if (tt < 0) continue;
    const m = motion(p, tl, tt);
    disc(f, W, H, m.x, m.y, 19 * (1 - j / 13), C_BLUE, 0.2 * (1 - j / 11));
  }
  drawArms(f, W, H, figurePose(motion(p, tl, t), leftHand));

  // big counter (every click) and bar pips
  const kc = lastAtOrBefore(tl.clickTimes, t);
  if (kc >= 0) {
    const bar = Math.floor(kc / tl.counts);
    const countIn = bar < COUNT_IN_BARS;
    const endFade = t > tl.lastBeat ? clamp01(1 - (t - tl.lastBeat - tl.tailMove) / 0.5) : 1;
    const level = clickLevel(tl, kc);
    const col = countIn ? C_MUTED : level === 2 ? C_BLUE : level === 1 ? C_INK : C_MUTED;
    const count = String((kc % tl.counts) + 1);
    blitGlyph(f, W, glyph(count, COUNTER_SIZE), COUNTER_X, COUNTER_Y, col, endFade);
    for (let b = 0; b <= bar; b++) {
      const c = b < COUNT_IN_BARS ? C_MUTED : C_BLUE;
      disc(f, W, H, pipX(b), PIPS_Y, b === bar ? 12 : 10, c, 1);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// audio: woodblock-like clicks, beat 1 higher and louder

function clickTrack(tl: Timeline): Buffer {
  const len = Math.round(tl.duration * SR);
  const mix = new Float32Array(len);
  const clickLen = Math.round(0.09 * SR);
  tl.clickTimes.forEach((tb, k) => {
    const level = clickLevel(tl, k);
    const f0 = [880, 1175, 1760][level]!;
    const amp = [0.3, 0.5, 0.8][level]!;
    const start = Math.round(tb * SR);
    for (let i = 0; i < clickLen && start + i < len; i++) {
      const t = i / SR;
      const attack = Math.min(1, i / 12); // 0.25 ms
      const body = Math.sin(2 * Math.PI * f0 * t) * Math.exp(-t / 0.016);
      const tick = 0.35 * Math.sin(2 * Math.PI * f0 * 2.76 * t) * Math.exp(-t / 0.004);
      mix[start + i] = mix[start + i]! + amp * attack * (body + tick);
    }
  });
  const wav = Buffer.alloc(44 + len * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + len * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SR, 24);
  wav.writeUInt32LE(SR * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(len * 2, 40);
  for (let i = 0; i < len; i++) {
    wav.writeInt16LE(Math.round(Math.max(-1, Math.min(1, mix[i]!)) * 32767), 44 + i * 2);
  }
  return wav;
}

// ---------------------------------------------------------------------------------------------
// encoding

const COLOR_TAGS = ['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709'];

function videoArgs(crf: number, level: string): string[] {
  return [
    ...['-c:v', 'libx264', '-preset', 'slow', '-tune', 'animation', '-crf', String(crf)],
    ...['-profile:v', 'high', '-level:v', level, '-pix_fmt', 'yuv420p', '-g', String(GOP)],
    ...COLOR_TAGS,
    ...['-c:a', 'aac', '-b:a', AUDIO_BITRATE, '-ac', '1', '-ar', String(SR)],
    ...['-movflags', '+faststart', '-map_metadata', '-1', '-fflags', '+bitexact'],
  ];
}

function waitClose(proc: ReturnType<typeof spawn>, what: string): Promise<void> {
  let err = '';
  proc.stderr?.on('data', (d: Buffer) => {
    err += d.toString();
  });
  return new Promise((resolve, reject) => {
    proc.on('error', reject);
    proc.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${what}: ffmpeg exit ${code}\n${err}`)),
    );
  });
}

async function encodeVideo(v: Video, tmp: string): Promise<void> {
  const p = pattern(v.beats);
  const tl = videoTimeline(v);
  const id = v.id;
  const wavPath = join(tmp, `${id}.wav`);
  writeFileSync(wavPath, clickTrack(tl));
  const base = renderBase(p, tl.groupStarts.map(String), { poster: false });
  const args = [
    ...['-y', '-hide_banner', '-loglevel', 'error'],
    ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${W}x${H}`, '-r', String(FPS), '-i', 'pipe:0'],
    ...['-i', wavPath],
    '-filter_complex',
    '[0:v]split=2[a][b];' +
      '[a]scale=out_color_matrix=bt709:out_range=tv,format=yuv420p[v720];' +
      '[b]scale=640:360:flags=lanczos:out_color_matrix=bt709:out_range=tv,format=yuv420p[v360]',
    ...['-map', '[v720]', '-map', '1:a', ...videoArgs(CRF_720, '3.1'), join(OUT_DIR, `${id}-720.mp4`)],
    ...['-map', '[v360]', '-map', '1:a', ...videoArgs(CRF_360, '3.0'), join(OUT_DIR, `${id}-360.mp4`)],
  ];
  const proc = spawn(FFMPEG, args, { stdio: ['pipe', 'ignore', 'pipe'] });
  const done = waitClose(proc, id);
  const stdin = proc.stdin!;
  const frame = Buffer.alloc(W * H * 3);
  for (let i = 0; i < tl.frames; i++) {
    renderFrame(frame, base, p, tl, i / FPS, v.leftHand);
    // copy: the pipe may hold on to the buffer
    if (!stdin.write(Buffer.from(frame))) {
      await new Promise<void>((resolve) => stdin.once('drain', resolve));
    }
  }
  stdin.end();
  await done;
}

// ---------------------------------------------------------------------------------------------
// texts: posters and captions

/** The interface languages: one poster each (captions also exist in Italian). */
const POSTER_LANGUAGES = ['de', 'en', 'fr'] as const satisfies readonly MetreLang[];

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

async function renderPoster(v: Video, lang: MetreLang, tmp: string): Promise<void> {
  const { beats, bpm, metre } = v;
  const p = pattern(beats);
  const f = renderBase(p, videoTimeline(v).groupStarts.map(String), { poster: true });
  const [x, y] = ictusPx(p, 0);
  drawArms(f, W, H, figurePose({ x, y }, v.leftHand));
  const big = metre ? metre.signature : beats === 1 ? '1' : `${beats}/4`;
  const titleFile = join(tmp, `title-${v.id}-${lang}.txt`);
  const bigFile = join(tmp, `big-${v.id}.txt`);
  writeFileSync(titleFile, metre ? metreTitle(metre, bpm, lang) : posterTitle(beats, bpm, lang));
  writeFileSync(bigFile, big);
  const ink = '0x0f172a';
  const vf = [
    `drawtext=fontfile=${FONT_BOLD}:textfile=${bigFile}:fontsize=${big.length === 1 ? 220 : 150}:fontcolor=0x1d4ed8` +
      `:x=${COUNTER_X}-text_w/2:y=${Math.round((40 + 596) / 2)}-text_h/2`,
    `drawtext=fontfile=${FONT_REGULAR}:textfile=${titleFile}:fontsize=44:fontcolor=${ink}` +
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

function captions(beats: number, bpm: number, lang: Lang): string {
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
function metreCaptions(v: Video, metre: Metre, lang: MetreLang): string {
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

// ---------------------------------------------------------------------------------------------
// index

interface IndexEntry {
  id: string;
  beats: number;
  bpm: number;
  durationMs: number;
  sources: { quality: 720 | 360; file: string; bytes: number }[];
  posters: Record<MetreLang, string>;
  /** the metre videos have no Italian captions */
  captions: Partial<Record<Lang, string>>;
  beatTimesMs: number[];
  pattern: string;
  /** fast and asymmetric metres only: time signature, counts per beat (`2+3`), every click */
  metre?: string;
  groups?: string;
  clickTimesMs?: number[];
}

/** Caption languages of a video: the metre videos have no Italian ones. */
function captionLanguages(v: Video): Lang[] {
  return v.metre ? ['de', 'en', 'fr'] : ['de', 'en', 'fr', 'it'];
}

function indexEntry(v: Video): IndexEntry {
  const { id, beats, bpm, metre } = v;
  const tl = videoTimeline(v);
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
    captions: Object.fromEntries(captionLanguages(v).map((lang) => [lang, `${id}.${lang}.vtt`])),
    beatTimesMs: tl.beatTimes.map((s) => Math.round(s * 1000)),
    pattern: pattern(beats).grouping,
    ...(metre && {
      metre: metre.signature,
      groups: metre.groups.join('+'),
      clickTimesMs: tl.clickTimes.map((s) => Math.round(s * 1000)),
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// main

async function pool<T>(items: T[], jobs: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
}

async function main(): Promise<void> {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}`));
  const only = arg('only')?.split('=')[1]?.split(',');
  const jobs = Number(arg('jobs')?.split('=')[1] ?? 2);
  const skipVideo = Boolean(arg('skip-video'));
  const todo = only ? VIDEOS.filter((v) => only.includes(v.id.replace('pattern-', ''))) : VIDEOS;
  const tmp = mkdtempSync(join(tmpdir(), 'choir-videos-'));
  const started = Date.now();
  try {
    if (arg('stills')) {
      // debugging aid: stills of the second bar every half beat, per pattern, as PNGs in the given folder
      const dir = arg('stills')!.split('=')[1] ?? tmpdir();
      for (const v of todo) {
        const p = pattern(v.beats);
        const tl = videoTimeline(v);
        const base = renderBase(p, tl.groupStarts.map(String), { poster: false });
        const f = Buffer.alloc(W * H * 3);
        for (let k = 0; k < 2 * tl.counts; k++) {
          renderFrame(f, base, p, tl, tl.barStarts[1]! + ((k / 2) * 60) / v.bpm + 0.05, v.leftHand);
          const png = join(dir, `${v.id}-${k}.png`);
          const args = ['-y', '-v', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${W}x${H}`];
          spawnSync(FFMPEG, [...args, '-i', 'pipe:0', png], { input: f });
        }
      }
      return;
    }
    for (const v of todo) {
      for (const lang of captionLanguages(v)) {
        const text = v.metre
          ? metreCaptions(v, v.metre, lang as 'de' | 'en' | 'fr')
          : captions(v.beats, v.bpm, lang);
        writeFileSync(join(OUT_DIR, `${v.id}.${lang}.vtt`), text);
      }
      for (const lang of POSTER_LANGUAGES) await renderPoster(v, lang, tmp);
    }
    if (!skipVideo) {
      // the longest first, so that the two workers finish together
      const order = [...todo].sort((a, b) => videoTimeline(b).frames - videoTimeline(a).frames);
      await pool(order, jobs, async (v) => {
        const t = Date.now();
        await encodeVideo(v, tmp);
        console.log(`${v.id}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
      });
    }
    const index = VIDEOS.map(indexEntry);
    writeFileSync(join(OUT_DIR, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
    console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

// run as a script only: the tests import the pattern table
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
