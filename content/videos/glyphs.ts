/** Digits and labels, rasterised once by ffmpeg's drawtext (white on black -> coverage mask). */
import { spawnSync } from 'node:child_process';
import { FFMPEG, FONT_BOLD } from './ffmpeg';
import { blend, type Img, type RGB } from './raster';

interface Glyph {
  w: number;
  h: number;
  a: Float32Array;
}
const glyphCache = new Map<string, Glyph>();

export function glyph(text: string, size: number): Glyph {
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

export function blitGlyph(f: Img, w: number, g: Glyph, cx: number, cy: number, c: RGB, alpha: number): void {
  const x0 = Math.round(cx - g.w / 2);
  const y0 = Math.round(cy - g.h / 2);
  for (let y = 0; y < g.h; y++) {
    for (let x = 0; x < g.w; x++) {
      const m = g.a[y * g.w + x]!;
      if (m > 0) blend(f, w, x0 + x, y0 + y, c, m * alpha);
    }
  }
}
