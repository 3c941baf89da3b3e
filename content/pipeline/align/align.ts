// Aligns a recording to a score: features of the score's synthesised rendition (reference, whose
// times are the sync map's; in the timbre the recording fits best) and of the recording, a
// multi-scale DTW between them, and the sync map's times read off the path. Refuses a recording whose path runs through long stretches that match badly.

import { bandAround, dtw, fullBand, type Path } from './dtw';
import { downsample, FEATURE_RATE, type Features, PAUSE_FRAMES, sliceFeatures } from './features';

/**
 * Fine frames per frame of each level, coarsest first (10 Hz on the whole matrix, 50 Hz, then the
 * 100 Hz features themselves), and how many of its own frames each level may stray from the path
 * of the level before: at 50 Hz 0.6 s (a pause or a long hold can put the 10 Hz path that far off),
 * at 100 Hz 80 ms.
 */
const LEVELS = [
  { factor: 10, radius: 0 },
  { factor: 2, radius: 30 },
  { factor: 1, radius: 8 },
];
const ONSET_WEIGHT = 1;
const PAUSE_KEEP = 10; // frames of it kept on each side
const FIT_WINDOW_S = 4;
const MAX_STRETCH = 4; // recording frames per score frame that mapTimes interpolates over
const CHOOSE_FACTOR = 20; // the reference's timbre is chosen on 5 Hz features
const RESUME_COST = 2; // the music after a pause, elsewhere than where the score may go on

export function frameCost(a: Features, b: Features, onsetWeight = ONSET_WEIGHT) {
  const ca = a.chroma;
  const cb = b.chroma;
  const oa = a.onset;
  const ob = b.onset;
  const harmony = (i: number, j: number) => {
    let dot = 0;
    for (let c = 0; c < 12; c++) dot += ca[i * 12 + c]! * cb[j * 12 + c]!;
    return 1 - dot;
  };
  if (onsetWeight === 0) return harmony;
  // Most frames hold no onset: against one, the distance is the other's length, summed as the full
  // loop sums it (the same cost to the last bit, at a fraction of the warpings' time).
  const na = onsetLengths(oa, a.frames);
  const nb = onsetLengths(ob, b.frames);
  return (i: number, j: number) => {
    let d2: number;
    if (na[i] === 0) d2 = nb[j]!;
    else if (nb[j] === 0) d2 = na[i]!;
    else {
      d2 = 0;
      for (let c = 0; c < 12; c++) {
        const d = oa[i * 12 + c]! - ob[j * 12 + c]!;
        d2 += d * d;
      }
    }
    return harmony(i, j) + onsetWeight * Math.sqrt(d2);
  };
}

/** Per frame, the squared length of its onset vector (0: no onset). */
function onsetLengths(onset: Float32Array, frames: number): Float64Array {
  const out = new Float64Array(frames);
  for (let i = 0; i < frames; i++) {
    let s = 0;
    for (let c = 0; c < 12; c++) s += onset[i * 12 + c]! ** 2;
    out[i] = s;
  }
  return out;
}

/**
 * The recording without its long silences (a pause between verses would otherwise be paired with
 * whatever reference frames cost least), and the original frame of every kept frame.
 */
export function withoutPauses(rec: Features): { features: Features; frameOf: Int32Array; resumes: number[] } {
  const ranges: [number, number][] = [];
  let start = 0;
  let f = 0;
  while (f < rec.frames) {
    if (!rec.silent[f]) {
      f++;
      continue;
    }
    let e = f;
    while (e < rec.frames && rec.silent[e]) e++;
    if (e - f > PAUSE_FRAMES && f > 0 && e < rec.frames) {
      ranges.push([start, f + PAUSE_KEEP]);
      start = e - PAUSE_KEEP;
    }
    f = e;
  }
  ranges.push([start, rec.frames]);
  const frameOf = new Int32Array(ranges.reduce((a, [s, e]) => a + e - s, 0));
  const resumes: number[] = [];
  let k = 0;
  for (const [n, [s, e]] of ranges.entries()) {
    // the first sound after a cut pause
    if (n > 0) {
      let x = s;
      while (x < e && rec.silent[x]) x++;
      if (x < e) resumes.push(k + x - s);
    }
    for (let x = s; x < e; x++) frameOf[k++] = x;
  }
  return { features: sliceFeatures(rec, ranges), frameOf, resumes };
}

/** The warping path between reference (rows) and recording (columns) at the full feature rate. */
export function alignFeatures(ref: Features, recording: Features): Path {
  const { features: rec, frameOf, resumes } = withoutPauses(recording);
  const path = alignLevels(ref, rec, resumes);
  return { ...path, j: path.j.map((j) => frameOf[j]!) };
}

/**
 * Which of the reference's renditions (the score in several timbres) the recording fits best: the
 * least mean cost along a 5 Hz path, so that the warping pairs attacks with attacks of the same kind.
 * On the bench's renditions 5 Hz chooses as 10 Hz does, at a quarter of the cells.
 */
export function chooseReference(refs: Features[], recording: Features): number {
  const b = downsample(withoutPauses(recording).features, CHOOSE_FACTOR);
  let best = 0;
  let bestCost = Number.POSITIVE_INFINITY;
  for (const [k, ref] of refs.entries()) {
    const a = downsample(ref, CHOOSE_FACTOR);
    const p = dtw(frameCost(a, b), a.frames, b.frames, fullBand(a.frames, b.frames), a.linger);
    const cost = p.cost / p.i.length;
    if (cost < bestCost) {
      bestCost = cost;
      best = k;
    }
  }
  return best;
}

function alignLevels(ref: Features, rec: Features, resumes: number[] = []): Path {
  let path: Path | null = null;
  let prevFactor = 0;
  for (const { factor, radius } of LEVELS) {
    const a = factor > 1 ? downsample(ref, factor) : ref;
    const b = factor > 1 ? downsample(rec, factor) : rec;
    const band = path
      ? bandAround(path, prevFactor / factor, a.frames, b.frames, radius)
      : fullBand(a.frames, b.frames);
    path = dtw(resumeCost(frameCost(a, b), a, resumes, factor), a.frames, b.frames, band, a.linger);
    prevFactor = factor;
  }
  return path!;
}

/**
 * The music after a pause pairs with a point of the score where a performance may go on (no note
 * sounds across it): elsewhere its first frame costs RESUME_COST more. Without it, a chord held before
 * the pause and struck again after it was paired with the held chord for as long as it sounded.
 */
function resumeCost(
  cost: (i: number, j: number) => number,
  ref: Features,
  resumes: number[],
  factor: number,
): (i: number, j: number) => number {
  const resume = ref.resume;
  if (!resume || resumes.length === 0) return cost;
  const cols = new Uint8Array(Math.floor(Math.max(...resumes) / factor) + 1); // a lookup per cell: no Set
  for (const j of resumes) cols[Math.floor(j / factor)] = 1;
  return (i, j) => cost(i, j) + (cols[j] && !resume[i] ? RESUME_COST : 0);
}

/** Per reference frame (of `n`), the first recording frame the path pairs with it. */
function firstPaired(path: Path, n: number): Float64Array {
  const first = new Float64Array(n).fill(-1);
  for (let k = 0; k < path.i.length; k++) if (first[path.i[k]!]! < 0) first[path.i[k]!] = path.j[k]!;
  return first;
}

/**
 * Recording times (ms) of reference times (ms): the first recording frame the path pairs with the
 * reference frame (the first that is not silent, given the recording's `silent` frames),
 * interpolated between frames (onsets of the sync map fall between frames). Given the reference's
 * silent frames too, music of the reference paired with a silence of the recording (the end of a
 * pause that was cut before the warping) is moved to where the recording's music goes on.
 */
export function mapTimes(path: Path, refMs: number[], silent?: Uint8Array, refSilent?: Uint8Array): number[] {
  const n = path.i[path.i.length - 1]! + 1;
  const first = firstPaired(path, n);
  if (silent && refSilent)
    for (let i = 0; i < n; i++) {
      let j = first[i]!;
      if (refSilent[i] || !silent[j]) continue;
      while (j + 1 < silent.length && silent[j]) j++;
      first[i] = j;
    }
  // a frame paired with the end of a pause and the music after it sounds with the music
  if (silent)
    for (let k = path.i.length - 1; k >= 0; k--)
      if (first[path.i[k]!] === path.j[k] && silent[path.j[k]!])
        for (let q = k + 1; q < path.i.length && path.i[q] === path.i[k]; q++)
          if (!silent[path.j[q]!]) {
            first[path.i[k]!] = path.j[q]!;
            break;
          }
  return refMs.map((ms) => {
    const x = Math.max(0, Math.min(n - 1, (ms * FEATURE_RATE) / 1000));
    const i0 = Math.floor(x);
    const i1 = Math.min(n - 1, i0 + 1);
    // across a jump (the end of a pause cut before the warping) the time is the later frame's, not
    // a point inside the pause
    const d = first[i1]! - first[i0]!;
    const f = d > MAX_STRETCH ? first[i1]! - (i1 - x) : first[i0]! + (x - i0) * d;
    return (f * 1000) / FEATURE_RATE;
  });
}

export interface Fit {
  ok: boolean;
  /**
   * The path's cost against the best cost of the same score transposed by 1-11 semitones: a
   * recording of the score matches its own key far better (below 0.62 on the bench's renditions,
   * other pieces above 0.7), another piece matches no key much better than the rest.
   */
  keyContrast: number;
  /** the worst stretch's mean chroma cost, and where it starts in the reference (ms) */
  worst: number;
  worstAtMs: number;
  /**
   * The least recording time any FIT_WINDOW_S of the score is played in, against the score's own
   * (1: at the score's tempo), and where that stretch starts in the reference (ms). A recording that
   * lacks a verse of a strophic song matches the verse it has well, and the warping passes over the
   * other in almost no time (below 0.2 on the bench; whole recordings at least 0.58).
   */
  pace: number;
  paceAtMs: number;
}

const KEY_CONTRAST_LIMIT = 0.66;
/** Four seconds of the score in under one of the recording: music missing, not a fast tempo. */
export const PACE_LIMIT = 0.25;
const KEY_FACTOR = 20; // the transposed alignments run on 5 Hz features
/** A stretch of FIT_WINDOW_S this bad means the recording lacks (or adds) music there. */
export const LOCAL_LIMIT = 0.45;

function transposed(f: Features, k: number): Features {
  const chroma = new Float32Array(f.chroma.length);
  const onset = new Float32Array(f.onset.length);
  for (let i = 0; i < f.frames; i++)
    for (let c = 0; c < 12; c++) {
      chroma[i * 12 + ((c + k) % 12)] = f.chroma[i * 12 + c]!;
      onset[i * 12 + ((c + k) % 12)] = f.onset[i * 12 + c]!;
    }
  return { ...f, chroma, onset };
}

/** Path cost in the score's key / the best in any other key (coarse features, chroma only). */
export function keyContrast(ref: Features, rec: Features): number {
  const a = downsample(ref, KEY_FACTOR);
  const b = downsample(withoutPauses(rec).features, KEY_FACTOR);
  const mean = (k: number) => {
    const r = transposed(a, k);
    const p = dtw(frameCost(r, b, 0), r.frames, b.frames);
    return p.cost / p.i.length;
  };
  let other = Number.POSITIVE_INFINITY;
  for (let k = 1; k < 12; k++) other = Math.min(other, mean(k));
  return mean(0) / other;
}

/**
 * Does the recording fit: its key contrast, and the mean chroma cost along the path in windows of
 * FIT_WINDOW_S. The key contrast is measured against `keyRef` when given: the reference in the
 * editions' own timbre, on which its limit was set (a timbre chosen to fit the recording fits
 * another piece's recording better too, in every key: decision 0058).
 */
export function fitOf(path: Path, ref: Features, rec: Features, keyRef = ref): Fit {
  return withKeyContrast(pathFit(path, ref, rec), keyRef, rec);
}

/** How well the path fits, without the key contrast: what tells readings of the repeats apart. */
export type PathFit = Omit<Fit, 'ok' | 'keyContrast'>;

/**
 * The fit along the path alone. The key contrast (twelve warpings, most of a fit's time) does not
 * tell readings of one score apart: it is measured once, on the reading kept (`withKeyContrast`).
 */
export function pathFit(path: Path, ref: Features, rec: Features): PathFit {
  const cost = frameCost(ref, rec, 0);
  const w = FIT_WINDOW_S * FEATURE_RATE;
  const n = ref.frames;
  const sum = new Float64Array(n);
  const count = new Float64Array(n);
  for (let k = 0; k < path.i.length; k++) {
    sum[path.i[k]!]! += cost(path.i[k]!, path.j[k]!);
    count[path.i[k]!]!++;
  }
  let worst = 0;
  let worstAt = 0;
  let s = 0;
  let c = 0;
  for (let i = 0; i < n; i++) {
    s += sum[i]!;
    c += count[i]!;
    if (i >= w) {
      s -= sum[i - w]!;
      c -= count[i - w]!;
    }
    if (i >= Math.min(w, n) - 1 && c > 0 && s / c > worst) {
      worst = s / c;
      worstAt = ((i - Math.min(w, n) + 1) * 1000) / FEATURE_RATE;
    }
  }
  const { pace, paceAtMs } = paceOf(path, n, w);
  return { worst, worstAtMs: worstAt, pace, paceAtMs };
}

/** The whole fit: the path's, and the key contrast against `keyRef`. */
export function withKeyContrast(fit: PathFit, keyRef: Features, rec: Features): Fit {
  const contrast = keyContrast(keyRef, rec);
  return {
    ...fit,
    ok: contrast <= KEY_CONTRAST_LIMIT && fit.worst <= LOCAL_LIMIT && fit.pace >= PACE_LIMIT,
    keyContrast: contrast,
  };
}

/** The least recording frames the path spends on any `w` reference frames, per reference frame. */
function paceOf(path: Path, n: number, w: number): { pace: number; paceAtMs: number } {
  const first = firstPaired(path, n);
  let pace = Number.POSITIVE_INFINITY;
  let at = 0;
  for (let i = 0; i + w < n; i++) {
    const p = (first[i + w]! - first[i]!) / w;
    if (p < pace) {
      pace = p;
      at = i;
    }
  }
  // a score shorter than the window: its whole length
  if (!Number.isFinite(pace)) pace = n > 1 ? (first[n - 1]! - first[0]!) / (n - 1) : 1;
  return { pace, paceAtMs: (at * 1000) / FEATURE_RATE };
}
