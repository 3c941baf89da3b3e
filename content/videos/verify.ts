/**
 * Checks the generated practice videos against index.json.
 *
 *   npx tsx content/videos/verify.ts
 *   npx tsx content/videos/verify.ts --only=4-70,cue-4-70   # some videos (no folder total)
 *
 * - ffprobe: streams, codecs, sizes, duration, start times; moov atom before mdat (faststart)
 * - audio sync: click onsets detected in the decoded AAC track vs. clickTimesMs (metres) or beatTimesMs
 * - picture sync: the frame where the beat hand bounces (lowest point) vs. beatTimesMs and, in a
 *   subdivided pattern, subdivisionTimesMs (360p decode)
 * - posters (640x360 JPEG) and captions (WebVTT, cue times inside the video)
 * - total size of the folder (budget: BUDGET below)
 * Exits with code 1 when a check fails.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGET_BYTES, folderBytes } from './budget';
import { VIDEOS } from './video-list';

const DIR = dirname(fileURLToPath(import.meta.url));
const FFMPEG = process.env.FFMPEG ?? 'ffmpeg';
const FFPROBE = process.env.FFPROBE ?? 'ffprobe';
const FPS = 30;
const SR = 48000;
// the folder's budget: budget.ts (decision 0050)
const BUDGET = BUDGET_BYTES;

interface IndexEntry {
  id: string;
  beats: number;
  bpm: number;
  durationMs: number;
  sources: { quality: 720 | 360; file: string; bytes: number }[];
  posters: { de: string; en: string; fr: string };
  captions: Record<string, string>;
  beatTimesMs: number[];
  subdivisionTimesMs?: number[];
  pickupTimesMs?: number[];
  pattern: string;
  metre?: string;
  clickTimesMs: number[];
  technique?: string;
}

interface ProbeStream {
  codec_type: string;
  codec_name: string;
  profile?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  sample_rate?: string;
  channels?: number;
  start_time?: string;
  duration?: string;
  r_frame_rate?: string;
}

const failures: string[] = [];
function check(ok: boolean, msg: string): void {
  if (!ok) failures.push(msg);
}

function run(cmd: string, args: string[]): Buffer {
  const r = spawnSync(cmd, args, { maxBuffer: 1024 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

function probe(path: string): { streams: ProbeStream[]; format: { duration: string } } {
  const out = run(FFPROBE, ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', path]);
  return JSON.parse(out.toString());
}

/** order of the top-level MP4 boxes */
function topBoxes(path: string): string[] {
  const fd = openSync(path, 'r');
  const size = statSync(path).size;
  const head = Buffer.alloc(16);
  const boxes: string[] = [];
  let pos = 0;
  try {
    while (pos + 8 <= size) {
      readSync(fd, head, 0, 16, pos);
      let len = head.readUInt32BE(0);
      const type = head.toString('latin1', 4, 8);
      if (len === 1) len = Number(head.readBigUInt64BE(8));
      else if (len === 0) len = size - pos;
      boxes.push(type);
      if (len < 8) break;
      pos += len;
    }
  } finally {
    closeSync(fd);
  }
  return boxes;
}

/** click onsets (s): first sample above the threshold after at least 150 ms of quiet */
function audioOnsets(path: string): number[] {
  const pcm = run(FFMPEG, [
    '-v',
    'error',
    '-i',
    path,
    '-map',
    '0:a',
    '-ac',
    '1',
    '-ar',
    String(SR),
    '-f',
    'f32le',
    '-',
  ]);
  const x = new Float32Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.length / 4));
  const onsets: number[] = [];
  let quiet = Number.POSITIVE_INFINITY;
  let armed = false;
  for (let i = 0; i < x.length; i++) {
    const a = Math.abs(x[i]!);
    if (quiet > 0.15 * SR) armed = true;
    if (armed && a > 0.05) {
      onsets.push(i / SR);
      armed = false;
    }
    quiet = a > 0.01 ? 0 : quiet + 1;
  }
  return onsets;
}

/**
 * times (s) of the frames where the hands (the only dark shapes of the picture) are at their lowest
 * point between a fall and a rise
 */
function videoBounces(path: string): number[] {
  const w = 640;
  const h = 360;
  const raw = run(FFMPEG, [
    '-v',
    'error',
    '-i',
    path,
    '-map',
    '0:v',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'gray',
    '-',
  ]);
  const frames = Math.floor(raw.length / (w * h));
  const ys: number[] = [];
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    let n = 0;
    for (let y = 20; y < 340; y++) {
      for (let x = 20; x < 450; x++) {
        if (raw[f * w * h + y * w + x]! < 50) {
          sum += y;
          n++;
        }
      }
    }
    ys.push(n > 0 ? sum / n : Number.NaN);
  }
  const out: number[] = [];
  // a local maximum of y that is a real bounce: at least 1 px lower than 3 frames before and after
  for (let f = 3; f + 3 < ys.length; f++) {
    const y = ys[f]!;
    if (y > ys[f - 1]! && y >= ys[f + 1]! && y - ys[f - 3]! > 1 && y - ys[f + 3]! > 1) out.push(f / FPS);
  }
  return out;
}

function maxError(expected: number[], found: number[]): { max: number; missing: number; extra: number } {
  let max = 0;
  let missing = 0;
  for (const e of expected) {
    let best = Number.POSITIVE_INFINITY;
    for (const f of found) best = Math.min(best, Math.abs(f - e));
    if (best > 0.1) missing++;
    else max = Math.max(max, best);
  }
  return { max, missing, extra: Math.max(0, found.length - (expected.length - missing)) };
}

function parseVtt(text: string): [number, number][] {
  const t = (s: string) => {
    const [hh, mm, rest] = s.split(':');
    return Number(hh) * 3600 + Number(mm) * 60 + Number(rest);
  };
  const cues: [number, number][] = [];
  for (const m of text.matchAll(/(\d\d:\d\d:\d\d\.\d\d\d) --> (\d\d:\d\d:\d\d\.\d\d\d)/g)) {
    cues.push([t(m[1]!), t(m[2]!)]);
  }
  return cues;
}

const all: IndexEntry[] = JSON.parse(readFileSync(join(DIR, 'index.json'), 'utf8'));
check(all.length === VIDEOS.length, `index.json has ${all.length} entries, expected ${VIDEOS.length}`);
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.split('=')[1]
  ?.split(',');
const index = only ? all.filter((e) => only.includes(e.id.replace('pattern-', ''))) : all;

let worstAudio = 0;
let worstVideo = 0;
const rows: string[] = [];
for (const e of index) {
  const beatTimes = e.beatTimesMs.map((ms) => ms / 1000);
  // every beat the hand bounces on: the main beats and a subdivided pattern's small ones
  const bounces = [...(e.pickupTimesMs ?? []), ...e.beatTimesMs, ...(e.subdivisionTimesMs ?? [])]
    .sort((a, b) => a - b)
    .map((ms) => ms / 1000);
  const clickTimes = e.clickTimesMs.map((ms) => ms / 1000);
  check(beatTimes.length >= 4 * e.beats, `${e.id}: ${beatTimes.length} beat times`);
  check(e.metre === undefined || e.durationMs >= 30_000, `${e.id}: a metre video shorter than 30 s`);
  let audioErr = 0;
  let videoErr = 0;
  for (const src of e.sources) {
    const path = join(DIR, src.file);
    check(statSync(path).size === src.bytes, `${src.file}: bytes in index.json differ`);
    const pr = probe(path);
    const v = pr.streams.find((s) => s.codec_type === 'video');
    const a = pr.streams.find((s) => s.codec_type === 'audio');
    const wantW = src.quality === 720 ? 1280 : 640;
    check(pr.streams.length === 2, `${src.file}: ${pr.streams.length} streams`);
    check(
      v?.codec_name === 'h264' && v.pix_fmt === 'yuv420p',
      `${src.file}: video ${v?.codec_name}/${v?.pix_fmt}`,
    );
    check(v?.width === wantW && v.height === src.quality, `${src.file}: ${v?.width}x${v?.height}`);
    check(v?.r_frame_rate === '30/1', `${src.file}: frame rate ${v?.r_frame_rate}`);
    check(
      a?.codec_name === 'aac' && a.channels === 1,
      `${src.file}: audio ${a?.codec_name} ${a?.channels} ch`,
    );
    check(Number(v?.start_time) === 0 && Number(a?.start_time) === 0, `${src.file}: start times not 0`);
    const dur = Number(pr.format.duration) * 1000;
    check(Math.abs(dur - e.durationMs) < 40, `${src.file}: duration ${dur} ms vs ${e.durationMs} ms`);
    const boxes = topBoxes(path);
    check(
      boxes.indexOf('moov') >= 0 && boxes.indexOf('moov') < boxes.indexOf('mdat'),
      `${src.file}: ${boxes}`,
    );

    const au = maxError(clickTimes, audioOnsets(path));
    check(
      au.missing === 0 && au.extra === 0,
      `${src.file}: audio onsets missing ${au.missing} extra ${au.extra}`,
    );
    audioErr = Math.max(audioErr, au.max);
    if (src.quality === 360) {
      const vi = maxError(bounces, videoBounces(path));
      check(
        vi.missing === 0 && vi.extra === 0,
        `${src.file}: bounces missing ${vi.missing} extra ${vi.extra}`,
      );
      videoErr = Math.max(videoErr, vi.max);
    }
  }
  check(audioErr < 1 / FPS && videoErr < 1 / FPS, `${e.id}: sync error audio ${audioErr} video ${videoErr}`);
  worstAudio = Math.max(worstAudio, audioErr);
  worstVideo = Math.max(worstVideo, videoErr);

  for (const lang of ['de', 'en', 'fr'] as const) {
    const pr = probe(join(DIR, e.posters[lang]));
    const s = pr.streams[0];
    check(
      s?.codec_name === 'mjpeg' && s.width === 640 && s.height === 360,
      `${e.posters[lang]}: not 640x360 JPEG`,
    );
  }
  for (const file of Object.values(e.captions)) {
    const text = readFileSync(join(DIR, file), 'utf8');
    check(text.startsWith('WEBVTT\n'), `${file}: no WEBVTT header`);
    const cues = parseVtt(text);
    const ok = cues.every(
      ([a, b], i) => a < b && b <= e.durationMs / 1000 + 1e-3 && (i === 0 || a >= cues[i - 1]![1]),
    );
    check(cues.length >= 5 && ok, `${file}: bad cue times`);
    check(
      cues.some(([a]) => Math.abs(a - beatTimes[0]!) < 0.002),
      `${file}: no cue starts on bar 1`,
    );
  }
  const [s720, s360] = e.sources;
  rows.push(
    `${e.id.padEnd(18)} ${(e.durationMs / 1000).toFixed(2).padStart(6)} s  720p ${String(Math.round(s720!.bytes / 1024)).padStart(4)} KB  360p ${String(Math.round(s360!.bytes / 1024)).padStart(4)} KB  audio ${(audioErr * 1000).toFixed(1).padStart(4)} ms  picture ${(videoErr * 1000).toFixed(1).padStart(4)} ms`,
  );
}

const total = folderBytes(DIR);
if (!only) check(total < BUDGET, `folder is ${total} bytes, over the ${BUDGET / 1024 / 1024} MB budget`);

console.log(rows.join('\n'));
console.log(
  `\nmax sync error: audio ${(worstAudio * 1000).toFixed(1)} ms, picture ${(worstVideo * 1000).toFixed(1)} ms`,
);
console.log(`folder total: ${total} bytes (${(total / 1024 / 1024).toFixed(2)} MB)`);
if (failures.length > 0) {
  console.log(`\n${failures.length} FAILED:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log('all checks passed');
