import { statSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { workerReady } from '../support/common';
import {
  app,
  audioState,
  axeViolations,
  card,
  deleteStoredFile,
  openWorks,
  seedDownload,
  signIn,
  slowFiles,
  storedFileSize,
  waitForPlayback,
} from '../support/works';

const CONDUCTOR = 'conductor@example.com';

test.describe('downloads for offline use', () => {
  // Uses the offline worker, which playwright.config.ts blocks for the other specs (it costs every
  // test that allows it: the download errors need none).
  test.use({ serviceWorkers: 'allow' });

  test('download with progress, go offline, reload, open and play', async ({ page, context }) => {
    await signIn(page, CONDUCTOR);
    await openWorks(page);
    const chorale = card(page, '10001');
    await expect(chorale.getByText('Purchased')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await slowFiles(page);
    await chorale.getByRole('button', { name: 'Download' }).click();
    const progress = chorale.getByRole('progressbar', { name: /Download of/ });
    await expect(progress).toBeVisible();
    // Bytes, not files: "0.4 MB of 1.2 MB".
    await expect(chorale.getByText(/^\d+(\.\d)? (B|KB|MB) of 1\.\d MB$/)).toBeVisible();
    await expect(chorale.getByText(/^Downloaded · version 1\.1\.0 · 1\.\d MB$/)).toBeVisible({
      timeout: 20_000,
    });
    await expect(progress).toBeHidden();
    await expect(
      app(page).getByText('“Now Thank We All Our God” is downloaded and can be played offline.'),
    ).toBeVisible();
    await expect(app(page).locator('[data-storage-usage]')).toHaveText(/ of /);
    await page.unroute('**/api/files/**');

    // The offline worker controls the page once it is installed; a visit online fills its caches.
    await workerReady(page);
    await page.reload();
    await expect(chorale.getByText(/^Downloaded ·/)).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(app(page).getByText(/You are offline\. The list is from your last visit/)).toBeVisible();
    await expect(chorale.getByText(/^Downloaded · version 1\.1\.0/)).toBeVisible();
    await chorale.getByRole('button', { name: 'Open' }).click();
    await expect(page).toHaveURL(/\/en\/player\/10001$/);
    await expect(app(page).locator('[data-badge="offline"]')).toBeVisible();
    const score = app(page).locator('[part="score"]');
    await expect(score.locator('[data-page="1"] > div > svg')).toBeVisible();
    await app(page).getByRole('button', { name: 'Play' }).click();
    await waitForPlayback(page, 1.5);
    const audio = await audioState(page);
    expect(audio.paused).toBe(false);
    expect(audio.src).toMatch(/^blob:/);
    // The highlighter follows: some bar after the first is marked.
    await expect.poll(async () => Number(await score.getAttribute('data-bar-index'))).toBeGreaterThan(0);
    await expect(score.locator('rect.choir-bar-box')).toHaveCount(1);
    // The mixer works offline: the download holds the voices apart (checked like every file), and a
    // solo changes the mix while the same stored file plays on.
    expect(await storedFileSize(page, '10001', '1.1.0', 'audio/part0-voices.m4a')).toBe(
      statSync(`content/editions/10001/1.1.0/audio/part0-voices.m4a`).size,
    );
    await app(page).getByRole('button', { name: 'Mixer' }).click();
    await app(page).getByRole('button', { name: 'Solo Alto' }).click();
    await expect(app(page).getByRole('button', { name: 'Alto', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const soloed = await audioState(page);
    expect(soloed.src).toBe(audio.src);
    expect(soloed.paused).toBe(false);
    await context.setOffline(false);
  });

  test('a file deleted from storage is detected and downloaded again', async ({ page }) => {
    await signIn(page, CONDUCTOR);
    await openWorks(page);
    const songs = card(page, '10002');
    await songs.getByRole('button', { name: 'Download' }).click();
    await expect(songs.getByText(/^Downloaded · version 1\.0\.0/)).toBeVisible({ timeout: 20_000 });

    await deleteStoredFile(page, '10002', '1.0.0', 'audio/part1-alto.m4a');
    await page.reload();
    const missing = 'Some files have not been downloaded completely. The download must be done again.';
    await expect(songs.getByText(missing)).toBeVisible();
    await expect(songs.getByText(/^Downloaded ·/)).toBeHidden();

    // Opening it says so too, and offers the new download.
    await songs.getByRole('button', { name: 'Open' }).click();
    const dialog = app(page).getByRole('dialog', { name: 'Download incomplete' });
    await expect(dialog).toContainText(missing);
    await dialog.getByRole('button', { name: 'Download again' }).click();
    await expect(songs.getByText(/^Downloaded · version 1\.0\.0/)).toBeVisible({ timeout: 20_000 });
    await expect(songs.getByText(missing)).toBeHidden();
  });

  test('a newer version prompts to download it or open the current one', async ({ page }) => {
    await signIn(page, CONDUCTOR);
    await openWorks(page);
    await seedDownload(page, '10001', '1.0.0');
    await page.reload();
    const chorale = card(page, '10001');
    await expect(chorale.getByText('Version 1.1.0 available')).toBeVisible();
    await expect(chorale.getByText(/^Downloaded · version 1\.0\.0/)).toBeVisible();

    await chorale.getByRole('button', { name: 'Open', exact: true }).click();
    let dialog = app(page).getByRole('dialog', { name: 'A newer version is available' });
    await expect(dialog).toContainText(
      'Version 1.1.0 of “Now Thank We All Our God” is available. This device has version 1.0.0.',
    );
    await dialog.getByRole('button', { name: 'Open version 1.0.0' }).click();
    await expect(page).toHaveURL(/\/en\/player\/10001$/);
    await expect(app(page).getByText('Version 1.0.0', { exact: true })).toBeVisible();
    await expect(app(page).locator('[data-badge="offline"]')).toBeVisible();

    await app(page).getByRole('link', { name: 'My works' }).first().click();
    await chorale.getByRole('button', { name: 'Open', exact: true }).click();
    dialog = app(page).getByRole('dialog', { name: 'A newer version is available' });
    await dialog.getByRole('button', { name: 'Download version 1.1.0' }).click();
    await expect(chorale.getByText(/^Downloaded · version 1\.1\.0/)).toBeVisible({ timeout: 20_000 });
    await expect(chorale.getByText('Version 1.1.0 available')).toBeHidden();
    // The old version is gone from the device.
    const names = await page.evaluate(() => caches.keys());
    expect(names.filter((name) => name.startsWith('choir-edition/v1/10001/'))).toEqual([
      'choir-edition/v1/10001/1.1.0',
    ]);
  });
});

test.describe('download errors', () => {
  test('too little storage (simulated quota): "download failed" with usage, quota and persistent storage', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      StorageManager.prototype.estimate = async () => ({ usage: 9_999_500_000, quota: 10_000_000_000 });
    });
    await signIn(page, CONDUCTOR);
    await openWorks(page);
    await card(page, '10001').getByRole('button', { name: 'Download' }).click();
    const dialog = app(page).getByRole('dialog', { name: 'Download failed' });
    await expect(dialog).toContainText(
      'Sorry, the edition could not be downloaded. There may not be enough memory available on your device. You have used up 10.0 GB of 10.0 GB.',
    );
    await expect(dialog.getByRole('button', { name: 'Request persistent storage' })).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, '10001').getByText(/^Downloaded ·/)).toBeHidden();
  });

  test('the browser refusing to store (QuotaExceededError) leaves nothing marked complete', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const put = Cache.prototype.put;
      Cache.prototype.put = function (request, response) {
        const url =
          typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
        if (url.includes('/editions/') && url.endsWith('.m4a'))
          return Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
        return put.call(this, request, response);
      };
    });
    await signIn(page, CONDUCTOR);
    await openWorks(page);
    await card(page, '10002').getByRole('button', { name: 'Download' }).click();
    const dialog = app(page).getByRole('dialog', { name: 'Download failed' });
    await expect(dialog).toContainText('You have used up');
    await dialog.getByRole('button', { name: 'OK' }).click();
    const records = await page.evaluate(async () =>
      (await (await caches.open('choir-downloads/v1')).keys()).map((r) => r.url),
    );
    expect(records.some((url) => url.includes('/records/'))).toBe(false);
  });

  test('"download not possible" when the limit is reached: OK and Contact support', async ({ page }) => {
    await signIn(page, CONDUCTOR);
    await page.route('**/api/purchases/10001/downloadmanifest/false', (route) =>
      route.fulfill({
        status: 410,
        json: { error: 'download-limit-reached', message: 'The limit of 10 downloads is reached.' },
      }),
    );
    await openWorks(page);
    await card(page, '10001').getByRole('button', { name: 'Download' }).click();
    const dialog = app(page).getByRole('dialog', { name: 'Download not possible' });
    await expect(dialog).toContainText(
      'The edition is no longer available. The maximum number of downloads has been reached or the timeframe during which the download link is active has expired. Please contact our customer Support.',
    );
    await expect(dialog.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      /^mailto:support@choir-coach\.example\?subject=/,
    );
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  });
});
