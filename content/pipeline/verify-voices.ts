// Checks of the voices apart (audio/partN-voices.m4a), run by verify.ts for every part that lists
// one: as many channels as the manifest names, channel i is the voice it names (it matches that
// voice's emphasis rendition best), the channels add up to the full mix at lag 0, and no voice lies
// apart from another or drifts over the whole part (each window's lag against the full mix less the
// other voices).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { EditionPart } from '../../src/core/contract/edition-format';

const run = promisify(execFile);
export const CHECK_RATE = 22050;

/** Decodes a file to `channels` float channels at CHECK_RATE (no down-mix: the file's own order). */
export async function decodeChannels(file: string, channels: number): Promise<Float32Array[]> {
  const args = ['-nostdin', '-v', 'error', '-i', file, '-ac', String(channels), '-ar', String(CHECK_RATE)];
  const { stdout } = await run('ffmpeg', [...args, '-f', 's16le', '-'], {
    encoding: 'buffer',
    maxBuffer: 1 << 29,
  });
  const b = stdout as Buffer;
  const s = new Int16Array(b.buffer, b.byteOffset, Math.floor(b.length / 2));
  const frames = Math.floor(s.length / channels);
  return Array.from({ length: channels }, (_, c) =>
    Float32Array.from({ length: frames }, (_, i) => s[i * channels + c]! / 32768),
  );
}

export async function channelCount(file: string): Promise<number> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'a:0',
    '-show_entries',
    'stream=channels',
    '-of',
    'csv=p=0',
    file,
  ]);
  return Number(stdout.trim());
}

/** Normalised correlation of a and b (b shifted by `lag` samples) over [from, to). */
function correlation(a: Float32Array, b: Float32Array, lag: number, from: number, to: number): number {
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = Math.max(from, -lag); i < to && i + lag < b.length && i < a.length; i++) {
    const x = a[i]!;
    const y = b[i + lag]!;
    ab += x * y;
    aa += x * x;
    bb += y * y;
  }
  return aa > 0 && bb > 0 ? ab / Math.sqrt(aa * bb) : 0;
}

/**
 * The lag (samples, within ±maxLag) at which b matches a best over [from, to), to a fraction of a
 * sample (a parabola through the peak and its neighbours): a low voice's broad peak would otherwise
 * tip between two whole samples on the two codings' noise.
 */
export function bestLag(a: Float32Array, b: Float32Array, from: number, to: number, maxLag = 40): number {
  const values = Array.from({ length: 2 * maxLag + 1 }, (_, k) => correlation(a, b, k - maxLag, from, to));
  const peak = values.indexOf(Math.max(...values));
  const [left, middle, right] = [values[peak - 1], values[peak]!, values[peak + 1]];
  const curve = left === undefined || right === undefined ? 0 : left - 2 * middle + right;
  const offset = curve < 0 ? (0.5 * (left! - right!)) / curve : 0;
  return peak - maxLag + offset;
}

const energy = (x: Float32Array, from: number, to: number) => {
  let e = 0;
  for (let i = from; i < to && i < x.length; i++) e += x[i]! * x[i]!;
  return e / Math.max(1, to - from);
};

/** How far the voices lie apart (samples), and how far each moves over the part. */
export interface VoiceAlignment {
  /** The largest spread between the voices' mean lags. */
  offset: number;
  /** The most any voice's lag changes from one 10 s window to another. */
  drift: number;
}

/**
 * Each channel's lag against its own reference in every 10 s window where it sounds. The reference
 * is the full mix (coded apart) less the other channels: the voice as the full mix places it. A
 * voice emphasised in its own rendition would do too, but that file's other coding moves a low
 * voice's broad peak by up to a sample; this one leaves a few tenths. 0 and 0 when the voices stay
 * together.
 */
export function voiceAlignment(channels: Float32Array[], full: Float32Array): VoiceAlignment {
  const window = Math.min(10 * CHECK_RATE, full.length);
  const lags = channels.map((channel, c) => {
    const reference = Float32Array.from(full, (x, i) =>
      channels.reduce((rest, other, o) => (o === c ? rest : rest - (other[i] ?? 0)), x),
    );
    const found: number[] = [];
    for (let from = 0; from + window <= full.length; from += window)
      if (energy(channel, from, from + window) > 1e-6)
        found.push(bestLag(channel, reference, from, from + window));
    return found;
  });
  const sounding = lags.filter((list) => list.length > 0);
  const means = sounding.map((list) => list.reduce((a, b) => a + b, 0) / list.length);
  return {
    offset: means.length ? Math.max(...means) - Math.min(...means) : 0,
    drift: Math.max(0, ...sounding.map((list) => Math.max(...list) - Math.min(...list))),
  };
}

export interface VoiceTrackReport {
  problems: string[];
  row: string;
  /** The decoded channels, for the caller's onset check. */
  channels: Float32Array[];
}

/** Checks one part's voices apart against its full mix and emphasis renditions (files under `root`). */
export async function checkVoiceTracks(
  at: (path: string) => string,
  part: EditionPart,
  label: string,
): Promise<VoiceTrackReport | null> {
  const tracks = part.voiceTracks;
  if (!tracks) return null;
  const problems: string[] = [];
  const file = at(tracks.file);
  const count = await channelCount(file);
  if (count !== tracks.channels.length)
    problems.push(
      `${label}: ${tracks.file} has ${count} channels, the manifest names ${tracks.channels.length}`,
    );
  const channels = await decodeChannels(file, tracks.channels.length);
  const [full] = await decodeChannels(at(part.audio.full), 1);
  const references = await Promise.all(
    tracks.channels.map(async (voice) => (await decodeChannels(at(part.audio[voice]), 1))[0]!),
  );
  // Channel c is the voice the manifest names: it matches that voice's emphasis rendition best.
  const misplaced = channels.filter((channel, c) => {
    const scores = references.map((reference) => correlation(channel, reference, 0, 0, channel.length));
    return scores.indexOf(Math.max(...scores)) !== c;
  }).length;
  if (misplaced) problems.push(`${label}: ${misplaced} channels of ${tracks.file} are not the voice named`);
  const sum = Float32Array.from(full!, (_, i) => channels.reduce((a, channel) => a + (channel[i] ?? 0), 0));
  const lagToFull = bestLag(sum, full!, 0, full!.length);
  if (Math.abs(lagToFull) >= 0.5)
    problems.push(`${label}: the voices apart are ${lagToFull.toFixed(1)} samples off the full mix`);
  const { offset, drift } = voiceAlignment(channels, full!);
  // Half a sample here is one sample of the 44.1 kHz stems: anything real would be that or more.
  if (offset >= 0.5 || drift >= 0.5)
    problems.push(
      `${label}: the voices lie ${offset.toFixed(1)} samples apart and drift ${drift.toFixed(1)}`,
    );
  const lengthMs = Math.round((channels[0]!.length * 1000) / CHECK_RATE);
  const fullMs = Math.round((full!.length * 1000) / CHECK_RATE);
  if (Math.abs(lengthMs - fullMs) > 50)
    problems.push(`${label}: the voices apart last ${lengthMs} ms, the full mix ${fullMs} ms`);
  const row = `${label}: voices apart ${count} channels, order ${misplaced ? 'WRONG' : 'ok'}, lag to full mix ${lagToFull.toFixed(2)}, voices ${offset.toFixed(2)} samples apart, drift ${drift.toFixed(2)} samples over ${(lengthMs / 1000).toFixed(1)} s`;
  return { problems, row, channels };
}
