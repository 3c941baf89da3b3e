// Audio features for score-to-recording alignment (Müller et al., Sync Toolbox): per 10 ms frame a
// chroma vector (pitch-class energy, log-compressed, unit length) for the harmony, and a decaying,
// locally normalised chroma onset vector (DLNCO) that marks where notes begin, for precision.

import FFT from 'fft.js';

/** Every feature sequence has this many frames per second; frame i is centred at i * 10 ms. */
export const FEATURE_RATE = 100;
const WINDOW_S = 0.093; // enough to tell semitones apart from the second octave up
export const MIN_PITCH = 33; // A1
export const MAX_PITCH = 100;
const COMPRESSION = 100000; // log(1 + η·energy) after the signal is brought to a fixed level
const ONSET_LAG = 3; // frames: the 93 ms window smears a rise; compare 30 ms apart
const DECAY_FRAMES = 10; // an onset leaves a 100 ms trace: a slightly early or late match still costs little
const ADAPT_FRAMES = 15; // ±150 ms: the surroundings an onset must stand out of
const ADAPT_SHARE = 1.5; // an onset counts by how far it exceeds 1.5 times the mean around it
const NORM_WINDOW = 150; // frames each side for the local normalisation of onsets (1.5 s)
const SILENCE = 0.2;
const SILENCE_WINDOW = 300; // frames each side: a soft verse is measured against its own loudness (3 s)

export interface Features {
  frames: number;
  /** frames × 12, each row unit length (silence: the uniform vector). */
  chroma: Float32Array;
  /** frames × 12, decaying locally normalised chroma onsets. */
  onset: Float32Array;
  /** 1 where the frame is silent (a pause, a general rest): it then matches anything equally */
  silent: Uint8Array;
  /**
   * The score's side only: per frame, what it costs the recording to linger there, relative to
   * elsewhere (below 1 on a fermata's hold, which a performance holds as long as it likes).
   */
  linger?: Float32Array;
  /**
   * The score's side only: 1 where a performance may go on after a pause (no note sounds across
   * the point, or its music has just begun there): a recording's music after a pause pairs with one.
   */
  resume?: Uint8Array;
  /** A recording's own: log-compressed energy per MIDI pitch (frames × MIN_PITCH..MAX_PITCH). */
  energy?: Float32Array;
}

/** The whole signal scaled to an RMS of 0.1 (so the log compression does not depend on the level). */
function normalised(x: Float32Array): Float32Array {
  let e = 0;
  for (let i = 0; i < x.length; i++) e += x[i]! * x[i]!;
  const rms = Math.sqrt(e / Math.max(1, x.length));
  const g = rms > 1e-9 ? 0.1 / rms : 1;
  const y = new Float32Array(x.length);
  for (let i = 0; i < x.length; i++) y[i] = x[i]! * g;
  return y;
}

/** Log-compressed energy per MIDI pitch (MIN_PITCH..MAX_PITCH), frames × pitches. */
export function pitchEnergies(
  samples: Float32Array,
  sampleRate: number,
): { frames: number; energy: Float32Array } {
  // the power of two nearest WINDOW_S: 1024 samples at 11.025 kHz
  const win = 2 ** Math.round(Math.log2(WINDOW_S * sampleRate));
  const fft = new FFT(win); // radix-4, real input: twice as fast as the radix-2 FFT written here before
  const spectrum = new Float64Array(2 * win); // interleaved re, im; realTransform fills bins 0..win/2
  const hann = new Float64Array(win);
  for (let i = 0; i < win; i++) hann[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / win);
  const pitches = MAX_PITCH - MIN_PITCH + 1;
  const binPitch = new Int32Array(win / 2 + 1).fill(-1);
  for (let k = 1; k <= win / 2; k++) {
    const p = Math.round(69 + 12 * Math.log2((k * sampleRate) / win / 440));
    if (p >= MIN_PITCH && p <= MAX_PITCH) binPitch[k] = p - MIN_PITCH;
  }
  const x = normalised(samples);
  const frames = Math.max(1, Math.ceil((x.length * FEATURE_RATE) / sampleRate));
  const energy = new Float32Array(frames * pitches);
  const frame = new Float64Array(win);
  const scale = 1 / (win * win);
  for (let f = 0; f < frames; f++) {
    const centre = Math.round((f * sampleRate) / FEATURE_RATE);
    const start = centre - win / 2;
    for (let i = 0; i < win; i++) {
      const s = start + i;
      frame[i] = s >= 0 && s < x.length ? x[s]! * hann[i]! : 0;
    }
    fft.realTransform(spectrum, frame);
    const row = f * pitches;
    for (let k = 1; k <= win / 2; k++) {
      const b = binPitch[k]!;
      if (b >= 0) energy[row + b]! += (spectrum[2 * k]! ** 2 + spectrum[2 * k + 1]! ** 2) * scale;
    }
    for (let b = 0; b < pitches; b++) energy[row + b] = Math.log1p(COMPRESSION * energy[row + b]!);
  }
  return { frames, energy };
}

/** Scales a chroma row to unit length (the uniform vector below `floor`); returns its length before. */
function unit(v: Float32Array, row: number, floor: number): number {
  let n = 0;
  for (let c = 0; c < 12; c++) n += v[row + c]! ** 2;
  n = Math.sqrt(n);
  for (let c = 0; c < 12; c++) v[row + c] = n > floor ? v[row + c]! / n : 1 / Math.sqrt(12);
  return n;
}

/** Chroma and DLNCO features of a mono signal. */
export function audioFeatures(samples: Float32Array, sampleRate: number): Features {
  const { frames, energy } = pitchEnergies(samples, sampleRate);
  const pitches = MAX_PITCH - MIN_PITCH + 1;
  const chroma = new Float32Array(frames * 12);
  const raw = new Float32Array(frames * 12);
  const loudness = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    for (let b = 0; b < pitches; b++) chroma[f * 12 + ((b + MIN_PITCH) % 12)]! += energy[f * pitches + b]!;
    loudness[f] = unit(chroma, f * 12, 1);
  }
  pitchOnsetPeaks(energy, frames, raw);
  // silent: far below the loud music of the piece, of the 3 s before and of the 3 s after (a verse
  // sung piano is music, not a pause: measured against the piece alone it was cut as silence)
  const loud = quantile(loudness, 0.9);
  const h = SILENCE_WINDOW / 2;
  const near = slidingMax(loudness, h);
  const silent = new Uint8Array(frames);
  for (let f = 0; f < frames; f++) {
    const before = near[Math.max(0, f - h)]!;
    const after = near[Math.min(frames - 1, f + h)]!;
    silent[f] = loudness[f]! < SILENCE * Math.min(loud, before, after) ? 1 : 0;
  }
  pauseEchoes(loudness, silent);
  return { frames, chroma, onset: dlnco(raw, frames), silent, energy };
}

/** A silence longer than this many frames (300 ms) is a pause, cut from the recording before the DTW. */
export const PAUSE_FRAMES = 30;
const ECHO_SMOOTH = 10; // frames each side (±100 ms): an ensemble's level wobbles every 100-300 ms
const ECHO_MUSIC = [300, 50]; // frames before a pause (3 s to 0.5 s): the music's typical loudness
const ECHO_BELOW = 0.6; // an echo lies below this share of it (so may a chord sung softly, but ...)
const ECHO_FALLING = 0.95; // ... an echo only falls: going back, not below this share of the loudest after it
const ECHO_SPAN = 20; // ... and has fallen by a tenth at least over the 200 ms before
const ECHO_DROP = 1.1;

/**
 * The room's echo before a pause belongs to the pause (decision 0066): in a big room the loudness
 * falls for half a second or more after the music stops before it counts as silent, and the warping
 * spent that echo on the score's last chord, pushing the music before it late (choir "aahs": bars up
 * to 0.9 s late before the verses' pause, where the chords repeat one harmony). Going back from where
 * each pause is found, the frames whose smoothed loudness lies below ECHO_BELOW of the music's median
 * loudness before the pause, has only fallen since (ECHO_FALLING) and has fallen over the 200 ms
 * before (ECHO_DROP: a chord held softly up to the pause stays music) are marked silent, in place.
 */
export function pauseEchoes(loudness: Float32Array, silent: Uint8Array): void {
  const frames = silent.length;
  const smooth = slidingMean(loudness, ECHO_SMOOTH);
  let f = 1;
  while (f < frames) {
    if (!silent[f] || silent[f - 1]) {
      f++;
      continue;
    }
    let end = f;
    while (end < frames && silent[end]) end++;
    // only a pause the warping cuts, and not the end of the recording
    if (end - f > PAUSE_FRAMES && end < frames) {
      const level =
        ECHO_BELOW *
        quantile(loudness.slice(Math.max(0, f - ECHO_MUSIC[0]!), Math.max(1, f - ECHO_MUSIC[1]!)), 0.5);
      let g = f;
      let top = 0;
      const echo = (x: number) =>
        smooth[x]! < level &&
        smooth[x]! >= ECHO_FALLING * top &&
        ECHO_DROP * smooth[x]! <= smooth[Math.max(0, x - ECHO_SPAN)]!;
      while (g > 1 && (silent[g - 1] || echo(g - 1))) {
        g--;
        if (!silent[g]) top = Math.max(top, smooth[g]!);
      }
      silent.fill(1, g, f);
    }
    f = end;
  }
}

const PEAK_WINDOW = 10; // frames each side (Sync Toolbox: blocks of about 230 ms)
const PEAK_SHARE = 2 / 3; // of the largest rise of the pitch nearby (as Sync Toolbox)
const PEAK_STD = 0.5; // standard deviations of the pitch's rises (Sync Toolbox's rel_thresh)

/**
 * Pitch onsets as Sync Toolbox finds them (audio_to_pitch_onset_features): per pitch, the rise of its
 * energy over ONSET_LAG frames, and only its peaks that reach 2/3 of the largest rise of that pitch
 * within ±PEAK_WINDOW frames and stand out of the pitch's own wobble (half its standard deviation);
 * their heights go to the peak's frame and pitch class. A sustained sound whose level wobbles (an
 * ensemble's beats, a tremulant, reverb) no longer buries a new note's rise under the sum of all
 * pitches' small rises.
 */
export function pitchOnsetPeaks(energy: Float32Array, frames: number, raw: Float32Array): void {
  const pitches = MAX_PITCH - MIN_PITCH + 1;
  const d = new Float32Array(frames);
  for (let b = 0; b < pitches; b++) {
    const c = (b + MIN_PITCH) % 12;
    let sum = 0;
    let sum2 = 0;
    for (let f = 0; f < frames; f++) {
      const v =
        f >= ONSET_LAG ? Math.max(0, energy[f * pitches + b]! - energy[(f - ONSET_LAG) * pitches + b]!) : 0;
      d[f] = v;
      sum += v;
      sum2 += v * v;
    }
    const mean = sum / Math.max(1, frames);
    const std = Math.sqrt(Math.max(0, sum2 / Math.max(1, frames) - mean * mean));
    const near = slidingMax(d, PEAK_WINDOW);
    for (let f = 1; f + 1 < frames; f++) {
      const v = d[f]!;
      if (v <= 0 || v < d[f - 1]! || v <= d[f + 1]!) continue;
      if (v < PEAK_SHARE * near[f]! || v < PEAK_STD * std) continue;
      // the rise measured over [f - ONSET_LAG, f] is centred between them
      raw[(f - (ONSET_LAG >> 1)) * 12 + c]! += v;
    }
  }
}

/** Onset chroma -> locally normalised (by the largest onset within ±1.5 s) with a 200 ms decaying trace. */
export function dlnco(raw: Float32Array, frames: number): Float32Array {
  const norm = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    let s = 0;
    for (let c = 0; c < 12; c++) s += raw[f * 12 + c]! ** 2;
    norm[f] = Math.sqrt(s);
  }
  // only what stands out of its surroundings is an onset (a sustained, noisy sound wobbles all the time)
  const mean = slidingMean(norm, ADAPT_FRAMES);
  for (let f = 0; f < frames; f++) {
    const keep = norm[f]! > 0 ? Math.max(0, norm[f]! - ADAPT_SHARE * mean[f]!) / norm[f]! : 0;
    for (let c = 0; c < 12; c++) raw[f * 12 + c]! *= keep;
    norm[f]! *= keep;
  }
  const localMax = slidingMax(norm, NORM_WINDOW);
  // a floor from the loud onsets of the whole piece, so that noise in a pause is not raised to onsets
  const floor = Math.max(1e-3, 0.25 * quantile(norm, 0.95));
  const out = new Float32Array(frames * 12);
  for (let f = 0; f < frames; f++) {
    const m = Math.max(localMax[f]!, floor);
    for (let k = 0; k < DECAY_FRAMES && f + k < frames; k++) {
      const w = Math.sqrt((DECAY_FRAMES - k) / DECAY_FRAMES);
      for (let c = 0; c < 12; c++) {
        const v = (w * raw[f * 12 + c]!) / m;
        const o = (f + k) * 12 + c;
        if (v > out[o]!) out[o] = v;
      }
    }
  }
  return out;
}

function quantile(x: Float32Array, q: number): number {
  const s = Float32Array.from(x).sort();
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : 0;
}

function slidingMean(x: Float32Array, r: number): Float32Array {
  const out = new Float32Array(x.length);
  let sum = 0;
  let lo = 0;
  let hi = -1;
  for (let i = 0; i < x.length; i++) {
    while (hi < Math.min(x.length - 1, i + r)) sum += x[++hi]!;
    while (lo < i - r) sum -= x[lo++]!;
    out[i] = sum / (hi - lo + 1);
  }
  return out;
}

/** max of x over [i - r, i + r], in O(n) with a monotone deque. */
function slidingMax(x: Float32Array, r: number): Float32Array {
  const n = x.length;
  const out = new Float32Array(n);
  const dq = new Int32Array(n);
  let head = 0;
  let tail = 0;
  let next = 0;
  for (let i = 0; i < n; i++) {
    const hi = Math.min(n - 1, i + r);
    while (next <= hi) {
      while (tail > head && x[dq[tail - 1]!]! <= x[next]!) tail--;
      dq[tail++] = next++;
    }
    while (dq[head]! < i - r) head++;
    out[i] = x[dq[head]!]!;
  }
  return out;
}

/** Averages `factor` frames into one (chroma renormalised, onsets by their maximum): the coarse levels. */
export function downsample(f: Features, factor: number): Features {
  const frames = Math.ceil(f.frames / factor);
  const chroma = new Float32Array(frames * 12);
  const onset = new Float32Array(frames * 12);
  const silent = new Uint8Array(frames).fill(1);
  for (let i = 0; i < f.frames; i++) {
    const j = Math.floor(i / factor);
    if (!f.silent[i]) silent[j] = 0;
    for (let c = 0; c < 12; c++) {
      chroma[j * 12 + c]! += f.chroma[i * 12 + c]!;
      onset[j * 12 + c] = Math.max(onset[j * 12 + c]!, f.onset[i * 12 + c]!);
    }
  }
  for (let j = 0; j < frames; j++) unit(chroma, j * 12, 1e-6);
  let linger: Float32Array | undefined;
  if (f.linger) {
    linger = new Float32Array(frames).fill(1);
    for (let i = 0; i < f.frames; i++) {
      const j = Math.floor(i / factor);
      linger[j] = Math.min(linger[j]!, f.linger[i]!);
    }
  }
  let resume: Uint8Array | undefined;
  if (f.resume) {
    resume = new Uint8Array(frames);
    for (let i = 0; i < f.frames; i++) if (f.resume[i]) resume[Math.floor(i / factor)] = 1;
  }
  return { frames, chroma, onset, silent, ...(linger ? { linger } : {}), ...(resume ? { resume } : {}) };
}

/** The frames [from, to) of a feature sequence (repeats left out of the reference, for instance). */
export function sliceFeatures(f: Features, ranges: [number, number][]): Features {
  const frames = ranges.reduce((a, [s, e]) => a + Math.max(0, e - s), 0);
  const chroma = new Float32Array(frames * 12);
  const onset = new Float32Array(frames * 12);
  const silent = new Uint8Array(frames);
  const linger = f.linger ? new Float32Array(frames) : undefined;
  const resume = f.resume ? new Uint8Array(frames) : undefined;
  let o = 0;
  for (const [s, e] of ranges) {
    chroma.set(f.chroma.subarray(s * 12, e * 12), o * 12);
    onset.set(f.onset.subarray(s * 12, e * 12), o * 12);
    silent.set(f.silent.subarray(s, e), o);
    linger?.set(f.linger!.subarray(s, e), o);
    resume?.set(f.resume!.subarray(s, e), o);
    o += Math.max(0, e - s);
  }
  return { frames, chroma, onset, silent, ...(linger ? { linger } : {}), ...(resume ? { resume } : {}) };
}
