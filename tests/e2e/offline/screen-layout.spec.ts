import { expect, type Page, test } from '@playwright/test';
import { workerReady } from '../support/common';
import { chooseLayout } from '../support/score-layout';
import { app, card, openWorks, signIn, waitForPlayback } from '../support/works';

/**
 * Issue 38: a downloaded edition keeps its screen layouts for this device's two orientations at its
 * staff size (checked like its other files), and opens in them offline, either way round.
 */
test.use({ serviceWorkers: 'allow' });

const LANDSCAPE = { width: 1180, height: 820 };
const PORTRAIT = { width: 820, height: 1180 };
const score = (page: Page) => app(page).locator('[part="score"]');

async function showsScreenLayout(page: Page) {
  await expect(score(page)).toHaveAttribute('data-layout', 'screen');
  await expect(app(page).locator('[part="page"] svg').first()).toBeVisible();
}

test('downloaded at the device’s two sizes, the screen layout opens offline either way round', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(LANDSCAPE);
  await signIn(page, 'conductor@example.com', { at: '/favicon.svg' });
  await chooseLayout(page, { layout: 'screen', staffSize: null, boxes: {} });
  // The player seen held both ways: the device knows its two boxes.
  await page.goto('/en/player/10001');
  await showsScreenLayout(page);
  await page.setViewportSize(PORTRAIT);
  await showsScreenLayout(page);
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('choir.scoreLayout')!).boxes).sort()),
    )
    .toEqual(['landscape', 'portrait']);
  await page.setViewportSize(LANDSCAPE);

  const manifests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/downloadmanifest/false')) manifests.push(new URL(request.url()).search);
  });
  await openWorks(page);
  const chorale = card(page, '10001');
  await chorale.getByRole('button', { name: 'Download' }).click();
  await expect(chorale.getByText(/^Downloaded · version 1\.1\.0/)).toBeVisible({ timeout: 30_000 });
  // Two sizes asked for, at the tablet's staff size: 9 px.
  expect(manifests).toHaveLength(1);
  expect(new URLSearchParams(manifests[0]).get('layouts')).toMatch(/^\d+x\d+-9,\d+x\d+-9$/);
  const stored = await page.evaluate(async () => {
    const cache = await caches.open('choir-edition/v1/10001/1.1.0');
    return (await cache.keys()).map((request) => request.url).filter((url) => url.includes('/layouts/'));
  });
  expect(stored).toHaveLength(2);

  await workerReady(page);
  await page.reload();
  await expect(chorale.getByText(/^Downloaded ·/)).toBeVisible();
  await context.setOffline(true);
  try {
    await page.reload();
    await chorale.getByRole('button', { name: 'Open' }).click();
    await expect(app(page).locator('[data-badge="offline"]')).toBeVisible();
    await showsScreenLayout(page);
    await expect(app(page).locator('[part="layout-hint"]')).toHaveCount(0);
    await app(page).getByRole('button', { name: 'Play' }).click();
    await waitForPlayback(page, 1);
    await expect(score(page).locator('rect.choir-bar-box')).toHaveCount(1);
    // Turned: the other stored layout, no printed pages and no hint.
    const before = await score(page).getAttribute('data-page-size');
    await page.setViewportSize(PORTRAIT);
    await expect(score(page)).not.toHaveAttribute('data-page-size', before!);
    await showsScreenLayout(page);
    await expect(app(page).locator('[part="layout-hint"]')).toHaveCount(0);
    await expect(score(page).locator('rect.choir-bar-box')).toHaveCount(1);
    await page.screenshot({ path: '.tmp/shots/reflow/offline-820x1180.png' });
  } finally {
    await context.setOffline(false);
    await chooseLayout(page, { layout: 'auto', boxes: {} });
  }
});
