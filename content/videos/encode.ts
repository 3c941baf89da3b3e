/** Encodes one video: rendered frames and the click track through ffmpeg into both qualities. */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clickTrack } from './click-track';
import { FFMPEG, waitClose } from './ffmpeg';
import { FPS, H, SR, W } from './format';
import { renderBase, renderFrame } from './frames';
import { drawnRebound } from './motion';
import { pattern } from './patterns';
import { OUT_DIR, type Video, videoTimeline } from './video-list';

// encoder settings (tuned for the folder budget in verify.ts). Every video at the crf the metre videos
// have had since decision 0050 (36 at 720p, 35 at 360p: crf 39 smears the faint path behind the hand,
// 36 does not); decision 0056 extends it from the metres to all videos, 13 % fewer bytes, and their
// 32 kb/s audio too: clicks need no more, and the subdivided videos click as often as the metres.
const CRF_720 = Number(process.env.CRF_720 ?? 36);
const CRF_360 = Number(process.env.CRF_360 ?? 35);
const AUDIO_BITRATE = '32k';
const GOP = Number(process.env.GOP ?? 300); // keyframe interval in frames (10 s)
// x264 'medium' takes about half the time of 'slow' for a few per cent more bytes (47 videos, many long)
const PRESET = process.env.PRESET ?? 'medium';

const COLOR_TAGS = ['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709'];

function videoArgs(crf: number, level: string, audioBitrate: string): string[] {
  return [
    ...['-c:v', 'libx264', '-preset', PRESET, '-tune', 'animation', '-crf', String(crf)],
    ...['-profile:v', 'high', '-level:v', level, '-pix_fmt', 'yuv420p', '-g', String(GOP)],
    ...COLOR_TAGS,
    ...['-c:a', 'aac', '-b:a', audioBitrate, '-ac', '1', '-ar', String(SR)],
    ...['-movflags', '+faststart', '-map_metadata', '-1', '-fflags', '+bitexact'],
  ];
}

export async function encodeVideo(v: Video, tmp: string): Promise<void> {
  const p = pattern(v.beats, v.shape);
  const tl = videoTimeline(v);
  const id = v.id;
  const wavPath = join(tmp, `${id}.wav`);
  writeFileSync(wavPath, clickTrack(tl));
  const base = renderBase(p, tl.labels, { poster: false, bars: tl.bars, rebound: drawnRebound(tl) });
  const args = [
    ...['-y', '-hide_banner', '-loglevel', 'error'],
    ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${W}x${H}`, '-r', String(FPS), '-i', 'pipe:0'],
    ...['-i', wavPath],
    '-filter_complex',
    '[0:v]split=2[a][b];' +
      '[a]scale=out_color_matrix=bt709:out_range=tv,format=yuv420p[v720];' +
      '[b]scale=640:360:flags=lanczos:out_color_matrix=bt709:out_range=tv,format=yuv420p[v360]',
    ...[
      '-map',
      '[v720]',
      '-map',
      '1:a',
      ...videoArgs(CRF_720, '3.1', AUDIO_BITRATE),
      join(OUT_DIR, `${id}-720.mp4`),
    ],
    ...[
      '-map',
      '[v360]',
      '-map',
      '1:a',
      ...videoArgs(CRF_360, '3.0', AUDIO_BITRATE),
      join(OUT_DIR, `${id}-360.mp4`),
    ],
  ];
  const proc = spawn(FFMPEG, args, { stdio: ['pipe', 'ignore', 'pipe'] });
  const done = waitClose(proc, id);
  const stdin = proc.stdin!;
  const frame = Buffer.alloc(W * H * 3);
  for (let i = 0; i < tl.frames; i++) {
    renderFrame(frame, base, p, tl, i / FPS, v.gestures, v.technique?.wrongFromBar);
    // copy: the pipe may hold on to the buffer
    if (!stdin.write(Buffer.from(frame))) {
      await new Promise<void>((resolve) => stdin.once('drain', resolve));
    }
  }
  stdin.end();
  await done;
}
