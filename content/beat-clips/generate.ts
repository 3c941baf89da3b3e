/**
 * Test clips for the Beat check (issue 18): a conductor figure whose beat hand follows the same
 * motion as the pattern videos (content/videos/timeline.ts), so the ictus times are known exactly:
 * they are the beat times of that motion (the moment the hand's downward motion turns).
 *
 *   npx tsx content/beat-clips/generate.ts                       # every clip of BEAT_CLIPS into .tmp/beat-clips
 *   npx tsx content/beat-clips/generate.ts --only=4-90-clean --out=.tmp/x
 *
 * Writes `<name>.y4m` (raw 4:2:0, 640x480, 30 fps: Chromium's fake camera reads it) and
 * `<name>.json` (the true ictus times). Each y4m frame carries its index in the colour of a static
 * grey patch in the top-left corner ({@link INDEX_PATCH}): the detector sees luma only, so the stamp
 * is no motion to it, while a test can read which clip frame the browser delivered when. The clips are large: generate them at test time, never commit them.
 * Tests render the frames in memory with `beatClipFrames` (any size, no ffmpeg).
 */
import { closeSync, mkdirSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRACTICE_VIDEO_PLACEMENT } from '../../src/core/practice/patterns';
import { handAt } from '../videos/motion';
import { pattern } from '../videos/patterns';
import { disc, fill, type Img, type RGB } from '../videos/raster';
import { timeline } from '../videos/timeline';

export const CLIP_FPS = 30;
export const CLIP_WIDTH = 640;
export const CLIP_HEIGHT = 480;

/** What disturbs the picture besides the beat hand. */
export type BeatClipNoise = 'clean' | 'moving-background' | 'second-person' | 'low-light';
export const BEAT_CLIP_NOISES: readonly BeatClipNoise[] = [
  'clean',
  'moving-background',
  'second-person',
  'low-light',
];

export interface BeatClipSpec {
  beats: 2 | 3 | 4;
  bpm: 60 | 90 | 120;
  noise: BeatClipNoise;
}

/** Every metre at every tempo, clean and with each kind of noise (36 clips). */
export const BEAT_CLIPS: readonly BeatClipSpec[] = ([2, 3, 4] as const).flatMap((beats) =>
  ([60, 90, 120] as const).flatMap((bpm) => BEAT_CLIP_NOISES.map((noise) => ({ beats, bpm, noise }))),
);

export function beatClipName(spec: BeatClipSpec): string {
  return `${spec.beats}-${spec.bpm}-${spec.noise}`;
}

export interface BeatClipTruth {
  name: string;
  fps: number;
  frames: number;
  /** Seconds from the start of the clip (frame n is captured at n / fps). */
  ictusTimes: number[];
}

/**
 * The clip leaves out the pattern videos' count-in, in which the hand waits: it starts half a
 * second before the preparatory beat (a whole frame), so the hand rests as briefly as it always did.
 */
function clipTimeline(spec: BeatClipSpec) {
  const tl = timeline(spec.beats, spec.bpm);
  const skip = Math.max(0, Math.floor((tl.prepStart - 0.5) * CLIP_FPS));
  return { tl, start: skip / CLIP_FPS, frames: tl.frames - skip };
}

export function beatClipTruth(spec: BeatClipSpec): BeatClipTruth {
  const { tl, start, frames } = clipTimeline(spec);
  return { name: beatClipName(spec), fps: CLIP_FPS, frames, ictusTimes: tl.beatTimes.map((t) => t - start) };
}

// The clip maps the pattern videos' motion (placed by PRACTICE_VIDEO_PLACEMENT on 1280x720) onto its
// own frame: the ictus line at 82 % of the height, one pattern unit CLIP_UNIT px of a 720 px picture
// (the size the detector's figures in docs/beat-check.md were measured with).
const CLIP_UNIT = 330;
const C_BG: RGB = [236, 240, 244];
const C_BODY: RGB = [120, 132, 150];
const C_HAND: RGB = [40, 30, 28];
const C_OTHER: RGB = [70, 80, 96];

/**
 * Where each y4m frame carries its index (bits, least significant first): blocks of `block` px on a
 * row at the top left, over a static patch of luma `luma`; the blue-difference chroma (U) of a block
 * is 128 + `swing` for a 1 and 128 - `swing` for a 0 (B - G of the decoded picture: about +-100).
 */
export const INDEX_PATCH = { bits: 12, block: 16, luma: 128, swing: 48 } as const;

/** The index patch's luma over a frame of any size (the same place, scaled from 640x480). */
function indexPatch(luma: Uint8Array, width: number, height: number): void {
  const w = Math.round((INDEX_PATCH.bits * INDEX_PATCH.block * width) / CLIP_WIDTH);
  const h = Math.round((INDEX_PATCH.block * height) / CLIP_HEIGHT);
  for (let y = 0; y < h; y++) luma.fill(INDEX_PATCH.luma, y * width, y * width + w);
}

/** The y4m frame's chroma planes (U then V, each a quarter of the frame) with the index stamped in U. */
function indexChroma(index: number): Buffer {
  const cw = CLIP_WIDTH / 2;
  const chroma = Buffer.alloc(cw * (CLIP_HEIGHT / 2) * 2, 128);
  const b = INDEX_PATCH.block / 2;
  for (let bit = 0; bit < INDEX_PATCH.bits; bit++) {
    const value = (index >> bit) & 1 ? 128 + INDEX_PATCH.swing : 128 - INDEX_PATCH.swing;
    for (let y = 0; y < b; y++) chroma.fill(value, y * cw + bit * b, y * cw + (bit + 1) * b);
  }
  return chroma;
}

/** A deterministic pseudo-random source (mulberry32), so every run renders the same noise. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Curtain-like vertical bands drifting sideways, low contrast (a moving background). */
function movingBackground(f: Img, w: number, h: number, t: number): void {
  const row = Buffer.alloc(w * 3);
  for (let x = 0; x < w; x++) {
    const shade =
      12 * Math.sin(((x / w) * 9 + t * 0.35) * 2 * Math.PI) + 8 * Math.sin((x / w) * 23 - t * 1.1);
    for (let c = 0; c < 3; c++) row[x * 3 + c] = Math.round(C_BG[c]! - 22 + shade);
  }
  for (let y = 0; y < h; y++) row.copy(f, y * w * 3);
}

/** Luma (BT.601) of an RGB frame, with the clip's darkening and sensor noise for 'low-light'. */
function toLuma(f: Img, w: number, h: number, noise: BeatClipNoise, rnd: () => number): Uint8Array {
  const luma = new Uint8Array(w * h);
  const dark = noise === 'low-light';
  for (let i = 0; i < w * h; i++) {
    let y = 0.299 * f[i * 3]! + 0.587 * f[i * 3 + 1]! + 0.114 * f[i * 3 + 2]!;
    if (dark) y = y * 0.22 + 6 + (rnd() + rnd() + rnd() - 1.5) * 8; // ~sigma 4.
    luma[i] = Math.max(0, Math.min(255, Math.round(y)));
  }
  return luma;
}

export interface BeatClipFrame {
  index: number;
  /** Capture time in seconds from the start of the clip. */
  time: number;
  width: number;
  height: number;
  luma: Uint8Array;
}

/** The clip's frames (luma only), rendered at any size. */
export function* beatClipFrames(
  spec: BeatClipSpec,
  width = CLIP_WIDTH,
  height = CLIP_HEIGHT,
): Generator<BeatClipFrame> {
  const p = pattern(spec.beats);
  const { tl, start, frames } = clipTimeline(spec);
  const k = height / 720;
  const cx = width * 0.5;
  const iy = height * 0.82;
  const bodyX = cx - height * 0.1;
  const rnd = seededRandom(spec.beats * 1000 + spec.bpm);
  const f: Img = Buffer.alloc(width * height * 3);
  for (let index = 0; index < frames; index++) {
    const t = index / CLIP_FPS;
    if (spec.noise === 'moving-background') movingBackground(f, width, height, t);
    else fill(f, C_BG);
    if (spec.noise === 'second-person') {
      // Someone beside the conductor sways slowly and nods: motion that is not a beat.
      const sx = width * 0.1 + width * 0.04 * Math.sin(t * 2 * Math.PI * 0.4);
      const sy = height * 0.3 + height * 0.02 * Math.sin(t * 2 * Math.PI * 0.7);
      disc(f, width, height, sx, sy, height * 0.08, C_OTHER, 1);
      disc(f, width, height, sx, sy + height * 0.35, height * 0.18, C_OTHER, 1);
    }
    disc(f, width, height, bodyX, height * 0.25, height * 0.09, C_BODY, 1);
    disc(f, width, height, bodyX, height * 0.68, height * 0.24, C_BODY, 1);
    const m = handAt(p, tl, start + t);
    const toClip = (CLIP_UNIT * k) / PRACTICE_VIDEO_PLACEMENT.scale;
    const handX = cx + (m.x - PRACTICE_VIDEO_PLACEMENT.cx) * toClip;
    const handY = iy + (m.y - PRACTICE_VIDEO_PLACEMENT.iy) * toClip;
    disc(f, width, height, handX, handY, height * 0.035, C_HAND, 1);
    const luma = toLuma(f, width, height, spec.noise, rnd);
    indexPatch(luma, width, height);
    yield { index, time: t, width, height, luma };
  }
}

/** Writes the clip as YUV4MPEG2 (4:2:0, grey but for the index stamp) and its truth as JSON beside it. */
export function writeBeatClip(spec: BeatClipSpec, dir: string): { y4m: string; json: string } {
  mkdirSync(dir, { recursive: true });
  const name = beatClipName(spec);
  const y4m = join(dir, `${name}.y4m`);
  const json = join(dir, `${name}.json`);
  const fd = openSync(y4m, 'w');
  try {
    writeSync(fd, `YUV4MPEG2 W${CLIP_WIDTH} H${CLIP_HEIGHT} F${CLIP_FPS}:1 Ip A1:1 C420jpeg\n`);
    for (const frame of beatClipFrames(spec)) {
      writeSync(fd, 'FRAME\n');
      writeSync(fd, frame.luma);
      writeSync(fd, indexChroma(frame.index));
    }
  } finally {
    closeSync(fd);
  }
  writeFileSync(json, `${JSON.stringify(beatClipTruth(spec))}\n`);
  return { y4m, json };
}

function main(): void {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const only = arg('only')?.split(',');
  const out = arg('out') ?? '.tmp/beat-clips';
  for (const spec of BEAT_CLIPS.filter((s) => !only || only.includes(beatClipName(s)))) {
    console.log(writeBeatClip(spec, out).y4m);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
