import { expect, type Page, test } from '@playwright/test';
import { shownPages } from '../support/page-turns';
import { putProgramme } from '../support/programmes';
import { app, audioState, signIn } from '../support/works';

/** Presses a pedal's key until the player shows the address asked for. */
async function pedalUntil(page: Page, url: RegExp) {
  await expect(async () => {
    await page.keyboard.press('PageDown');
    await expect(page).toHaveURL(url, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

const scoreShown = (page: Page) => expect(app(page).locator('[part="page"] svg').first()).toBeVisible();

test.describe('a programme played in the player', () => {
  test('the last page of one work turns to the first of the next, by pedal and in stage mode', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 820, height: 1180 });
    await signIn(page, 'conductor@example.com', { at: '/favicon.svg' });
    const id = await putProgramme(page, `Pedals ${Date.now()}`, [
      { id: 'a', editionId: '10001' },
      { id: 'b', editionId: '10002', part: 1 },
      { id: 'c', editionId: '10002', part: 2 },
    ]);
    await page.goto(`/en/player/10001?programme=${id}&item=0`);
    await scoreShown(page);
    await expect.poll(() => shownPages(page)).toContain(1);

    await pedalUntil(page, new RegExp(`/en/player/10002\\?programme=${id}&item=1`));
    await scoreShown(page);
    // The second movement's first page (pages 3-4 of the edition).
    await expect.poll(() => shownPages(page)).toContain(3);

    await page.keyboard.press('f');
    await expect(app(page).locator('main[data-stage]')).toBeVisible();
    await pedalUntil(page, /item=2/);
    await scoreShown(page);
    await expect.poll(() => shownPages(page)).toContain(5);
    await expect(app(page).locator('main[data-stage]')).toBeVisible();
  });

  test('the recordings play one after the other', async ({ page }) => {
    await signIn(page, 'conductor@example.com', { at: '/favicon.svg' });
    const id = await putProgramme(page, `Recordings ${Date.now()}`, [
      { id: 'a', editionId: '10001' },
      { id: 'b', editionId: '10003' },
    ]);
    await page.goto(`/en/player/10001?programme=${id}&item=0`);
    await scoreShown(page);
    await expect.poll(async () => (await audioState(page)).src).toContain('.m4a');
    await page.keyboard.press('k');
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);
    // Near the end of the recording: it ends, and the next work opens and plays.
    await app(page)
      .locator('audio')
      .evaluate((audio: HTMLAudioElement) => {
        audio.currentTime = Math.max(0, audio.duration - 1);
      });
    await expect(page).toHaveURL(new RegExp(`/en/player/10003\\?programme=${id}&item=1&play=1`), {
      timeout: 15_000,
    });
    await expect
      .poll(async () => (await audioState(page)).currentTime, { timeout: 15_000 })
      .toBeGreaterThan(0.2);
    expect((await audioState(page)).paused).toBe(false);
  });
});
