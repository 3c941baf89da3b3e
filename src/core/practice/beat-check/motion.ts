/**
 * Where the moving hand is, from two consecutive camera frames (luma only): the pixels that changed
 * by more than the sensor noise, grouped into regions on a coarse grid; the hand is the most compact
 * large region (a swaying body leaves a thin outline, a flickering background scattered specks).
 * The centroid of what changed between two frames of a solid object lies halfway between its two
 * positions, so each sample belongs to the midpoint of the two capture times.
 */

export interface LumaFrame {
  width: number;
  height: number;
  /** One byte of brightness per pixel, row by row. */
  luma: ArrayLike<number>;
  /** Capture time in seconds (any clock; the detector only compares times of one stream). */
  time: number;
}

export interface MotionSample {
  time: number;
  /** Centroid of the hand's motion, 0…1 of the frame width and height (y grows downwards). */
  x: number;
  y: number;
  /** Changed pixels in the hand's region. */
  pixels: number;
  /**
   * Seconds between the sample's two frames: the time the hand moved in. Frames between two samples
   * that gave none (nothing moved) add no time to travel (ictus.ts). Without it, the time between
   * the samples counts whole.
   */
  span?: number;
}

/** Frames darker than this on average (0…255) are too dark to see a hand reliably. */
export const DARK_MEAN_LUMA = 30;
/** A change smaller than this never counts as motion, however clean the picture. */
const MIN_THRESHOLD = 14;
/** Motion threshold in multiples of the median frame-to-frame change (the sensor noise). */
const NOISE_FACTOR = 6;
/** Grid cells per frame width. */
const GRID_COLUMNS = 40;
/** Regions smaller than this share of the frame are noise. */
const MIN_REGION_SHARE = 0.0004;

export function meanLuma(frame: LumaFrame): number {
  let sum = 0;
  const n = frame.width * frame.height;
  for (let i = 0; i < n; i++) sum += frame.luma[i]!;
  return sum / n;
}

/** A median frame-to-frame change of this much or more is sensor noise (a dim picture): the change is smoothed first. */
const NOISY_MEDIAN = 2;
/**
 * Threshold of the smoothed change in multiples of the raw median change: the median of |noise| is
 * 0.67 sigma, smoothing divides sigma by 3, so this is five sigma of what noise is left.
 */
const SMOOTHED_NOISE_FACTOR = 2.5;

function median(diff: Uint8Array): number {
  const histogram = new Uint32Array(256);
  for (const d of diff) histogram[d]!++;
  let median = 0;
  for (let seen = histogram[0]!; median < 255 && seen < diff.length / 2; seen += histogram[median]!) median++;
  return median;
}

/**
 * The size of the change, averaged over each pixel's 3x3 neighbourhood before its sign is dropped:
 * sensor noise (independent per pixel) shrinks to a third, a hand (many pixels changing alike) keeps
 * its contrast. Rows and columns past the edge repeat the edge.
 */
function smoothedChange(signed: Int16Array, width: number, height: number, out: Uint8Array): void {
  const rows = new Int16Array(signed.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      rows[row + x] =
        signed[row + Math.max(0, x - 1)]! + signed[row + x]! + signed[row + Math.min(width - 1, x + 1)]!;
    }
  }
  for (let y = 0; y < height; y++) {
    const above = Math.max(0, y - 1) * width;
    const below = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x++) {
      const sum = rows[above + x]! + rows[y * width + x]! + rows[below + x]!;
      out[y * width + x] = Math.min(255, Math.round(Math.abs(sum) / 9));
    }
  }
}

interface Region {
  pixels: number;
  sumX: number;
  sumY: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** How far (share of the frame) the hand can move between two samples of one track. */
export const TRACK_GATE = 0.12;
/** Motion away from the tracked hand must be this much stronger to take over. */
const FAR_PENALTY = 0.1;
/** Changed pixels per bounding-box pixel below which a region is an outline (a swaying body), not a hand. */
const MIN_DENSITY = 0.15;

/**
 * The hand's motion between `previous` and `current`, or null when nothing hand-like moved.
 * `near`: where the hand was a moment ago; motion elsewhere (someone beside the conductor) is then ignored.
 */
export function motionBetween(
  previous: LumaFrame,
  current: LumaFrame,
  near: { x: number; y: number } | null = null,
): MotionSample | null {
  const { width, height } = current;
  if (previous.width !== width || previous.height !== height) return null;
  const n = width * height;
  const signed = new Int16Array(n);
  const diff = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    signed[i] = current.luma[i]! - previous.luma[i]!;
    diff[i] = Math.abs(signed[i]!);
  }
  const noise = median(diff);
  let threshold = Math.max(MIN_THRESHOLD, NOISE_FACTOR * noise);
  if (noise >= NOISY_MEDIAN) {
    smoothedChange(signed, width, height, diff);
    threshold = SMOOTHED_NOISE_FACTOR * noise;
  }

  const cell = Math.max(2, Math.round(width / GRID_COLUMNS));
  const cols = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  const counts = new Uint32Array(cols * rows);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (diff[y * width + x]! > threshold) counts[Math.floor(y / cell) * cols + Math.floor(x / cell)]!++;
    }
  }

  // Connected regions of cells with motion (8-neighbourhood); the label of each cell.
  const label = new Int32Array(cols * rows).fill(-1);
  const regions: Region[] = [];
  const stack: number[] = [];
  for (let start = 0; start < counts.length; start++) {
    if (!counts[start] || label[start]! >= 0) continue;
    const id = regions.length;
    const region: Region = { pixels: 0, sumX: 0, sumY: 0, minX: width, maxX: 0, minY: height, maxY: 0 };
    regions.push(region);
    label[start] = id;
    stack.push(start);
    while (stack.length) {
      const c = stack.pop()!;
      const cx = c % cols;
      const cy = (c - cx) / cols;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = cx + dx;
          const ny = cy + dy;
          if (nx < 0 || ny < 0 || nx >= cols || ny >= rows) continue;
          const other = ny * cols + nx;
          if (counts[other] && label[other]! < 0) {
            label[other] = id;
            stack.push(other);
          }
        }
      }
    }
  }
  if (!regions.length) return null;

  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (diff[y * width + x]! <= threshold) continue;
      const region = regions[label[Math.floor(y / cell) * cols + Math.floor(x / cell)]!]!;
      region.pixels++;
      region.sumX += x + 0.5;
      region.sumY += y + 0.5;
      region.minX = Math.min(region.minX, x);
      region.maxX = Math.max(region.maxX, x + 1);
      region.minY = Math.min(region.minY, y);
      region.maxY = Math.max(region.maxY, y + 1);
    }
  }

  // Large and compact wins: pixels x (pixels / bounding box).
  let best: Region | null = null;
  let bestScore = 0;
  for (const region of regions) {
    if (region.pixels < MIN_REGION_SHARE * n) continue;
    const density = region.pixels / ((region.maxX - region.minX) * (region.maxY - region.minY));
    if (density < MIN_DENSITY) continue;
    const far =
      near &&
      Math.hypot(
        region.sumX / region.pixels / width - near.x,
        region.sumY / region.pixels / height - near.y,
      ) > TRACK_GATE;
    const score = region.pixels * density * (far ? FAR_PENALTY : 1);
    if (score > bestScore) {
      best = region;
      bestScore = score;
    }
  }
  if (!best) return null;
  return {
    time: (previous.time + current.time) / 2,
    x: best.sumX / best.pixels / width,
    y: best.sumY / best.pixels / height,
    pixels: best.pixels,
    span: current.time - previous.time,
  };
}

/** Brightness (BT.601) of RGBA pixels, as a canvas's `getImageData` gives them. */
export function lumaFromRgba(rgba: ArrayLike<number>, out = new Uint8Array(rgba.length / 4)): Uint8Array {
  for (let i = 0; i < out.length; i++) {
    out[i] = (77 * rgba[i * 4]! + 150 * rgba[i * 4 + 1]! + 29 * rgba[i * 4 + 2]!) >> 8;
  }
  return out;
}
