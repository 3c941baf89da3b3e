import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { loadavg } from 'node:os';
import { expect, type LaunchOptions, type Locator, type Page, test } from '@playwright/test';
import {
  type BrowserBeatResult,
  captureTruth,
  compareOnCaptureClock,
  type DeliveredFrame,
  FRAME_LOG_SCRIPT,
} from '../../../content/beat-clips/browser-truth';
import {
  type BeatClipSpec,
  beatClipName,
  beatClipTruth,
  writeBeatClip,
} from '../../../content/beat-clips/generate';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../playwright.config';
import { STORAGE_KEYS } from '../../../src/core/store/persistence';
import { recordFigure, writeFigures } from '../../bench/results';
import { keepShot, signIn } from '../support/common';
import { PAGE, startPracticePage } from './practice-page';

/**
 * The Beat check with a generated clip as Chromium's fake camera: the beats it finds are compared
 * with the clip's true ictus times, placed on the camera's clock frame by frame (browser-truth.ts:
 * the fake camera plays the clip unevenly on a busy machine). The goals of issue 18: >= 95 % of the
 * beats within one frame on a clean clip, >= 85 % with noise, no beat that was not there.
 */
/** Clips with the frame index stamped in (generate.ts): older ones in .tmp/beat-clips have none. */
const DIR = '.tmp/beat-clips-stamped';

/** Chromium with `clip` as its camera (the clip is generated the first time). */
function withClip(clip: BeatClipSpec): LaunchOptions {
  const y4m = `${DIR}/${beatClipName(clip)}.y4m`;
  if (!existsSync(y4m)) writeBeatClip(clip, DIR);
  return {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${y4m}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  };
}

const CLEAN: BeatClipSpec = { beats: 4, bpm: 90, noise: 'clean' };
/** One noisy family is what the suite's time affords: the one the detector finds hardest. */
const NOISY: BeatClipSpec = { beats: 3, bpm: 120, noise: 'second-person' };
test.use({ locale: 'en-GB', launchOptions: withClip(CLEAN) });

let server: Server;
test.beforeAll(async ({ baseURL }) => {
  server = await startPracticePage(baseURL!);
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Runs a take of `seconds` on the tools page and scores the beats found against the clip's truth. */
async function checkBeats(
  page: Page,
  clip: BeatClipSpec,
  seconds: number,
  whileRunning?: (tools: Locator) => Promise<void>,
) {
  await page.addInitScript(FRAME_LOG_SCRIPT);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${PAGE}/?locale=en&beats=${clip.beats}&bpm=${clip.bpm}`);
  const tools = page.locator('choir-tools');
  await tools.getByRole('button', { name: 'Beat check' }).click();
  await tools.getByRole('button', { name: 'Start beat check' }).click();
  const timeline = tools.getByRole('img', { name: 'Your beats against the clicks' });
  await expect(timeline).toBeVisible();
  const load = loadavg()[0]!;
  // The take is `seconds` long on the camera's own clock, the one the beats are judged on: real time
  // is the subject here, but counted from the camera's first frame, so a camera that starts late on
  // a busy machine still gives the whole take.
  await page.waitForFunction(
    (seconds) => {
      const log = (window as unknown as { __beatClipFrames: [number, number][] }).__beatClipFrames;
      return log.length > 1 && log.at(-1)![1] - log[0]![1] >= seconds * 1000;
    },
    seconds,
    { polling: 250, timeout: seconds * 1000 + 20_000 },
  );
  await whileRunning?.(tools);
  const found = ((await timeline.getAttribute('data-ictus')) ?? '').split(' ').filter(Boolean).map(Number);
  const log = (await page.evaluate('window.__beatClipFrames')) as [number, number][];
  await tools.getByRole('button', { name: 'End beat check' }).click();
  await expect(tools.locator('[part="beat-check-summary"]')).toContainText('On average your beats came');

  const frames: DeliveredFrame[] = log.map(([index, captureMs]) => ({ index, captureMs }));
  const first = frames[0]!.captureMs / 1000;
  const last = frames.at(-1)!.captureMs / 1000;
  // The app needs a few frames before a beat and confirms one only when the hand is back up.
  const result = compareOnCaptureClock(found, captureTruth(frames, beatClipTruth(clip)), {
    from: first + 0.3,
    to: last - 0.7,
  });
  console.log(
    `beat check e2e ${beatClipName(clip)} (load ${load.toFixed(1)} on 2 cores; camera delivered ${frames.length} frames in ${(last - first).toFixed(1)} s): ` +
      `${result.withinFrame}/${result.truth} beats where the camera kept pace (of ${result.truthAll}) within one frame (${result.withinFramePct.toFixed(0)} %), ${result.falseBeats} false; ` +
      `errors ms ${result.errors.map((e) => Math.round(e * 1000)).join(' ')}`,
  );
  return { tools, result };
}

/** Beats where the fake camera kept pace needed to judge the app. */
const MIN_STEADY_BEATS = 8;

/**
 * The goal. A machine so busy that the fake camera stalls around most beats (it then shows
 * the hand where it was when a frame should have been taken) says nothing about the app: the test
 * is skipped, with the reason.
 */
function expectGoal(result: BrowserBeatResult, withinFramePct: number, key: 'clean' | 'noisy'): void {
  test.skip(
    result.truth < MIN_STEADY_BEATS,
    `the fake camera kept pace around only ${result.truth} of ${result.truthAll} beats (load ${loadavg()[0]!.toFixed(1)})`,
  );
  // The browser path's figures beside the bench's in-memory ones (.tmp/bench/results.json).
  recordFigure(
    `beat_check_browser_within_frame_pct${key === 'clean' ? '' : '_noisy'}`,
    result.withinFramePct,
  );
  recordFigure(`beat_check_browser_false_beats_${key}`, result.falseBeats);
  writeFigures();
  expect(result.withinFramePct).toBeGreaterThanOrEqual(withinFramePct);
  expect(result.falseBeats).toBe(0);
}

test('a clean clip: the Beat check finds its beats within one frame, none that were not there', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const { tools, result } = await checkBeats(page, CLEAN, 14, async (tools) => {
    // While the clip plays, the hand's path is traced over the pattern figure.
    const hand = tools
      .getByRole('img', { name: 'The path of your hand over the pattern' })
      .locator('[data-role="hand"]');
    await expect(hand).toBeVisible();
    expect(Number(await hand.getAttribute('data-points'))).toBeGreaterThan(20);
    const panel = tools.locator('[part="beat-check"]');
    await keepShot(panel, { path: testInfo.outputPath('beat-check-live-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await keepShot(panel, { path: testInfo.outputPath('beat-check-live-390.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
  });
  await expect(tools.locator('[part="beat-check-trace"]')).toHaveCount(0);
  await keepShot(page, { path: testInfo.outputPath('beat-check-summary-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await tools.locator('[part="beat-check"]').scrollIntoViewIfNeeded();
  await keepShot(page, { path: testInfo.outputPath('beat-check-summary-390.png') });
  expectGoal(result, 95, 'clean');
});

/** Lesson 133 (topic 1, module 13): the 4/4 practice video at 90 bpm, like the clip. */
const LESSON = '/en/learnElement/1/13/133';

test('a lesson keeps its last Beat check in the progress: shown again after a reload', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'conductor@example.com', { locale: 'en', redirect: LESSON });
  // Specs share the database: this lesson starts without a kept check.
  await page.evaluate(async (key) => {
    const response = await fetch('/api/auth/usersettings?app=choir-coach', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem(key)}` },
      body: JSON.stringify({ beatChecks: {} }),
    });
    if (!response.ok) throw new Error(`reset failed: ${response.status}`);
  }, STORAGE_KEYS.token);
  await page.reload();
  const tools = page.locator('[part="practice-tools"]');
  await tools.getByRole('button', { name: 'Beat check' }).click();
  const panel = tools.locator('[part="beat-check"]');
  await expect(panel.getByRole('button', { name: 'Start beat check' })).toBeVisible();
  await expect(panel.locator('[part="beat-check-last"]')).toHaveCount(0);

  await panel.getByRole('button', { name: 'Start beat check' }).click();
  await expect(panel.locator('[data-beat-marker]').first()).toBeVisible({ timeout: 20_000 });
  // A few bars of beats to sum up (the clip's 90 bpm: about 4 s).
  const timeline = panel.getByRole('img', { name: 'Your beats against the clicks' });
  const beatsFound = async () =>
    ((await timeline.getAttribute('data-ictus')) ?? '').split(' ').filter(Boolean).length;
  await expect.poll(beatsFound, { timeout: 20_000 }).toBeGreaterThanOrEqual(7);
  await panel.getByRole('button', { name: 'End beat check' }).click();
  const summary = panel.locator('[part="beat-check-summary"]');
  await expect(summary).toContainText('Kept as this lesson’s last check');
  const mean = (await summary.locator('li').first().textContent())!.match(/came (.+?) \(spread (\d+) ms/)!;

  await page.reload();
  await tools.getByRole('button', { name: 'Beat check' }).click();
  const last = panel.locator('[part="beat-check-last"]');
  const today = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
  await expect(last).toContainText(`Last check (${today}`);
  await expect(last).toContainText(`on average ${mean[1]}, spread ${mean[2]} ms`);
  await panel.scrollIntoViewIfNeeded();
  await keepShot(page, { path: testInfo.outputPath('beat-check-last-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await keepShot(page, { path: testInfo.outputPath('beat-check-last-390.png') });
});

test('a clip with a second person beside the conductor: its beats within one frame, none that were not there', async ({
  playwright,
}) => {
  test.setTimeout(60_000);
  // One camera file per browser: this clip needs a browser of its own.
  const browser = await playwright.chromium.launch(withClip(NOISY));
  try {
    const context = await browser.newContext({ locale: 'en-GB', serviceWorkers: 'block' });
    const { result } = await checkBeats(await context.newPage(), NOISY, 9);
    expectGoal(result, 85, 'noisy');
  } finally {
    await browser.close();
  }
});
