import { expect, test } from '@playwright/test';
import { app, audioState, signIn } from '../support/works';

/** `/{locale}/player/{articleId}?bar=n`: the work opens at bar n, paused (issue 17). */
test('a link to a bar opens the work there; a bar it lacks opens it at the start', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'conductor@example.com');
  const player = app(page);

  // "Nun danket alle Gott": bar 12 (45.963 s) is on a later page, which a phone shows alone.
  await page.goto('/en/player/10001?bar=12');
  await expect(player.locator('output[data-bar]')).toHaveText('Bar 12');
  await expect(player.locator('[part="page"] .choir-bar-box')).toBeVisible();
  await expect(player.locator('[data-page="1"]')).toHaveCount(0);
  await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(45.963, 1);
  expect((await audioState(page)).paused).toBe(true);

  await page.goto('/en/player/10001?bar=999');
  await expect(player.locator('[data-page="1"]')).toBeVisible();
  await expect(player.locator('output[data-bar]')).toHaveText('Pickup');
  expect((await audioState(page)).currentTime).toBe(0);
});

/** Addresses typed, pasted or forged: an edition id the server cannot even read is no edition. */
test('an address with a malformed or unknown edition id says the edition does not exist', async ({
  page,
}) => {
  await signIn(page, 'conductor@example.com');
  const player = app(page);
  for (const id of ['99999', encodeURIComponent('<img src=x>'), '1'.repeat(400), '..%2F..%2Fetc']) {
    await page.goto(`/en/player/${id}`);
    await expect(player.getByText('This edition does not exist.')).toBeVisible();
    await expect(player.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  }
});
