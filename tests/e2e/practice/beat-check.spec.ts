import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { beatAccuracy } from '../../../content/beat-clips/accuracy';
import {
  type BeatClipSpec,
  beatClipName,
  beatClipTruth,
  writeBeatClip,
} from '../../../content/beat-clips/generate';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../playwright.config';
import { STORAGE_KEYS } from '../../../src/core/store/persistence';
import { signIn } from '../support/common';
import { PAGE, startPracticePage } from './practice-page';

/**
 * The Beat check with a generated clip as Chromium's fake camera: the beats it finds are compared
 * with the clip's true ictus times (the camera's start is unknown: the best common offset is used).
 */
const CLIP: BeatClipSpec = { beats: 4, bpm: 90, noise: 'clean' };
const DIR = '.tmp/beat-clips';
const Y4M = `${DIR}/${beatClipName(CLIP)}.y4m`;
if (!existsSync(Y4M)) writeBeatClip(CLIP, DIR);

test.use({
  locale: 'en-GB',
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${Y4M}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

let server: Server;
test.beforeAll(async ({ baseURL }) => {
  server = await startPracticePage(baseURL!);
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/**
 * The share of true beats found within one frame, at the offset that matches most beats. A busy
 * machine makes the fake camera play the clip slower than 30 fps (frames are stamped when they come):
 * the found times are first brought to the clip's pace by the ratio of the median beat intervals.
 */
function compare(raw: number[], truth: number[], duration: number) {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const gaps = (times: number[]) => times.slice(1).map((time, i) => time - times[i]!);
  const pace = median(gaps(raw)) / median(gaps(truth));
  const found = raw.map((time) => time / pace);
  // The fake camera loops the clip: the truth repeats.
  const looped = [0, 1, 2].flatMap((loop) => truth.map((time) => time + loop * duration));
  let best = { offset: 0, matched: -1 };
  for (const f of found) {
    for (const t of looped) {
      const matched = beatAccuracy(found, looped, f - t).withinFrame;
      if (matched > best.matched) best = { offset: f - t, matched };
    }
  }
  const first = Math.min(...found) - best.offset;
  const last = Math.max(...found) - best.offset;
  const seen = looped.filter((time) => time >= first - 0.05 && time <= last + 0.05);
  return { ...beatAccuracy(found, seen, best.offset), pace };
}

test('the Beat check finds the beats of a clip with known ictus times', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${PAGE}/?locale=en&beats=4&bpm=90`);
  const tools = page.locator('choir-tools');
  await tools.getByRole('button', { name: 'Beat check' }).click();
  await tools.getByRole('button', { name: 'Start beat check' }).click();
  const timeline = tools.getByRole('img', { name: 'Your beats against the clicks' });
  await expect(timeline).toBeVisible();
  await page.waitForTimeout(12_000);
  // While the clip plays, the hand's path is traced over the pattern figure.
  const hand = tools
    .getByRole('img', { name: 'The path of your hand over the pattern' })
    .locator('[data-role="hand"]');
  await expect(hand).toBeVisible();
  expect(Number(await hand.getAttribute('data-points'))).toBeGreaterThan(20);
  const panel = tools.locator('[part="beat-check"]');
  await panel.screenshot({ path: testInfo.outputPath('beat-check-live-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.screenshot({ path: testInfo.outputPath('beat-check-live-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(6_000);
  const found = ((await timeline.getAttribute('data-ictus')) ?? '').split(' ').filter(Boolean).map(Number);
  await tools.getByRole('button', { name: 'End beat check' }).click();
  await expect(tools.locator('[part="beat-check-summary"]')).toContainText('On average your beats came');
  await expect(tools.locator('[part="beat-check-trace"]')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('beat-check-summary-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('beat-check-summary-390.png') });

  const truth = beatClipTruth(CLIP);
  const result = compare(found, truth.ictusTimes, truth.frames / truth.fps);
  console.log(
    `beat check e2e (clip played at ${(100 / result.pace).toFixed(0)} % speed): ${result.withinFrame}/${result.truth} within one frame (${result.withinFramePct.toFixed(0)} %), ${result.falseBeats} false; errors ms ${result.errors.map((e) => Math.round(e * 1000)).join(' ')}`,
  );
  expect(result.truth).toBeGreaterThanOrEqual(15);
  // The browser path is not yet at the 95 % goal, and on a busy machine the fake camera plays the
  // clip slower and drops frames (docs/beat-check.md): this asserts that beats come through the
  // whole path (camera, detector, clock, UI) and logs the accuracy.
  expect(result.errors.length).toBeGreaterThanOrEqual(3);
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
  await page.waitForTimeout(4_000);
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
  await page.screenshot({ path: testInfo.outputPath('beat-check-last-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('beat-check-last-390.png') });
});
