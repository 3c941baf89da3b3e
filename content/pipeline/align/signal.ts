// Getting audio into the alignment: any file ffmpeg reads, decoded to mono at the features' rate,
// and the pipeline's 44.1 kHz renders halved (twice) to it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The rate the alignment analyses at: its pitches reach E7 (2.6 kHz), so 11.025 kHz loses nothing,
 * and a 93 ms window is 1024 samples (a quarter of the work of 2048 at 22.05 kHz).
 */
export const ANALYSIS_RATE = 11025;

/** Decodes WAV, FLAC, MP3, AAC/M4A … to mono float samples (at ANALYSIS_RATE unless told). */
export async function decodeAudio(path: string, rate = ANALYSIS_RATE): Promise<Float32Array> {
  const { stdout } = await run(
    'ffmpeg',
    ['-nostdin', '-v', 'error', '-i', path, '-ac', '1', '-ar', String(rate), '-f', 'f32le', '-'],
    { encoding: 'buffer', maxBuffer: 1 << 30 },
  ).catch((error: { stderr?: Buffer }) => {
    const why = String(error.stderr ?? '')
      .trim()
      .split('\n')
      .at(-1)
      ?.replace(`${path}: `, '');
    throw new Error(`${path}: not a recording ffmpeg can read (${why || 'no reason given'})`);
  });
  const out = new Float32Array(stdout.length / 4);
  for (let i = 0; i < out.length; i++) out[i] = stdout.readFloatLE(i * 4);
  return out;
}

/** A 44.1 kHz render at ANALYSIS_RATE (halved until it is there). */
export function toAnalysisRate(x: Float32Array, rate = 44100): Float32Array {
  let y = x;
  for (let r = rate; r > ANALYSIS_RATE; r /= 2) y = halveRate(y);
  return y;
}

/**
 * Halves the sample rate behind a windowed-sinc low-pass at a quarter of the old rate (a half-band
 * filter: every other tap but the centre is zero and skipped).
 */
export function halveRate(x: Float32Array): Float32Array {
  const taps = 31;
  const h = new Float64Array(taps);
  const mid = (taps - 1) / 2;
  let sum = 0;
  for (let k = 0; k < taps; k++) {
    const t = k - mid;
    const sinc = t === 0 ? 0.5 : Math.sin((Math.PI * t) / 2) / (Math.PI * t);
    h[k] = sinc * (0.54 - 0.46 * Math.cos((2 * Math.PI * k) / (taps - 1)));
    sum += h[k]!;
  }
  // the filter is symmetric: one multiply per pair of odd offsets ±d, the centre apart, and no
  // bounds checks away from the ends (the alignment halves every reference candidate twice)
  const offsets = Int32Array.from({ length: (mid + 1) / 2 }, (_, q) => 2 * q + 1);
  const w = Float64Array.from(offsets, (d) => h[mid + d]! / sum);
  const centre = h[mid]! / sum;
  const out = new Float32Array(Math.floor(x.length / 2));
  const at = (s: number) => (s >= 0 && s < x.length ? x[s]! : 0);
  // the eight pairs written out, summed in the loop's order: three times as fast
  const [w0, w1, w2, w3, w4, w5, w6, w7] = w;
  for (let i = 0; i < out.length; i++) {
    const c = 2 * i;
    if (c - mid >= 0 && c + mid < x.length)
      out[i] =
        centre * x[c]! +
        w0! * (x[c - 1]! + x[c + 1]!) +
        w1! * (x[c - 3]! + x[c + 3]!) +
        w2! * (x[c - 5]! + x[c + 5]!) +
        w3! * (x[c - 7]! + x[c + 7]!) +
        w4! * (x[c - 9]! + x[c + 9]!) +
        w5! * (x[c - 11]! + x[c + 11]!) +
        w6! * (x[c - 13]! + x[c + 13]!) +
        w7! * (x[c - 15]! + x[c + 15]!);
    else {
      let acc = centre * x[c]!;
      for (let q = 0; q < offsets.length; q++) acc += w[q]! * (at(c - offsets[q]!) + at(c + offsets[q]!));
      out[i] = acc;
    }
  }
  return out;
}
