/**
 * The picture of a video at any moment: a static background (cards, the faint path, beat points and
 * numbers, the figure's body), then per frame the lit beat number, the trail, the arms, the counter.
 */
import { drawHead } from './face';
import { drawArms, drawBody, figurePose } from './figure';
import { H, W } from './format';
import { type Gestures, leftAt, lookAt } from './gestures';
import { blitGlyph, glyph } from './glyphs';
import { COUNTER_X, COUNTER_Y, PIPS_Y } from './layout';
import { handAt, ictusAt } from './motion';
import { barPath, ictusPx, labelPx } from './pattern-path';
import type { Pattern } from './patterns';
import {
  blend,
  capsule,
  clamp01,
  disc,
  fill,
  type Img,
  paintMask,
  type RGB,
  ring,
  strokeMask,
} from './raster';
import { COUNT_IN_BARS, clickLevel, lastAtOrBefore, lastIctus, patternBeat, type Timeline } from './timeline';

const C_BG: RGB = [241, 245, 249]; // slate-100
const C_CARD: RGB = [255, 255, 255];
const C_BORDER: RGB = [226, 232, 240]; // slate-200
const C_BLUE: RGB = [29, 78, 216]; // #1d4ed8
const C_INK: RGB = [15, 23, 42]; // slate-900
const C_MUTED: RGB = [148, 163, 184]; // slate-400
const C_FAINT: RGB = [203, 213, 225]; // slate-300

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

const LABEL_SIZE = 40;
const COUNTER_SIZE = 300;

/** Bar pips (count-in, then every bar) are drawn where they fit: up to this many. */
const MAX_PIPS = 7;

/**
 * static background of a video (or poster): cards, faint path, ictus points, beat numbers;
 * `labels`: the text at each beat point (the count it falls on); `bars`: bars after the count-in
 */
export function renderBase(
  p: Pattern,
  labels: string[],
  opts: { poster: boolean; bars?: number; rebound?: number },
): Img {
  const f = Buffer.alloc(W * H * 3);
  fill(f, C_BG);
  const bottom = opts.poster ? 596 : 680;
  card(f, W, 40, 40, 900, bottom, 22);
  card(f, W, 930, 40, 1240, bottom, 22);
  drawBody(f, W, H, bottom - 1);
  const mask = new Float32Array(W * H);
  strokeMask(mask, W, H, barPath(p, opts.rebound), opts.poster ? 9 : 8);
  paintMask(f, mask, C_BLUE, opts.poster ? 0.55 : 0.3);
  for (let i = 0; i < p.beats; i++) {
    const [x, y] = ictusPx(p, i);
    disc(f, W, H, x, y, 7, C_BLUE, opts.poster ? 0.9 : 0.55);
    const [lx, ly] = labelPx(p, i);
    const label = labels[i];
    if (label) blitGlyph(f, W, glyph(label, LABEL_SIZE), lx, ly, opts.poster ? C_INK : C_MUTED, 1);
  }
  const pips = COUNT_IN_BARS + (opts.bars ?? 0);
  if (!opts.poster && pips <= MAX_PIPS) {
    for (let b = 0; b < pips; b++) ring(f, W, H, pipX(b, pips), PIPS_Y, 9, 2.5, C_FAINT, 1);
  }
  return f;
}

function pipX(b: number, n: number): number {
  return COUNTER_X + (b - (n - 1) / 2) * 44;
}

const C_RIGHT: RGB = [22, 163, 74]; // green-600
const C_WRONG: RGB = [220, 38, 38]; // red-600

/** a tick (the technique shown right) or a cross (shown wrong) under the counter */
function mark(f: Img, right: boolean): void {
  const [x, y] = [COUNTER_X, 630];
  const stroke = (a: [number, number], b: [number, number], c: RGB) => capsule(f, W, H, a, b, 5, c, 1);
  if (right) {
    stroke([x - 22, y], [x - 7, y + 15], C_RIGHT);
    stroke([x - 7, y + 15], [x + 22, y - 18], C_RIGHT);
  } else {
    stroke([x - 16, y - 16], [x + 16, y + 16], C_WRONG);
    stroke([x + 16, y - 16], [x - 16, y + 16], C_WRONG);
  }
}

/**
 * One frame at time t; `wrongFromBar`: the video shows its technique right until that bar (0-based)
 * and wrong from it on, marked with a tick and a cross.
 */
export function renderFrame(
  f: Img,
  base: Img,
  p: Pattern,
  tl: Timeline,
  t: number,
  g: Gestures,
  wrongFromBar?: number,
): void {
  base.copy(f);
  const k = lastIctus(tl, t);
  const since = k >= 0 ? t - tl.beatTimes[k]! : 0;

  // beat number at the ictus lights up and fades
  if (k >= 0) {
    const bi = patternBeat(tl, k);
    const fade = clamp01(1 - since / Math.max(0.45, tl.T * 0.8));
    if (fade > 0) {
      const { x, y } = ictusAt(p, tl, k);
      const [lx, ly] = labelPx(p, bi);
      const label = tl.labels[bi];
      if (label) blitGlyph(f, W, glyph(label, LABEL_SIZE), lx, ly, C_BLUE, fade);
      // impact ring, as large as the beat (a subdivision's small)
      const q = clamp01(since / 0.4);
      if (q < 1) {
        const accent = bi === 0;
        const reach = accent ? 62 : label ? 44 : 18;
        const r = 22 + reach * tl.size(k) * (1 - (1 - q) * (1 - q));
        ring(f, W, H, x, y, r, accent ? 6 : 4, C_BLUE, (accent ? 0.7 : 0.5) * (1 - q) * (1 - q));
      }
    }
  }

  // motion trail (last ~0.2 s), then the figure: arms and hands, head
  for (let j = 10; j >= 1; j--) {
    const tt = t - j * 0.02;
    if (tt < 0) continue;
    const m = handAt(p, tl, tt);
    disc(f, W, H, m.x, m.y, 19 * (1 - j / 13), C_BLUE, 0.2 * (1 - j / 11));
  }
  const left = leftAt(tl, g, t);
  drawArms(f, W, H, figurePose(handAt(p, tl, t), left.at), left.open);
  drawHead(f, W, H, lookAt(tl, g, t));

  if (wrongFromBar !== undefined && t >= tl.t0) mark(f, t < tl.barStarts[wrongFromBar]!);

  // big counter (every click) and bar pips
  const kc = lastAtOrBefore(tl.clickTimes, t);
  if (kc >= 0) {
    const bar = Math.floor(kc / tl.counts);
    const countIn = bar < COUNT_IN_BARS;
    const stop = tl.ending === 'rebound' ? tl.lastBeat + tl.tailMove : tl.cutTime;
    const endFade = t > stop ? clamp01(1 - (t - stop) / 0.5) : 1;
    const level = clickLevel(tl, kc);
    const col = countIn ? C_MUTED : level === 2 ? C_BLUE : level === 1 ? C_INK : C_MUTED;
    // an entry off the beat: the counter shows its "and" until the next click
    const entry = tl.entryTimes.some((te) => t >= te && te > tl.clickTimes[kc]!);
    const count = entry ? tl.entryLabel : tl.countLabels[kc % tl.counts]!;
    // two digits (12/8 in twelve counts to 12) at half the size, so that they stay inside the panel
    const size = count.length > 1 ? COUNTER_SIZE / 2 : COUNTER_SIZE;
    blitGlyph(f, W, glyph(count, size), COUNTER_X, COUNTER_Y, entry ? C_BLUE : col, endFade);
    const pips = COUNT_IN_BARS + tl.bars;
    if (pips <= MAX_PIPS) {
      for (let b = 0; b <= Math.min(bar, pips - 1); b++) {
        const c = b < COUNT_IN_BARS ? C_MUTED : C_BLUE;
        disc(f, W, H, pipX(b, pips), PIPS_Y, b === bar ? 12 : 10, c, 1);
      }
    }
  }
}
