// Getting audio into the alignment: any file ffmpeg reads, decoded to mono at the features' rate,
// and the pipeline's 44.1 kHz renders halved to it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The rate the alignment analyses at: 2048-sample windows are 93 ms. */
export const ANALYSIS_RATE = 22050;

/** Decodes WAV, FLAC, MP3, AAC/M4A … to mono float samples (at ANALYSIS_RATE unless told). */
export async function decodeAudio(path: string, rate = ANALYSIS_RATE): Promise<Float32Array> {
  const { stdout } = await run(
    'ffmpeg',
    ['-nostdin', '-v', 'error', '-i', path, '-ac', '1', '-ar', String(rate), '-f', 'f32le', '-'],
    { encoding: 'buffer', maxBuffer: 1 << 30 },
  );
  const out = new Float32Array(stdout.length / 4);
  for (let i = 0; i < out.length; i++) out[i] = stdout.readFloatLE(i * 4);
  return out;
}

/** Halves the sample rate behind a windowed-sinc low-pass at a quarter of the old rate. */
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
  const out = new Float32Array(Math.floor(x.length / 2));
  for (let i = 0; i < out.length; i++) {
    let acc = 0;
    for (let k = 0; k < taps; k++) {
      const s = 2 * i + k - mid;
      if (s >= 0 && s < x.length) acc += h[k]! * x[s]!;
    }
    out[i] = acc / sum;
  }
  return out;
}
