import { expect, type Page, test } from '@playwright/test';
import { keepShot } from '../support/common';
import { app, openWorks, signIn } from '../support/works';

/**
 * Issue 39, decision 0046: a programme deleted on another device stays deleted, even when this
 * device edited it offline before it knew; the device drops it and says so.
 */

const SHOTS = '.tmp/shots/programmes';
const section = (page: Page) => app(page).locator('[part="programmes"]');
const editor = (page: Page) => section(page).locator('section[data-programme]');

test('a programme deleted on another device is not brought back by an offline edit', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'conductor@example.com');
  await openWorks(page);
  const name = `Deleted ${Date.now()}`;
  await section(page).getByLabel('Name of a new programme').fill(name);
  await section(page).getByRole('button', { name: 'New programme' }).click();
  await expect(section(page).locator('li[data-programme]', { hasText: name })).toBeVisible();
  await expect(section(page).getByText(/change is waiting/)).toBeHidden();
  const id = await editor(page).getAttribute('data-programme');
  const token = await page.evaluate(() => localStorage.getItem('access_token'));

  // Offline here, it is renamed; meanwhile another device deletes it.
  await context.setOffline(true);
  await editor(page).getByLabel('Name', { exact: true }).fill(`${name} (offline)`);
  await expect(section(page).getByText('1 change is waiting for a connection')).toBeVisible();
  const deleted = await page.request.delete(`/api/programmes/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(deleted.status()).toBe(200);

  await context.setOffline(false);
  await expect(section(page).getByText(/was deleted on another device/)).toBeVisible();
  await expect(section(page).locator('li[data-programme]', { hasText: name })).toHaveCount(0);
  await expect(section(page).getByText(/change is waiting/)).toBeHidden();

  for (const scheme of ['light', 'dark'] as const)
    for (const [width, height] of [
      [1280, 800],
      [820, 1180],
      [390, 844],
    ] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height });
      await section(page)
        .getByText(/was deleted on another device/)
        .scrollIntoViewIfNeeded();
      await keepShot(page, { path: `${SHOTS}/programme-deleted-${width}-${scheme}.png` });
    }

  await page.reload();
  await expect(section(page).locator('li[data-programme]')).not.toContainText([`${name} (offline)`]);
  await expect(section(page).getByText(name)).toHaveCount(0);
});
