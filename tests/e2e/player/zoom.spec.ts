import { expect, type Page, test } from '@playwright/test';
import { keepShot } from '../support/common';
import { chooseLayout } from '../support/score-layout';
import { app, signIn, waitForPlayback } from '../support/works';

/** Issue 19.14: the score's zoom, kept per work, at desktop, phone and phone-landscape sizes. */

const pageWidth = async (page: Page) =>
  (await app(page).locator('[part="page"]').first().boundingBox())?.width ?? 0;
const stage = async (page: Page) => (await app(page).locator('[part="score"]').boundingBox())!;

/**
 * Starts from the automatic size of the printed pages (the specs of a run share the account's stored
 * settings; a screen layout's + and − step its staff size: screen-layout.spec.ts).
 */
async function openPlayer(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await signIn(page, 'conductor@example.com');
  await chooseLayout(page, { layout: 'printed' });
  await page.evaluate(() => {
    const all = JSON.parse(localStorage.getItem('choir.playerSettings') ?? '{}');
    if (all['10001']) all['10001'].zoom = 'auto';
    localStorage.setItem('choir.playerSettings', JSON.stringify(all));
  });
  await page.goto('/en/player/10001');
  await expect(app(page).locator('[part="page"] svg').first()).toBeVisible();
}

test('desktop: zoom in, fit to width, kept for the work after a reload; the highlighter follows', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openPlayer(page, 1280, 800);
  const player = app(page);
  const auto = await pageWidth(page);
  await expect(player.locator('[data-zoom-percent]')).toHaveText('100 %');

  await player.getByRole('button', { name: 'Zoom in' }).click();
  await expect(player.locator('[data-zoom-percent]')).toHaveText('125 %');
  expect(await pageWidth(page)).toBeCloseTo(auto * 1.25, -1);

  // W fits one page to the width: the lyrics are well above 7 px now.
  await player.locator('[part="score"]').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('w');
  await expect.poll(() => pageWidth(page)).toBeGreaterThan((await stage(page)).width - 40);
  await keepShot(page, { path: '.tmp/screens/zoom-width-1280.png' });
  const fitted = await pageWidth(page);

  await page.reload();
  await expect(player.locator('[part="page"] svg').first()).toBeVisible();
  await expect.poll(() => pageWidth(page)).toBeCloseTo(fitted, 0);

  // Zoomed, the bar highlight still moves with the music.
  await player.getByRole('button', { name: 'Play' }).click();
  await waitForPlayback(page, 3);
  await expect(player.locator('rect.choir-bar-box')).toHaveCount(1);
  await expect
    .poll(async () => Number(await player.locator('[part="score"]').getAttribute('data-bar-index')))
    .toBeGreaterThan(0);
  await player.getByRole('button', { name: 'Pause' }).click();

  await page.keyboard.press('0');
  await expect.poll(() => pageWidth(page)).toBeCloseTo(auto, 0);
});

test('phone: the menu fits the page to the height and zooms in', async ({ page }) => {
  await openPlayer(page, 390, 844);
  const player = app(page);
  await player.getByRole('button', { name: 'More' }).click();
  await player.getByRole('button', { name: 'Fit to height' }).click();
  const box = await stage(page);
  const first = (await player.locator('[part="page"]').first().boundingBox())!;
  expect(first.height).toBeGreaterThan(box.height - 40);
  expect(first.height).toBeLessThanOrEqual(box.height);
  await keepShot(page, { path: '.tmp/screens/zoom-height-390.png' });

  await player.getByRole('button', { name: 'More' }).click();
  await player.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => pageWidth(page)).toBeGreaterThan(first.width * 1.1);
  // Wider than the screen: it scrolls sideways, and the transport stays on the screen.
  expect(await player.locator('[part="score"]').evaluate((s) => s.scrollWidth > s.clientWidth)).toBe(true);
  const play = (await player.getByRole('button', { name: 'Play' }).boundingBox())!;
  expect(play.y + play.height).toBeLessThanOrEqual(844);
  await keepShot(page, { path: '.tmp/screens/zoom-in-390.png' });
});

test('phone landscape: the menu zooms; score and transport stay on the screen', async ({ page }) => {
  await openPlayer(page, 844, 390);
  const player = app(page);
  const auto = await pageWidth(page);
  await player.getByRole('button', { name: 'More' }).click();
  await player.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(() => pageWidth(page)).toBeLessThan(auto * 0.9);
  await player.getByRole('button', { name: 'More' }).click();
  await player.getByRole('button', { name: 'Fit to width' }).click();
  await expect.poll(() => pageWidth(page)).toBeGreaterThan((await stage(page)).width - 40);
  const play = (await player.getByRole('button', { name: 'Play' }).boundingBox())!;
  expect(play.y + play.height).toBeLessThanOrEqual(390);
  await keepShot(page, { path: '.tmp/screens/zoom-width-844.png' });
});
