/**
 * The mixer (issue 38), measured in headless Chromium:
 *
 * - drift between voices over whole pieces: the page decodes each part's voices apart and its full
 *   mix (Web Audio's own decoder), and in every 10 s window finds each channel's lag against the
 *   full mix less the other channels; reported as the spread between voices and the most any voice
 *   moves (samples at 22.05 kHz; 0 by construction, a few tenths is the two codings' noise);
 * - audio start after Play: in the app's player, the time from a click on Play until the voices'
 *   gains hand on sound (an analyser tapped on them), 20 starts, p50 / p95 / max;
 * - memory: the renderer's resident memory while a 3.5-minute four-channel file plays routed, beside
 *   the same for a 1-minute one (the element streams, so the length should not show).
 *
 * Prints figures; asserts nothing. Alone: `npx tsx tests/bench/mixer.ts http://localhost:3601`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../playwright.config';
import type { EditionManifest } from '../../src/core/score/manifest';
import { signInByForm } from './bench-pages';
import { recordFigure } from './results';
import { percentile } from './stats';

const EDITIONS = path.resolve('content/editions');
const STARTS = 20;

/** Runs in the page: decodes both files and measures each voice's lag window by window. */
const ALIGNMENT = `async ({ voices, full }) => {
  const RATE = 22050;
  const bytes = (b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)).buffer;
  const context = new OfflineAudioContext(4, 1, RATE);
  const apart = await context.decodeAudioData(bytes(voices));
  const mix = (await context.decodeAudioData(bytes(full))).getChannelData(0);
  const channels = [0, 1, 2, 3].map((c) => apart.getChannelData(c));
  const corr = (a, b, lag, from, to) => {
    let ab = 0, aa = 0, bb = 0;
    for (let i = Math.max(from, -lag); i < to && i + lag < b.length && i < a.length; i++) {
      ab += a[i] * b[i + lag]; aa += a[i] * a[i]; bb += b[i + lag] * b[i + lag];
    }
    return aa > 0 && bb > 0 ? ab / Math.sqrt(aa * bb) : 0;
  };
  const lagOf = (a, b, from, to) => {
    const values = []; for (let lag = -8; lag <= 8; lag++) values.push(corr(a, b, lag, from, to));
    const k = values.indexOf(Math.max(...values));
    const [l, m, r] = [values[k - 1], values[k], values[k + 1]];
    const curve = l === undefined || r === undefined ? 0 : l - 2 * m + r;
    return k - 8 + (curve < 0 ? (0.5 * (l - r)) / curve : 0);
  };
  const window = Math.min(10 * RATE, mix.length);
  const lags = channels.map((channel, c) => {
    const reference = mix.map((x, i) => channels.reduce((rest, o, j) => (j === c ? rest : rest - (o[i] ?? 0)), x));
    const found = [];
    for (let from = 0; from + window <= mix.length; from += window) {
      let e = 0; for (let i = from; i < from + window; i++) e += channel[i] * channel[i];
      if (e / window > 1e-6) found.push(lagOf(channel, reference, from, from + window));
    }
    return found;
  }).filter((list) => list.length);
  const means = lags.map((list) => list.reduce((a, b) => a + b, 0) / list.length);
  return {
    seconds: apart.duration,
    channels: apart.numberOfChannels,
    offset: Math.max(...means) - Math.min(...means),
    drift: Math.max(...lags.map((list) => Math.max(...list) - Math.min(...list))),
  };
}`;

/** Before the app loads: every gain node made is kept, so the voices' gains can be tapped. */
const TAP_GAINS = `(() => {
  const made = [];
  const create = AudioContext.prototype.createGain;
  AudioContext.prototype.createGain = function () { const gain = create.call(this); made.push(gain); return gain; };
  window.__gains = made;
})()`;

/** Runs in the page: clicks Play from a sung place, and waits until the voices' gains sound. */
const STARTS_SCRIPT = `async ({ starts, atSeconds }) => {
  const app = document.querySelector('choir-app').shadowRoot;
  const play = app.querySelector('[part="play"]');
  const audio = app.querySelector('audio');
  const yieldNow = () => new Promise((resolve) => { const c = new MessageChannel(); c.port1.onmessage = resolve; c.port2.postMessage(0); });
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  let analyser = null;
  const sounding = () => {
    const data = new Float32Array(analyser.fftSize);
    analyser.getFloatTimeDomainData(data);
    return data.some((x) => Math.abs(x) > 1e-3);
  };
  const times = [];
  for (let i = 0; i <= starts; i++) {
    audio.currentTime = atSeconds;
    await sleep(300);
    const t0 = performance.now();
    play.click();
    if (!analyser) {
      // The graph is made within the first Play's click: the direct path's gain, then the voices'.
      const gains = window.__gains.slice(-4);
      analyser = gains[0].context.createAnalyser();
      analyser.fftSize = 256;
      for (const gain of gains) gain.connect(analyser);
    }
    while (!sounding() && performance.now() - t0 < 2000) await yieldNow();
    if (i > 0) times.push(performance.now() - t0); // the first start builds the graph
    play.click();
    while (sounding()) await sleep(20);
  }
  return times;
}`;

/** Runs in the page: streams a file routed through the splitter for `seconds`. */
const PLAY_ROUTED = `async ({ url, seconds }) => {
  const audio = new Audio(url);
  const context = new AudioContext();
  const splitter = context.createChannelSplitter(4);
  context.createMediaElementSource(audio).connect(splitter);
  for (let c = 0; c < 4; c++) { const gain = context.createGain(); splitter.connect(gain, c); gain.connect(context.destination); }
  await audio.play();
  audio.playbackRate = 1.5;
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return audio.duration;
}`;

/** This browser's renderer processes (the machine may run other browsers). */
async function rendererIds(browser: Browser): Promise<number[]> {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number }[];
  };
  await cdp.detach();
  return processInfo.filter((info) => info.type === 'renderer').map((info) => info.id);
}

/** Resident memory (MB) of some processes. */
function rssMb(ids: number[]): number {
  let total = 0;
  for (const id of ids) {
    try {
      const line = readFileSync(`/proc/${id}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
      total += Number(line?.[1] ?? 0) / 1024;
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

/** A page of its own (its own renderer) that streams `file`; what its renderers hold more while it plays. */
async function memoryWhilePlaying(browser: Browser, base: string, file: string, seconds: number) {
  const earlier = new Set(await rendererIds(browser));
  const page = await browser.newPage();
  try {
    await page.route(`${base}/bench-mixer/**`, (route) =>
      route.request().url().endsWith('.html')
        ? route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>mixer</title>' })
        : route.fulfill({ contentType: 'audio/mp4', path: file }),
    );
    await page.goto(`${base}/bench-mixer/page.html`);
    await page.waitForTimeout(1000);
    const own = (await rendererIds(browser)).filter((id) => !earlier.has(id));
    const before = rssMb(own);
    const url = `${base}/bench-mixer/voices.m4a`;
    const duration = (await page.evaluate(`(${PLAY_ROUTED})(${JSON.stringify({ url, seconds })})`)) as number;
    return { duration, heldMb: rssMb(own) - before, baseMb: before };
  } finally {
    await page.close();
  }
}

export async function benchMixer(base: string) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', ...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
  });
  console.log('\n## Mixer: the voices apart (headless Chromium)');
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/en/auth/login`);
    console.log('| part | length | channels | voices apart (samples) | drift over the part (samples) |');
    console.log('|---|---|---|---|---|');
    let worst = 0;
    for (const [articleId, version] of [
      ['10001', '1.1.0'],
      ['10002', '1.0.0'],
      ['10003', '1.0.0'],
    ] as const) {
      const root = path.join(EDITIONS, articleId, version);
      const manifest = JSON.parse(readFileSync(path.join(root, 'manifest.json'), 'utf8')) as EditionManifest;
      for (const part of manifest.parts) {
        if (!part.voiceTracks) continue;
        const read = (file: string) => readFileSync(path.join(root, file)).toString('base64');
        const args = { voices: read(part.voiceTracks.file), full: read(part.audio.full) };
        const result = (await page.evaluate(`(${ALIGNMENT})(${JSON.stringify(args)})`)) as {
          seconds: number;
          channels: number;
          offset: number;
          drift: number;
        };
        worst = Math.max(worst, result.offset, result.drift);
        console.log(
          `| ${articleId} ${version} part ${part.index} | ${result.seconds.toFixed(1)} s | ${result.channels} | ${result.offset.toFixed(2)} | ${result.drift.toFixed(2)} |`,
        );
      }
    }
    recordFigure('mixer_voice_drift_samples_max', worst);

    const app = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await app.addInitScript(TAP_GAINS);
    await signInByForm(app, base);
    await app.goto(`${base}/en/player/10002`);
    await app.locator('choir-app [part="play"]:enabled').waitFor();
    const times = (await app.evaluate(
      `(${STARTS_SCRIPT})(${JSON.stringify({ starts: STARTS, atSeconds: 2 })})`,
    )) as number[];
    const p95 = percentile(times, 0.95);
    console.log(
      `Audio start after Play (10002 no. 1 from 2 s, ${times.length} starts): p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (goal p95 <= 50 ms)`,
    );
    recordFigure('mixer_audio_start_p95_ms', p95);
    await Promise.all([page.close(), app.close()]);

    const dir = mkdtempSync(path.join(tmpdir(), 'choir-mixer-bench-'));
    try {
      // A 3.5-minute four-channel file: the longest part three times over, stream-copied.
      const oneMinute = path.join(EDITIONS, '10003/1.0.0/audio/part0-voices.m4a');
      const long = path.join(dir, 'long.m4a');
      execFileSync('ffmpeg', ['-v', 'error', '-stream_loop', '2', '-i', oneMinute, '-c', 'copy', long]);
      const short = await memoryWhilePlaying(browser, base, oneMinute, 20);
      const longer = await memoryWhilePlaying(browser, base, long, 20);
      console.log(
        `A page's renderer while a routed part streams (20 s at 150 %), over the empty page's ${short.baseMb.toFixed(0)} MB: ${(short.duration / 60).toFixed(1)}-minute file +${short.heldMb.toFixed(1)} MB, ${(longer.duration / 60).toFixed(1)}-minute file +${longer.heldMb.toFixed(1)} MB (decoded whole, 3 minutes of four channels at 48 kHz would be ${((180 * 4 * 48000 * 4) / 1_048_576).toFixed(0)} MB)`,
      );
      recordFigure('mixer_memory_mb_3min', longer.heldMb);
    } catch (error) {
      console.log(`Memory of a 3-minute part not measured (needs ffmpeg): ${String(error).slice(0, 120)}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchMixer(process.argv[2] ?? 'http://localhost:3601');
}
