import { expect, type Page, test } from '@playwright/test';
import { keepShot, workerReady } from '../support/common';
import { chooseLayout, showsScreenLayout } from '../support/score-layout';
import { app, card, openWorks, signIn, waitForPlayback } from '../support/works';

/**
 * Issue 38: a downloaded edition keeps its screen layouts for this device's two orientations at its
 * staff size (checked like its other files), and opens in them offline, either way round.
 */
test.use({ serviceWorkers: 'allow' });

const LANDSCAPE = { width: 1180, height: 820 };
const PORTRAIT = { width: 820, height: 1180 };
const score = (page: Page) => app(page).locator('[part="score"]');

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
  const listed = new Map<string, string>();
  page.on('response', async (response) => {
    if (!response.url().includes('/downloadmanifest/false')) return;
    manifests.push(new URL(response.url()).search);
    const { files } = (await response.json()) as { files: { path: string; sha256: string }[] };
    for (const file of files) listed.set(file.path, file.sha256);
  });
  await openWorks(page);
  const chorale = card(page, '10001');
  await chorale.getByRole('button', { name: 'Download' }).click();
  await expect(chorale.getByText(/^Downloaded · version 1\.1\.0/)).toBeVisible({ timeout: 30_000 });
  // Two sizes asked for; no staff size set, so the server lays them out at the tablet's readable 9 px.
  expect(manifests).toHaveLength(1);
  expect(new URLSearchParams(manifests[0]).get('layouts')).toMatch(/^\d+x\d+,\d+x\d+$/);
  // Kept on the device as listed: the bytes' sha256 is the manifest's.
  const stored = await page.evaluate(async () => {
    const cache = await caches.open('choir-edition/v1/10001/1.1.0');
    const kept = (await cache.keys()).filter((request) => request.url.includes('/layouts/'));
    return Promise.all(
      kept.map(async (request) => {
        const bytes = await (await cache.match(request))!.arrayBuffer();
        const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
        const hex = [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
        return { path: request.url.slice(request.url.indexOf('layouts/')), sha256: hex };
      }),
    );
  });
  expect(stored).toHaveLength(2);
  for (const { path, sha256 } of stored) {
    expect(path).toMatch(/^layouts\/\d+x\d+-s9\/part0\.json$/);
    expect(sha256, path).toBe(listed.get(path));
  }

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
    await keepShot(page, { path: '.tmp/shots/reflow/offline-820x1180.png' });
  } finally {
    await context.setOffline(false);
    await chooseLayout(page, { layout: 'auto', boxes: {} });
  }
});
