/**
 * Anti-aliased drawing into rgb24 frame buffers (pixel centres at +0.5), shared by the practice-video
 * generator and the conductor figure.
 */

export type RGB = readonly [number, number, number];
export type Img = Buffer;

export function clamp01(x: number): number {
  return Math.min(1, Math.max(0, x));
}

export function blend(f: Img, w: number, x: number, y: number, c: RGB, a: number): void {
  const i = (y * w + x) * 3;
  f[i] = (f[i]! + (c[0] - f[i]!) * a + 0.5) | 0;
  f[i + 1] = (f[i + 1]! + (c[1] - f[i + 1]!) * a + 0.5) | 0;
  f[i + 2] = (f[i + 2]! + (c[2] - f[i + 2]!) * a + 0.5) | 0;
}

export function fill(f: Img, c: RGB): void {
  for (let i = 0; i < f.length; i += 3) {
    f[i] = c[0];
    f[i + 1] = c[1];
    f[i + 2] = c[2];
  }
}

export function disc(
  f: Img,
  w: number,
  h: number,
  cx: number,
  cy: number,
  r: number,
  c: RGB,
  alpha: number,
): void {
  const x0 = Math.max(0, Math.floor(cx - r - 1));
  const x1 = Math.min(w - 1, Math.ceil(cx + r + 1));
  const y0 = Math.max(0, Math.floor(cy - r - 1));
  const y1 = Math.min(h - 1, Math.ceil(cy + r + 1));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
      const cov = clamp01(r - d + 0.5);
      if (cov > 0) blend(f, w, x, y, c, alpha * cov);
    }
  }
}

export function ring(
  f: Img,
  w: number,
  h: number,
  cx: number,
  cy: number,
  r: number,
  lw: number,
  c: RGB,
  a: number,
) {
  const e = r + lw / 2 + 1;
  const x0 = Math.max(0, Math.floor(cx - e));
  const x1 = Math.min(w - 1, Math.ceil(cx + e));
  const y0 = Math.max(0, Math.floor(cy - e));
  const y1 = Math.min(h - 1, Math.ceil(cy + e));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
      const cov = clamp01(lw / 2 - Math.abs(d - r) + 0.5);
      if (cov > 0) blend(f, w, x, y, c, a * cov);
    }
  }
}

/**
 * Visits every pixel near the segment from a to b with its anti-aliased coverage by a stroke of
 * half-width r with round ends (0 outside).
 */
function segmentCoverage(
  w: number,
  h: number,
  [ax, ay]: readonly [number, number],
  [bx, by]: readonly [number, number],
  r: number,
  visit: (x: number, y: number, coverage: number) => void,
): void {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy || 1e-9;
  const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - r - 1));
  const x1 = Math.min(w - 1, Math.ceil(Math.max(ax, bx) + r + 1));
  const y0 = Math.max(0, Math.floor(Math.min(ay, by) - r - 1));
  const y1 = Math.min(h - 1, Math.ceil(Math.max(ay, by) + r + 1));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const px = x + 0.5 - ax;
      const py = y + 0.5 - ay;
      const t = clamp01((px * dx + py * dy) / len2);
      visit(x, y, clamp01(r - Math.hypot(px - t * dx, py - t * dy) + 0.5));
    }
  }
}

/** anti-aliased polyline coverage, accumulated with max() into a mask */
export function strokeMask(
  mask: Float32Array,
  w: number,
  h: number,
  pts: [number, number][],
  lw: number,
): void {
  for (let k = 0; k + 1 < pts.length; k++)
    segmentCoverage(w, h, pts[k]!, pts[k + 1]!, lw / 2, (x, y, cov) => {
      const i = y * w + x;
      if (cov > mask[i]!) mask[i] = cov;
    });
}

export function paintMask(f: Img, mask: Float32Array, c: RGB, alpha: number): void {
  for (let i = 0; i < mask.length; i++) {
    const m = mask[i]!;
    if (m > 0) {
      const j = i * 3;
      const a = m * alpha;
      f[j] = (f[j]! + (c[0] - f[j]!) * a + 0.5) | 0;
      f[j + 1] = (f[j + 1]! + (c[1] - f[j + 1]!) * a + 0.5) | 0;
      f[j + 2] = (f[j + 2]! + (c[2] - f[j + 2]!) * a + 0.5) | 0;
    }
  }
}

/** a stroke with round ends from a to b, width 2 r */
export function capsule(
  f: Img,
  w: number,
  h: number,
  a: readonly [number, number],
  b: readonly [number, number],
  r: number,
  c: RGB,
  alpha: number,
): void {
  segmentCoverage(w, h, a, b, r, (x, y, cov) => {
    if (cov > 0) blend(f, w, x, y, c, alpha * cov);
  });
}

/** a filled polygon (even-odd), anti-aliased over one pixel at its outline */
export function polygon(
  f: Img,
  w: number,
  h: number,
  pts: readonly (readonly [number, number])[],
  c: RGB,
): void {
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const x0 = Math.max(0, Math.floor(Math.min(...xs) - 1));
  const x1 = Math.min(w - 1, Math.ceil(Math.max(...xs) + 1));
  const y0 = Math.max(0, Math.floor(Math.min(...ys) - 1));
  const y1 = Math.min(h - 1, Math.ceil(Math.max(...ys) + 1));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      let inside = false;
      let d = Number.POSITIVE_INFINITY;
      for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
        const [xi, yi] = pts[i]!;
        const [xj, yj] = pts[j]!;
        if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
        const ex = xj - xi;
        const ey = yj - yi;
        const t = clamp01(((px - xi) * ex + (py - yi) * ey) / (ex * ex + ey * ey || 1e-9));
        d = Math.min(d, Math.hypot(px - xi - t * ex, py - yi - t * ey));
      }
      const cov = clamp01(inside ? 0.5 + d : 0.5 - d);
      if (cov > 0) blend(f, w, x, y, c, cov);
    }
  }
}

/** an axis-aligned filled ellipse, anti-aliased over about one pixel */
export function ellipse(
  f: Img,
  w: number,
  h: number,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  c: RGB,
  alpha: number,
): void {
  const x0 = Math.max(0, Math.floor(cx - rx - 1));
  const x1 = Math.min(w - 1, Math.ceil(cx + rx + 1));
  const y0 = Math.max(0, Math.floor(cy - ry - 1));
  const y1 = Math.min(h - 1, Math.ceil(cy + ry + 1));
  const r = Math.min(rx, ry);
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const q = Math.hypot((x + 0.5 - cx) / rx, (y + 0.5 - cy) / ry);
      const cov = clamp01((1 - q) * r + 0.5);
      if (cov > 0) blend(f, w, x, y, c, alpha * cov);
    }
  }
}
