import { expect, type Page, test } from '@playwright/test';
import { workerReady } from '../support/common';
import { putProgramme } from '../support/programmes';
import { app, card, openWorks, signIn, slowFiles } from '../support/works';

const CONDUCTOR = 'conductor@example.com';
const programmeCard = (page: Page, name: string) =>
  app(page).locator('[part="programmes"] li[data-programme]', { hasText: name });

test.describe('keep a programme offline', () => {
  // The offline reload needs the offline worker, which playwright.config.ts blocks elsewhere.
  test.use({ serviceWorkers: 'allow' });

  test('downloads every owned work with one progress bar, then opens offline', async ({ page, context }) => {
    await signIn(page, CONDUCTOR);
    const name = `Offline concert ${Date.now()}`;
    await putProgramme(page, name, [
      { id: 'a', editionId: '10001' },
      { id: 'b', editionId: '10002', part: 0 },
      { id: 'c', editionId: '10003' },
    ]);
    await openWorks(page);
    await slowFiles(page, 100);
    const programme = programmeCard(page, name);
    await programme.getByRole('button', { name: 'Keep offline' }).click();
    const progress = programme.getByRole('progressbar', { name: `Keeping “${name}” offline` });
    await expect(progress).toBeVisible();
    await expect(programme.getByText(/Downloading [01] of 2 works/)).toBeVisible();
    await expect(programme.getByText('Every work of this programme is on this device.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(programme.getByText('Works you only have as a preview are not downloaded.')).toBeVisible();
    await expect(progress).toBeHidden();
    await expect(card(page, '10001').getByText(/^Downloaded ·/)).toBeVisible();
    await expect(card(page, '10002').getByText(/^Downloaded ·/)).toBeVisible();
    await page.unroute('**/api/files/**');

    await workerReady(page);
    await page.reload();
    await expect(programme).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(programme.getByText('Every work of this programme is on this device.')).toBeVisible();
    await programme.getByRole('link', { name: 'Play' }).click();
    await expect(page).toHaveURL(/\/en\/player\/10001\?programme=/);
    await expect(app(page).locator('[data-badge="offline"]')).toBeVisible();
    await expect(app(page).locator('[part="score"] [data-page="1"] > div > svg')).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('a programme that cannot be kept offline', () => {
  // Without the offline worker, so the page's routes see the edition files.
  test('a failed download leaves nothing half-written', async ({ page }) => {
    await signIn(page, CONDUCTOR);
    const name = `Broken ${Date.now()}`;
    await putProgramme(page, name, [{ id: 'a', editionId: '10002' }]);
    await openWorks(page);
    // One file arrives cut short: its size and SHA-256 do not match.
    await page.route('**/api/files/**part1-alto.m4a*', (route) =>
      route.fulfill({ status: 200, body: 'cut' }),
    );
    const programme = programmeCard(page, name);
    await programme.getByRole('button', { name: 'Keep offline' }).click();
    await expect(programme.getByText(/Not every work could be downloaded/)).toBeVisible({ timeout: 30_000 });
    await expect(card(page, '10002').getByText(/^Downloaded ·/)).toBeHidden();
    const names = await page.evaluate(() => caches.keys());
    expect(names.filter((cache) => cache.startsWith('choir-edition/v1/10002/'))).toEqual([]);
  });
});
