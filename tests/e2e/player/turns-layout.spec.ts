import { expect, type Page, test } from '@playwright/test';
import { openAtFirstPage, pageIndicator, shownPages } from '../support/page-turns';
import { app, audioState } from '../support/works';

/** Issue 36: spreads counted and turned whole; half-page turns (an option of the device). */

test('a spread of pages 1-2 is counted "1–2 / 6" and one turn moves the whole spread', async ({ page }) => {
  await openAtFirstPage(page, { width: 1280, height: 800, articleId: '10002' });
  await expect(pageIndicator(page)).toHaveText('1–2 / 6');
  expect(await shownPages(page)).toEqual([1, 2]);
  await page.keyboard.press('PageDown');
  await expect(pageIndicator(page)).toHaveText('3–4 / 6');
  await expect.poll(() => shownPages(page)).toEqual([3, 4]);
  await page.keyboard.press('PageUp');
  await expect(pageIndicator(page)).toHaveText('1–2 / 6');
  await expect.poll(() => shownPages(page)).toEqual([1, 2]);
});

/**
 * The top of page `upper` lies over the top of page `under`, whose lower part stays in view: cut
 * near the middle, between two systems of the upper page.
 */
async function expectHalfTurn(page: Page, under: number, upper: number) {
  const player = app(page);
  const overlay = player.locator('[part="score"] [data-upper]');
  await expect(overlay).toHaveAttribute('data-page', String(upper));
  const sheet = (await player.locator(`[part="page"][data-page="${under}"]`).boundingBox())!;
  const half = (await overlay.boundingBox())!;
  expect(half.y).toBeCloseTo(sheet.y, 0);
  expect(half.height).toBeGreaterThan(sheet.height * 0.3);
  expect(half.height).toBeLessThan(sheet.height * 0.7);
  const cutSystems = await overlay.locator('g.system').evaluateAll(
    (systems, bottom) =>
      systems.filter((system) => {
        const box = system.getBoundingClientRect();
        return box.top < bottom && box.bottom > bottom;
      }).length,
    half.y + half.height,
  );
  expect(cutSystems).toBe(0);
}

test('half-page turns upright: the next page’s top over this top half first, then the whole page', async ({
  page,
}) => {
  await openAtFirstPage(page, { width: 820, height: 1180, pageTurns: { halfPages: true } });
  await expect(pageIndicator(page)).toHaveText('1 / 2');
  await page.keyboard.press('PageDown');
  await expect(pageIndicator(page)).toHaveText('1–2 / 2');
  await expectHalfTurn(page, 1, 2);
  await page.screenshot({ path: '.tmp/shots/turns/half-page-820x1180.png' });
  await page.keyboard.press('PageDown');
  await expect(pageIndicator(page)).toHaveText('2 / 2');
  await expect(app(page).locator('[part="score"] [data-upper]')).toHaveCount(0);
  await page.keyboard.press('PageUp');
  await expect(pageIndicator(page)).toHaveText('1 / 2');
  expect((await audioState(page)).currentTime).toBe(0);
});

test('half-page turns sideways: spreads turn whole into the next part, one page in halves', async ({
  page,
}) => {
  await openAtFirstPage(page, {
    width: 1180,
    height: 820,
    articleId: '10002',
    pageTurns: { halfPages: true },
  });
  await expect(pageIndicator(page)).toHaveText('1–2 / 6');
  // The next spread is the next part's: its pages come with its recording, so the turn is whole.
  await page.keyboard.press('PageDown');
  await expect(pageIndicator(page)).toHaveText('3–4 / 6');
  await expect.poll(() => shownPages(page)).toEqual([3, 4]);
  // Zoomed in to one page at a time, a turn goes in halves.
  while ((await shownPages(page)).length > 1) await page.keyboard.press('+');
  await expect(pageIndicator(page)).toHaveText('3 / 6');
  await page.keyboard.press('PageDown');
  await expect(pageIndicator(page)).toHaveText('3–4 / 6');
  await expectHalfTurn(page, 3, 4);
  await page.screenshot({ path: '.tmp/shots/turns/half-page-1180x820.png' });
  await page.keyboard.press('PageDown');
  await expect(pageIndicator(page)).toHaveText('4 / 6');
});
