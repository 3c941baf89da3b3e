import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PORT as TEST_PORT } from '../../../playwright.config';
import { signIn } from '../support/common';
import { scratchContent } from '../support/scratch-content';
import { app, audioState } from '../support/works';

/**
 * The operator's sync editor end to end (issue 42, decision 0048): open an edition, drag a bar start
 * on the waveform, save, and the player of the new version opens that bar at its new time. Saving
 * writes a version, so this spec runs its own server on a scratch copy of the content (the worker's
 * port + 3, below the next worker's ports), never on the repository's files.
 */
const PORT = TEST_PORT + 3;
const ORIGIN = `http://localhost:${PORT}`;
const TOKEN = 'e2e-sync-editor-token';
const SCRATCH = path.resolve(`.tmp/e2e-sync-editor-${PORT}`);
let server: ChildProcess | undefined;

test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const content = scratchContent(path.join(SCRATCH, 'content'));
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DEMO_PORT: '0',
      CONTENT_DIR: content,
      DATA_DIR: path.join(SCRATCH, 'data'),
      SEED_DEMO: 'true',
      OPERATOR_TOKEN: TOKEN,
      PURCHASE_AVAILABILITY_DELAY_SECONDS: '0',
      ALLOWED_ORIGINS: ORIGIN,
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${ORIGIN}/api/health`).catch(() => null))?.status, { timeout: 110_000 })
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
  rmSync(SCRATCH, { recursive: true, force: true });
});

test('a bar start dragged on the waveform and saved is where the player of the new version opens the bar', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/operator/sync?article=10001&version=1.1.0');
  await page.getByLabel('Operator token').fill(TOKEN);
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.locator('#editor[data-ready="true"]')).toBeVisible({ timeout: 20_000 });
  const start = page.getByLabel('Start of bar 12 (13 of 17), seconds');
  await expect(start).toHaveValue('45.963');

  // Select bar 12 in the list, then drag its line on the waveform half a second later.
  await page.locator('#bar-rows tr').nth(12).click();
  const wave = page.locator('#wave');
  const box = (await wave.boundingBox())!;
  const from = Number(await wave.getAttribute('data-from-ms'));
  const to = Number(await wave.getAttribute('data-to-ms'));
  const xOf = (ms: number) => box.x + ((ms - from) / (to - from)) * box.width;
  const y = box.y + box.height / 2;
  await page.mouse.move(xOf(45963), y);
  await page.mouse.down();
  await page.mouse.move(xOf(46200), y, { steps: 3 });
  await page.mouse.move(xOf(46463), y, { steps: 3 });
  await page.mouse.up();
  const moved = Number(await start.inputValue());
  expect(moved).toBeGreaterThan(46.4);
  expect(moved).toBeLessThan(46.53);
  await expect(page.locator('#bar-rows tr.moved')).toHaveCount(1);
  // The score writes the new start on bar 12's measure.
  await expect(page.locator('#score g#nd-m12 .sync-mark text')).toHaveText(moved.toFixed(2));

  await page.getByRole('button', { name: 'Save as new version' }).click();
  await expect(page.locator('#status')).toHaveText(/Saved as version 1\.1\.1 \(from 1\.1\.0\)/);
  // The editor now shows the saved version, with the moved start as its own.
  await expect(page.getByLabel('Edition')).toHaveValue('10001@1.1.1');
  await expect(start).toHaveValue(moved.toFixed(3));

  // The player opens the new version: bar 12 at its new start, not the old 45.963 s.
  await signIn(page, 'conductor@example.com');
  await page.goto('/en/player/10001?bar=12');
  await expect(app(page).locator('output[data-bar]')).toHaveText('Bar 12');
  await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(moved, 2);
  expect((await audioState(page)).src).toContain('/editions/10001/1.1.1/');
});

test('tapping T while it plays sets the next bar’s start to the moment of the tap', async ({ page }) => {
  await page.goto('/operator/sync?article=10003&version=1.0.0');
  await page.getByLabel('Operator token').fill(TOKEN);
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.locator('#editor[data-ready="true"]')).toBeVisible({ timeout: 20_000 });
  await page.locator('#bar-rows tr').nth(3).click();
  await page.locator('#wave').focus();
  await page.keyboard.press(' ');
  const playing = () =>
    page.evaluate(() => (document.getElementById('audio') as HTMLAudioElement).currentTime);
  await expect.poll(playing).toBeGreaterThan(5.2);
  // The tap lies between the clock read just before and just after it (on a loaded machine the
  // key's round trip alone can take longer than any fixed tolerance).
  const before = await playing();
  await page.keyboard.press('t');
  const after = await playing();
  await page.keyboard.press(' ');
  const next = Number(await page.locator('#bar-rows tr').nth(4).locator('input').inputValue());
  expect(next).toBeGreaterThanOrEqual(before - 0.01);
  expect(next).toBeLessThanOrEqual(after + 0.01);
  await expect(page.locator('#bar-rows tr.moved')).toHaveCount(1);
});

test('the page opens nothing with a wrong token', async ({ page }) => {
  await page.goto('/operator/sync');
  await page.getByLabel('Operator token').fill('wrong');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.locator('#status')).toHaveText('The operator token is missing or wrong.');
  await expect(page.locator('#editor')).toBeHidden();
});
