/**
 * Metronome timing, measured rather than assumed (issue 5). In headless Chromium:
 *
 * 1. Offline: the real scheduler and click output (src/core/practice) render a minute of clicks into
 *    an OfflineAudioContext. Rendering pauses at every scheduler wake-up (`suspend`), and the
 *    wake-ups come late at random (25 ms plus 0-70 ms, like timers on a busy page). The click
 *    onsets are then found in the rendered samples and their intervals compared with 60/bpm.
 *    A third pass adds stalls of 300 ms every 3 s, longer than the 100 ms look-ahead window.
 * 2. Live: a real AudioContext for 10 s while the page's main thread is kept busy (60 ms of work
 *    every 100 ms); the scheduled click times are recorded.
 *
 * Prints figures (interval error max and p99 in ms); asserts nothing. `npm run bench` calls it.
 */
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../playwright.config';

/** Runs in the page: the scheduler and output under test, plus the measuring harness. */
const PAGE_CODE = `
import { createMetronome } from './src/core/practice/metronome';
import { createClickOutput } from './src/core/practice/click-sound';

function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Renders 'seconds' of clicks offline; wake-ups are late at random, with optional long stalls. */
export async function offline({ bpm, beats, seconds, jitterMs, stallEveryS, stallMs, seed }) {
  const sampleRate = 48000;
  const context = new OfflineAudioContext(1, Math.ceil(sampleRate * (seconds + 1)), sampleRate);
  const quantum = 128 / sampleRate;
  const output = createClickOutput(context);
  const scheduled = [];
  let wake = null;
  const metronome = createMetronome(
    {
      now: () => context.currentTime,
      output,
      ticker: (callback) => {
        wake = callback;
        return () => (wake = null);
      },
      onSchedule: (click) => scheduled.push(click),
    },
    { bpm, beats },
  );
  const rnd = random(seed);
  let nextStall = stallEveryS || Infinity;
  let wakeUps = 0;
  let longestGap = 0;
  const plan = (from) => {
    let gap = 0.025 + (rnd() * jitterMs) / 1000;
    if (from >= nextStall) {
      gap += stallMs / 1000;
      nextStall += stallEveryS;
    }
    longestGap = Math.max(longestGap, gap);
    const at = Math.ceil((from + gap) / quantum) * quantum;
    context.suspend(at).then(() => {
      wakeUps++;
      if (context.currentTime >= seconds) metronome.stop();
      else {
        wake?.();
        plan(context.currentTime);
      }
      context.resume();
    });
  };
  metronome.start();
  plan(0);
  const buffer = await context.startRendering();
  const samples = buffer.getChannelData(0);
  // Onsets: the first sample of each click (after 200 ms of quiet). Sub-sample refinement: the
  // click is a sine at a known level starting at its time, so the first sample's value tells how
  // far into the sine it is.
  const onsets = [];
  let quietUntil = -1;
  for (let i = 0; i < samples.length; i++) {
    const x = samples[i];
    if (i >= quietUntil && Math.abs(x) > 1e-4) {
      const accent = onsets.length % beats === 0;
      const level = accent ? 0.9 : 0.55;
      const hz = accent ? 1760 : 1175;
      const into = Math.asin(Math.min(1, Math.abs(x) / level)) / (2 * Math.PI * hz);
      onsets.push({ sample: i, time: i / sampleRate - into });
      quietUntil = i + Math.round(0.2 * sampleRate);
    }
  }
  return {
    scheduled: scheduled.map((click) => click.time),
    onsets: onsets.map((onset) => onset.time),
    onsetSamples: onsets.map((onset) => onset.sample),
    late: metronome.lateClickCount(),
    wakeUps,
    longestGapMs: longestGap * 1000,
    sampleRate,
  };
}

/** A live AudioContext while the main thread is busy; records the scheduled click times. */
export async function live({ bpm, beats, seconds, busyMs, everyMs }) {
  const context = new AudioContext();
  await context.resume();
  const output = createClickOutput(context);
  const scheduled = [];
  const metronome = createMetronome(
    {
      now: () => context.currentTime,
      output,
      ticker: (callback, ms) => {
        const id = setInterval(callback, ms);
        return () => clearInterval(id);
      },
      onSchedule: (click) => scheduled.push(click.time),
    },
    { bpm, beats },
  );
  const busy = setInterval(() => {
    const end = performance.now() + busyMs;
    while (performance.now() < end) {}
  }, everyMs);
  metronome.start();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  metronome.stop();
  clearInterval(busy);
  await context.close();
  return { scheduled, late: metronome.lateClickCount(), state: context.state };
}
`;

interface OfflineResult {
  scheduled: number[];
  onsets: number[];
  onsetSamples: number[];
  late: number;
  wakeUps: number;
  longestGapMs: number;
  sampleRate: number;
}

function intervalErrorsMs(times: number[], bpm: number): number[] {
  const beat = 60 / bpm;
  return times.slice(1).map((time, i) => Math.abs(time - times[i]! - beat) * 1000);
}

function stats(errors: number[]): { max: number; p99: number } {
  if (errors.length === 0) return { max: Number.NaN, p99: Number.NaN };
  const sorted = [...errors].sort((a, b) => a - b);
  return { max: sorted[sorted.length - 1]!, p99: sorted[Math.floor(0.99 * (sorted.length - 1))]! };
}

const ms = (value: number) => (value < 0.001 ? value.toExponential(1) : value.toFixed(3));

export async function benchMetronome(): Promise<void> {
  const bundle = await build({
    stdin: { contents: PAGE_CODE, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    format: 'iife',
    globalName: 'MetronomeBench',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'warning',
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--headless', '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>metronome bench</title>');
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });

    console.log('\n## Metronome timing (OfflineAudioContext, 48 kHz, 60 s of clicks, headless Chromium)');
    console.log(
      '| run | clicks | wake-ups | rendered interval error max / p99 | onset vs scheduled time, max | scheduled interval error max / p99 | clicks played late |',
    );
    console.log('|---|---|---|---|---|---|---|');
    const runs = [
      { name: '90 bpm, 4/4, wake-ups 25-95 ms', bpm: 90, jitterMs: 70, stallEveryS: 0, stallMs: 0 },
      { name: '70 bpm, 3/4, wake-ups 25-95 ms', bpm: 70, beats: 3, jitterMs: 70, stallEveryS: 0, stallMs: 0 },
      { name: '90 bpm, 4/4, + 300 ms stall every 3 s', bpm: 90, jitterMs: 70, stallEveryS: 3, stallMs: 300 },
    ];
    for (const run of runs) {
      const options = { beats: 4, seconds: 60, seed: 7, ...run };
      const result = (await page.evaluate(
        `MetronomeBench.offline(${JSON.stringify(options)})`,
      )) as OfflineResult;
      const rendered = stats(intervalErrorsMs(result.onsets, run.bpm));
      const scheduled = stats(intervalErrorsMs(result.scheduled, run.bpm));
      const missing = result.scheduled.length - result.onsets.length;
      const offset = Math.max(
        ...result.onsets.map((time, i) => Math.abs(time - result.scheduled[i]!) * 1000),
      );
      console.log(
        `| ${run.name} | ${result.onsets.length}${missing ? ` (${missing} not found)` : ''} | ${result.wakeUps}, longest gap ${result.longestGapMs.toFixed(0)} ms | ${ms(rendered.max)} / ${ms(rendered.p99)} ms | ${ms(offset)} ms | ${ms(scheduled.max)} / ${ms(scheduled.p99)} ms | ${result.late} |`,
      );
    }
    console.log(
      'Rendered onsets are found in the samples (sub-sample estimate from the first sample of each click). A stall longer than the 100 ms look-ahead makes one click late; the pulse then continues from it.',
    );

    const live = (await page.evaluate(
      'MetronomeBench.live({ bpm: 90, beats: 4, seconds: 10, busyMs: 60, everyMs: 100 })',
    )) as { scheduled: number[]; late: number };
    const liveStats = stats(intervalErrorsMs(live.scheduled, 90));
    console.log(
      `\nLive AudioContext, 90 bpm for 10 s with the main thread busy 60 ms of every 100 ms: ${live.scheduled.length} clicks scheduled, ${live.late} late, scheduled interval error max ${ms(liveStats.max)} ms, p99 ${ms(liveStats.p99)} ms.`,
    );
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchMetronome();
