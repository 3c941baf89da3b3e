/**
 * Generates the conducting-pattern practice videos in content/videos/.
 *
 *   npx tsx content/videos/generate.ts                 # everything
 *   npx tsx content/videos/generate.ts --only=4-70,7-90  # a subset (index.json is still written for all)
 *   npx tsx content/videos/generate.ts --skip-video     # captions, posters and index.json only
 *   npx tsx content/videos/generate.ts --video-only     # the videos and index.json, not captions and posters
 *   npx tsx content/videos/generate.ts --jobs=1         # parallel combinations (default 2)
 *   npx tsx content/videos/generate.ts --stills=/tmp    # PNGs of bar 2 per video, for checking shapes
 *   npx tsx content/videos/generate.ts --stills=/tmp --every=0.5 # PNGs of the whole video
 * Encoder settings can be overridden for experiments: CRF_720=.. CRF_360=.. GOP=.. (frames) PRESET=..
 *
 * Node built-ins only; needs ffmpeg (libx264, aac, mjpeg, drawtext) and the DejaVu fonts at build time.
 * Frames are rasterised in Node (frames.ts, raw RGB piped to ffmpeg by encode.ts), the click track is
 * synthesised as PCM (click-track.ts). Every position on screen is a function of time computed from
 * the same beat times that place the clicks (timeline.ts), so picture and sound are in sync by
 * construction.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CAPTION_LANGUAGES, captions } from './captions';
import { encodeVideo } from './encode';
import { FFMPEG } from './ffmpeg';
import { H, W } from './format';
import { renderBase, renderFrame } from './frames';
import { drawnRebound } from './motion';
import { pattern } from './patterns';
import { POSTER_LANGUAGES, renderPoster } from './posters';
import { indexEntry } from './video-index';
import { OUT_DIR, VIDEOS, videoTimeline } from './video-list';

async function pool<T>(items: T[], jobs: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
}

async function main(): Promise<void> {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}`));
  const only = arg('only')?.split('=')[1]?.split(',');
  const jobs = Number(arg('jobs')?.split('=')[1] ?? 2);
  const skipVideo = Boolean(arg('skip-video'));
  const videoOnly = Boolean(arg('video-only')); // keep the captions and posters as they are
  const todo = only ? VIDEOS.filter((v) => only.includes(v.id.replace('pattern-', ''))) : VIDEOS;
  const tmp = mkdtempSync(join(tmpdir(), 'choir-videos-'));
  const started = Date.now();
  try {
    if (arg('stills')) {
      // debugging aid: PNG stills in the given folder, of the second bar every half count or, with
      // --every=seconds, of the whole video
      const dir = arg('stills')!.split('=')[1] ?? tmpdir();
      const every = Number(arg('every')?.split('=')[1] ?? 0);
      for (const v of todo) {
        const p = pattern(v.beats, v.shape);
        const tl = videoTimeline(v);
        const base = renderBase(p, tl.labels, { poster: false, bars: tl.bars, rebound: drawnRebound(tl) });
        const f = Buffer.alloc(W * H * 3);
        const times = every
          ? Array.from({ length: Math.floor(tl.duration / every) }, (_, k) => k * every)
          : Array.from({ length: 2 * tl.counts }, (_, k) => tl.barStarts[1]! + ((k / 2) * 60) / v.bpm + 0.05);
        for (const [k, time] of times.entries()) {
          renderFrame(f, base, p, tl, time, v.gestures, v.technique?.wrongFromBar);
          const png = join(dir, `${v.id}-${String(k).padStart(3, '0')}.png`);
          const args = ['-y', '-v', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${W}x${H}`];
          spawnSync(FFMPEG, [...args, '-i', 'pipe:0', png], { input: f });
        }
      }
      return;
    }
    for (const v of videoOnly ? [] : todo) {
      for (const lang of CAPTION_LANGUAGES)
        writeFileSync(join(OUT_DIR, `${v.id}.${lang}.vtt`), captions(v, lang));
      for (const lang of POSTER_LANGUAGES) await renderPoster(v, lang, tmp);
    }
    if (!skipVideo) {
      // the longest first, so that the two workers finish together
      const order = [...todo].sort((a, b) => videoTimeline(b).frames - videoTimeline(a).frames);
      await pool(order, jobs, async (v) => {
        const t = Date.now();
        await encodeVideo(v, tmp);
        console.log(`${v.id}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
      });
    }
    const index = VIDEOS.map(indexEntry);
    writeFileSync(join(OUT_DIR, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
    console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
