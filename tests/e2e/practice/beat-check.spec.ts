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
import { CHROMIUM_ARGS } from '../../../playwright.config';
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
    executablePath: '/usr/bin/chromium',
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
  await page.screenshot({ path: testInfo.outputPath('beat-check-live-1280.png') });
  await page.waitForTimeout(6_000);
  const found = ((await timeline.getAttribute('data-ictus')) ?? '').split(' ').filter(Boolean).map(Number);
  await tools.getByRole('button', { name: 'End beat check' }).click();
  await expect(tools.locator('[part="beat-check-summary"]')).toContainText('On average your beats came');
  await page.screenshot({ path: testInfo.outputPath('beat-check-summary-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await tools.locator('[part="beat-check"]').scrollIntoViewIfNeeded();
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
