/**
 * The comparison issue 18 asks for: `@mediapipe/hands` (the landmark model, run in headless
 * Chromium from node_modules, nothing fetched) on the same truth clips as the Beat check's motion
 * analysis (tests/bench/beat-check.ts). The model costs seconds a frame on this machine's CPU
 * (WebGL by SwiftShader), so it first probes a few frames of each clip, spread over the beating:
 * how often it finds a hand at all, and its time per frame. Only a clip where it finds the hand in
 * most frames is run whole: every frame to `Hands.send`, the wrist landmark as the hand's sample,
 * fed to the SAME ictus step (ictus.ts) the product uses, scored the same way. A drawn open hand
 * (palm, fingers, thumb) of several sizes shows that the setup finds a hand when there is one.
 *
 *   npm run bench -- --only=beat-check-mediapipe       # 4/4 at 90 bpm, every kind of noise (~10 min)
 *   MEDIAPIPE_CLIPS=2-60-clean,3-120-low-light npm run bench -- --only=beat-check-mediapipe
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { beatAccuracy } from '../../content/beat-clips/accuracy';
import {
  BEAT_CLIPS,
  type BeatClipSpec,
  beatClipFrames,
  beatClipName,
  beatClipTruth,
  CLIP_FPS,
} from '../../content/beat-clips/generate';
import { createIctusFinder } from '../../src/core/practice/beat-check/ictus';
import { recordFigure } from './results';

/** The frame size handed to the model (it scales every picture to its own input size anyway). */
const WIDTH = 320;
const HEIGHT = 240;
const MODEL_DIR = path.resolve('node_modules/@mediapipe/hands');
/** By default 4/4 at 90 bpm with each kind of noise: the model costs seconds a frame here. */
const DEFAULT_CLIPS = BEAT_CLIPS.filter((clip) => clip.beats === 4 && clip.bpm === 90);
/** Frames probed per clip, spread evenly from the first to the last true beat. */
const PROBE_FRAMES = 12;
/** A clip is run whole when the model finds the hand in at least this share of its probed frames. */
const RUN_WHOLE_SHARE = 0.5;
/** Heights of the drawn hand (wrist to fingertip), share of the frame height. */
const DRAWN_HAND_HEIGHTS = [0.07, 0.15, 0.3, 0.5];

/** The model's files and an empty page, from this machine only. */
function serveModel(): Promise<Server> {
  const server = createServer((request, response) => {
    const name = path.basename(new URL(request.url ?? '/', 'http://x').pathname);
    if (name === '' || name === 'index.html') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<!doctype html><title>mediapipe bench</title><script src="hands.js"></script>');
      return;
    }
    try {
      const body = readFileSync(path.join(MODEL_DIR, name));
      const type = name.endsWith('.js')
        ? 'text/javascript'
        : name.endsWith('.wasm')
          ? 'application/wasm'
          : 'application/octet-stream';
      response.writeHead(200, { 'content-type': type });
      response.end(body);
    } catch {
      response.writeHead(404);
      response.end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** In the page: one `Hands` per model complexity, a canvas for the frames. */
const PAGE_SETUP = `async (complexity) => {
  const hands = new Hands({ locateFile: (file) => '/' + file });
  hands.setOptions({ maxNumHands: 1, modelComplexity: complexity, minDetectionConfidence: 0.5, minTrackingConfidence: 0.5 });
  let latest = null;
  hands.onResults((results) => { latest = results; });
  await hands.initialize();
  const canvas = document.createElement('canvas');
  canvas.width = ${WIDTH};
  canvas.height = ${HEIGHT};
  const context = canvas.getContext('2d');
  const image = context.createImageData(${WIDTH}, ${HEIGHT});
  window.handOf = async (base64) => {
    const luma = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    for (let i = 0; i < luma.length; i++) {
      image.data[i * 4] = image.data[i * 4 + 1] = image.data[i * 4 + 2] = luma[i];
      image.data[i * 4 + 3] = 255;
    }
    context.putImageData(image, 0, 0);
    const start = performance.now();
    await hands.send({ image: canvas });
    const ms = performance.now() - start;
    const wrist = latest?.multiHandLandmarks?.[0]?.[0];
    return { ms, hand: wrist ? { x: wrist.x, y: wrist.y } : null };
  };
  // An open hand, palm to the camera, height = wrist to fingertip: in grey on the clips' background,
  // or in skin colour on mid grey.
  window.drawnHandFound = async (height, colour) => {
    context.fillStyle = colour ? 'rgb(138,144,153)' : 'rgb(239,239,239)';
    context.fillRect(0, 0, ${WIDTH}, ${HEIGHT});
    context.save();
    context.translate(${WIDTH} / 2, ${HEIGHT} / 2 + height * ${HEIGHT} * 0.2);
    const k = (height * ${HEIGHT}) / 130;
    context.scale(k, k);
    context.fillStyle = colour ? 'rgb(230,190,160)' : 'rgb(200,200,200)';
    context.strokeStyle = colour ? 'rgb(138,90,68)' : 'rgb(110,110,110)';
    context.lineWidth = 1.5;
    context.beginPath();
    context.ellipse(0, 0, 30, 34, 0, 0, Math.PI * 2);
    context.fill();
    context.stroke();
    for (const [x, length, angle] of [[-20, 38, -0.12], [-7, 46, -0.04], [7, 44, 0.04], [20, 36, 0.12]]) {
      context.save();
      context.translate(x, -24);
      context.rotate(angle);
      context.beginPath();
      context.roundRect(-5.5, -length, 11, length + 8, 5.5);
      context.fill();
      context.stroke();
      context.restore();
    }
    context.translate(-28, 8);
    context.rotate(-0.9);
    context.beginPath();
    context.roundRect(-6, -36, 13, 40, 6);
    context.fill();
    context.stroke();
    context.restore();
    await hands.send({ image: canvas });
    return (latest?.multiHandLandmarks?.length ?? 0) > 0;
  };
}`;

interface HandFrame {
  ms: number;
  hand: { x: number; y: number } | null;
}

function handOf(page: Page, luma: Uint8Array): Promise<HandFrame> {
  return page.evaluate(
    `handOf(${JSON.stringify(Buffer.from(luma).toString('base64'))})`,
  ) as Promise<HandFrame>;
}

/** A few frames of the clip, spread from its first to its last true beat: share with a hand found, ms per frame. */
async function probeClip(page: Page, spec: BeatClipSpec): Promise<{ handShare: number; ms: number }> {
  const times = beatClipTruth(spec).ictusTimes;
  const first = Math.round(times[0]! * CLIP_FPS);
  const last = Math.round(times.at(-1)! * CLIP_FPS);
  const wanted = new Set(
    Array.from(
      { length: PROBE_FRAMES },
      (_, i) => first + Math.round(((last - first) * i) / (PROBE_FRAMES - 1)),
    ),
  );
  let found = 0;
  let ms = 0;
  for (const frame of beatClipFrames(spec, WIDTH, HEIGHT)) {
    if (!wanted.has(frame.index)) continue;
    const result = await handOf(page, frame.luma);
    ms += result.ms;
    if (result.hand) found++;
  }
  return { handShare: found / wanted.size, ms: ms / wanted.size };
}

/** Every frame of the clip through the model and the ictus step: beats within one frame, false beats. */
async function runClip(page: Page, spec: BeatClipSpec): Promise<{ withinPct: number; falseBeats: number }> {
  const finder = createIctusFinder();
  const found: number[] = [];
  for (const frame of beatClipFrames(spec, WIDTH, HEIGHT)) {
    const { hand } = await handOf(page, frame.luma);
    // A landmark is where the hand is at the frame's capture time (not between two frames).
    if (hand)
      found.push(...finder.push({ time: frame.time, x: hand.x, y: hand.y, pixels: 1 }).map((i) => i.time));
  }
  found.push(...finder.finish().map((i) => i.time));
  const accuracy = beatAccuracy(found, beatClipTruth(spec).ictusTimes);
  return { withinPct: accuracy.withinFramePct, falseBeats: accuracy.falseBeats };
}

export async function benchBeatCheckMediapipe(): Promise<void> {
  const names = process.env.MEDIAPIPE_CLIPS?.split(',');
  const clips = names ? BEAT_CLIPS.filter((clip) => names.includes(beatClipName(clip))) : DEFAULT_CLIPS;
  const server = await serveModel();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    // No GPU here: WebGL by SwiftShader, which the solution's graph needs.
    args: ['--no-sandbox', '--headless', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
  try {
    for (const complexity of [0, 1] as const) {
      const page = await browser.newPage();
      // tsx names the functions it compiles with a helper the page does not have.
      await page.addInitScript('window.__name = (f) => f');
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/index.html`);
      await page.evaluate(`(${PAGE_SETUP})(${complexity})`);
      const key = `beat_check_mediapipe_${complexity}`;
      console.log(
        `\n## Beat check with @mediapipe/hands, modelComplexity ${complexity} (${WIDTH}x${HEIGHT}, grey)`,
      );
      for (const colour of [false, true]) {
        const drawn: string[] = [];
        for (const height of DRAWN_HAND_HEIGHTS) {
          const found = (await page.evaluate(`drawnHandFound(${height}, ${colour})`)) as boolean;
          drawn.push(`${(height * 100).toFixed(0)} %: ${found ? 'found' : 'not found'}`);
        }
        console.log(
          `Drawn open hand ${colour ? 'in skin colour' : 'in grey'}, height in the frame: ${drawn.join(', ')}`,
        );
      }
      console.log(
        '| clip | frames with a hand (probe) | ms per frame | within 33 ms | false beats |\n|---|---|---|---|---|',
      );
      for (const spec of clips) {
        const probe = await probeClip(page, spec);
        const whole = probe.handShare >= RUN_WHOLE_SHARE ? await runClip(page, spec) : null;
        const noise = spec.noise.replace(/-/g, '_');
        recordFigure(`${key}_${noise}_hand_frames_pct`, 100 * probe.handShare);
        recordFigure(`${key}_${noise}_ms_per_frame`, probe.ms);
        if (whole) recordFigure(`${key}_${noise}_within_frame_pct`, whole.withinPct);
        console.log(
          `| ${beatClipName(spec)} | ${(100 * probe.handShare).toFixed(0)} % | ${probe.ms.toFixed(0)} | ${whole ? `${whole.withinPct.toFixed(1)} %` : 'not run'} | ${whole ? whole.falseBeats : '-'} |`,
        );
      }
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

if (process.argv[1] === import.meta.filename) await benchBeatCheckMediapipe();
