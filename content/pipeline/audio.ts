// Audio: per-voice MIDI (one constant tempo, 1 tick = 1 ms) -> fluidsynth stems -> mixes -> AAC (.m4a).
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pLimit from 'p-limit';
import type { Voice } from '../../src/core/contract/api';
import { VOICES } from '../../src/core/contract/constants';
import type { AudioNote } from './audio-notes';
import type { DynPoint } from './dynamics';
import { type MidiEvent, mergeMidiFiles, writeConstantTempoMidi } from './midi';

const run = promisify(execFile);

export const SOUNDFONT = '/usr/share/sounds/sf2/FluidR3_GM.sf2';
export const SAMPLE_RATE = 44100;
export const GM_PROGRAM = 53; // 0-based: GM 54 "Voice Oohs" (clearer attack than 52 "Choir Aahs")
export const TAIL_MS = 1200; // reverb tail kept after the last bar
export const AAC_BITRATE = process.env.CHOIR_AAC_BITRATE ?? '20k';
export const AAC_RATE = 24000;
export const OTHERS_GAIN = 0.22; // emphasis mixes: the other voices at about -13 dB
export const TARGET_DBFS = -20; // every rendition is normalised to this gated RMS level

/**
 * MIDI for one voice: notes + CC11 expression curve (dynamics), one constant tempo; `extra` events
 * (e.g. an ear-training recording's fine tuning) follow the channel set-up.
 */
export function voiceMidi(
  voice: Voice,
  notes: AudioNote[],
  dyn: DynPoint[],
  program = GM_PROGRAM,
  extra: MidiEvent[] = [],
): Uint8Array {
  const ch = VOICES.indexOf(voice);
  const ev: MidiEvent[] = [
    { ms: 0, kind: 'program', program },
    { ms: 0, kind: 'cc', controller: 7, value: 110 },
    { ms: 0, kind: 'cc', controller: 10, value: 64 },
    { ms: 0, kind: 'cc', controller: 91, value: 50 },
    ...extra,
  ];
  for (const d of dyn) ev.push({ ms: d.ms, kind: 'cc', controller: 11, value: Math.round(127 * d.level) });
  for (const n of notes) {
    if (n.voice !== voice) continue;
    ev.push({ ms: n.startMs, kind: 'on', pitch: n.pitch, velocity: n.velocity });
    ev.push({ ms: n.endMs, kind: 'off', pitch: n.pitch });
  }
  return writeConstantTempoMidi(ch, ev);
}

/** The editions' room; the alignment's test renditions use a bigger one. */
export const ROOM = { size: 0.45, level: 0.5 };

/** At most one fluidsynth run a core: more would only share the cores (decision 0069). */
const fluidsynthRun = pLimit(availableParallelism());

/**
 * How a render is written. A stem (published in the editions) as 16 bits in fluidsynth's default
 * 64-frame blocks: the files built so far stay the same byte for byte. An alignment's reference
 * (never published) as floats in 8192-frame blocks: a third less CPU, the same music up to rounding
 * 128 dB below it (the synth plays its events to its 64-sample step either way; decision 0070).
 */
const OUTPUTS = {
  stem: { format: 's16', period: 64 },
  reference: { format: 'float', period: 8192 },
} as const;

/** Renders a MIDI file with fluidsynth to mono float samples of exactly `lengthMs`. */
export async function renderStem(
  midiPath: string,
  rawPath: string,
  lengthMs: number,
  room = ROOM,
  output: keyof typeof OUTPUTS = 'stem',
): Promise<Float32Array> {
  const { format, period } = OUTPUTS[output];
  await fluidsynthRun(() =>
    run('fluidsynth', [
      '-n',
      '-i',
      '-q',
      '-C',
      '0',
      '-R',
      '1',
      // Loads only the samples the MIDI plays: the same output, without reading the whole 140 MB
      // sound font for every stem (0.9 -> 0.3 s a call; the import renders a dozen references).
      '-o',
      'synth.dynamic-sample-loading=1',
      '-o',
      `audio.period-size=${period}`,
      '-o',
      `synth.reverb.room-size=${room.size}`,
      '-o',
      `synth.reverb.level=${room.level}`,
      '-o',
      'synth.reverb.width=0.8',
      '-g',
      '0.6',
      '-r',
      String(SAMPLE_RATE),
      '-T',
      'raw',
      '-O',
      format,
      '-F',
      rawPath,
      SOUNDFONT,
      midiPath,
    ]),
  );
  const b = await readFile(rawPath);
  // stereo frames, averaged to mono: s16 scaled to ±1, float as it is
  const [s, scale] =
    format === 's16'
      ? [new Int16Array(b.buffer, b.byteOffset, Math.floor(b.length / 2)), 1 / 65536]
      : [new Float32Array(b.buffer, b.byteOffset, Math.floor(b.length / 4)), 1 / 2];
  const n = Math.round((lengthMs * SAMPLE_RATE) / 1000);
  const out = new Float32Array(n);
  for (let i = 0; i < n && 2 * i + 1 < s.length; i++) out[i] = (s[2 * i]! + s[2 * i + 1]!) * scale;
  return out;
}

/**
 * The voices' full mix in one fluidsynth run, each voice on its channel as in `renderStems`, as
 * floats: the sum of the stems up to their 16-bit rounding and dither (56 dB below the music), at a
 * third of the CPU (a run's start and sound-font loading once instead of four times). For the
 * alignment's references, where only the mix is heard.
 */
export async function renderMix(
  notes: AudioNote[],
  dynamics: Record<Voice, DynPoint[]>,
  lengthMs: number,
  tmp: string,
  tag: string,
  program = GM_PROGRAM,
): Promise<Float32Array> {
  const midiPath = join(tmp, `${tag}-mix.mid`);
  await writeFile(midiPath, mergeMidiFiles(VOICES.map((v) => voiceMidi(v, notes, dynamics[v], program))));
  return renderStem(midiPath, join(tmp, `${tag}-mix.raw`), lengthMs, ROOM, 'reference');
}

/**
 * One stem per voice, rendered from the notes and dynamics of a score (or of a test rendition), the
 * voices' fluidsynth runs side by side (one a core).
 */
export async function renderStems(
  notes: AudioNote[],
  dynamics: Record<Voice, DynPoint[]>,
  lengthMs: number,
  tmp: string,
  tag: string,
  program = GM_PROGRAM,
  room = ROOM,
): Promise<Record<Voice, Float32Array>> {
  const rendered = await Promise.all(
    VOICES.map(async (v) => {
      const midiPath = join(tmp, `${tag}-${v}.mid`);
      await writeFile(midiPath, voiceMidi(v, notes, dynamics[v], program));
      return renderStem(midiPath, join(tmp, `${tag}-${v}.raw`), lengthMs, room);
    }),
  );
  return Object.fromEntries(VOICES.map((v, i) => [v, rendered[i]!])) as Record<Voice, Float32Array>;
}

/** Gated RMS level in dBFS (400 ms blocks, blocks below -50 dBFS ignored) - a simple loudness proxy. */
export function levelDb(x: Float32Array): number {
  const block = Math.round(0.4 * SAMPLE_RATE);
  let sum = 0;
  let count = 0;
  for (let i = 0; i + block <= x.length; i += block) {
    let e = 0;
    for (let j = i; j < i + block; j++) e += x[j]! * x[j]!;
    const ms = e / block;
    if (10 * Math.log10(ms + 1e-20) > -50) {
      sum += ms;
      count++;
    }
  }
  return count ? 10 * Math.log10(sum / count) : -120;
}

export interface Mix {
  name: 'full' | Voice;
  samples: Float32Array;
  makeUpDb: number;
}

/** Soft limit above -1 dBFS (rare with these levels). */
export function softLimit(y: number): number {
  return Math.abs(y) < 0.89 ? y : Math.sign(y) * (0.89 + 0.1 * Math.tanh((Math.abs(y) - 0.89) / 0.1));
}

/** The gain that brings the full mix (all voices at 1) to TARGET_DBFS. */
export function fullMixGain(stems: Record<Voice, Float32Array>): number {
  const full = new Float32Array(stems.soprano.length);
  for (const v of VOICES) {
    const s = stems[v];
    for (let i = 0; i < full.length; i++) full[i]! += s[i]!;
  }
  return 10 ** ((TARGET_DBFS - levelDb(full)) / 20);
}

/** Full mix and one emphasis mix per voice, each normalised to TARGET_DBFS. */
export function mixes(stems: Record<Voice, Float32Array>): Mix[] {
  const len = stems.soprano.length;
  const out: Mix[] = [];
  const build = (gains: Record<Voice, number>) => {
    const m = new Float32Array(len);
    for (const v of VOICES) {
      const g = gains[v];
      const s = stems[v];
      for (let i = 0; i < len; i++) m[i]! += g * s[i]!;
    }
    return m;
  };
  const full = build({ soprano: 1, alto: 1, tenore: 1, basso: 1 });
  const fullLevel = levelDb(full);
  const list: [Mix['name'], Float32Array][] = [['full', full]];
  for (const v of VOICES) {
    const g = Object.fromEntries(VOICES.map((x) => [x, x === v ? 1 : OTHERS_GAIN])) as Record<Voice, number>;
    list.push([v, build(g)]);
  }
  for (const [name, m] of list) {
    const gainDb = TARGET_DBFS - levelDb(m);
    const g = 10 ** (gainDb / 20);
    for (let i = 0; i < m.length; i++) m[i] = softLimit(m[i]! * g);
    out.push({ name, samples: m, makeUpDb: Number((gainDb - (TARGET_DBFS - fullLevel)).toFixed(1)) });
  }
  return out;
}

/** Trims to `ms` with a fade-out over the last `fadeMs`. */
export function trimWithFade(x: Float32Array, ms: number, fadeMs: number): Float32Array {
  const n = Math.min(x.length, Math.round((ms * SAMPLE_RATE) / 1000));
  const f = Math.round((fadeMs * SAMPLE_RATE) / 1000);
  const y = x.slice(0, n);
  for (let i = 0; i < f && i < n; i++) {
    const k = n - 1 - i;
    const t = i / f; // 0 at the end .. 1 at fade start
    y[k]! *= Math.sin((t * Math.PI) / 2) ** 2;
  }
  return y;
}

/** Fades the reverb tail (last `fadeMs`) so files end in silence. */
export function fadeTail(x: Float32Array, fadeMs: number): Float32Array {
  return trimWithFade(x, (x.length * 1000) / SAMPLE_RATE, fadeMs);
}

/** 16-bit PCM WAV of one or more channels of equal length (interleaved). */
export function wav16(channels: Float32Array[]): Buffer {
  const count = channels.length;
  const frames = channels[0]!.length;
  const data = Buffer.alloc(frames * count * 2);
  for (let i = 0; i < frames; i++)
    for (let c = 0; c < count; c++) {
      const y = channels[c]![i]!;
      data.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(y * 32767))), (i * count + c) * 2);
    }
  const h = Buffer.alloc(44);
  h.write('RIFF', 0);
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVE', 8);
  h.write('fmt ', 12);
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(count, 22);
  h.writeUInt32LE(SAMPLE_RATE, 24);
  h.writeUInt32LE(SAMPLE_RATE * 2 * count, 28);
  h.writeUInt16LE(2 * count, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36);
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}

let encodings = 0;

/** Encodes mono AAC-LC in MP4 (.m4a) with the moov atom first, without timestamps/metadata. */
export async function encodeM4a(x: Float32Array, tmpDir: string, outPath: string): Promise<void> {
  await encodeAac([x], tmpDir, outPath, ['-b:a', AAC_BITRATE, '-ac', '1']);
}

/**
 * Encodes channels as AAC-LC in MP4 with the moov atom first and no timestamps or metadata, so the
 * same input gives the same bytes. `options`: the bit rate and any channel settings.
 */
export async function encodeAac(
  channels: Float32Array[],
  tmpDir: string,
  outPath: string,
  options: string[],
): Promise<void> {
  // A name per call: encodings may run side by side.
  const wavPath = join(tmpDir, `enc-${process.pid}-${encodings++}.wav`);
  await writeFile(wavPath, wav16(channels));
  await run('ffmpeg', [
    ...['-nostdin', '-v', 'error', '-y', '-i', wavPath, '-map_metadata', '-1'],
    ...['-fflags', '+bitexact', '-flags:a', '+bitexact', '-c:a', 'aac', ...options],
    ...['-ar', String(AAC_RATE), '-movflags', '+faststart', outPath],
  ]);
}
