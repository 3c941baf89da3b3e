import { expect, test } from '@playwright/test';
import { serverProgress, signIn } from '../support/learning';

/**
 * A phone on a slow network (decision 0019): a lesson saved to the library whose request is still
 * on its way when the page is reloaded. The request dies with the page; the next page sends the
 * change again instead of showing the server's older library.
 */
test('a lesson saved just before a reload reaches the library, though its request died with the page', async ({
  page,
}) => {
  await signIn(page, 'conductor@example.com', { locale: 'en', redirect: '/en/learnElement/2/23/231' });
  // The settings calls of this page hang: they never reach the server (those of the next page do).
  let held = false;
  let reloaded = false;
  await page.route('**/api/auth/usersettings**', (route) => {
    if (route.request().method() !== 'PATCH' || reloaded) return route.fallback();
    held = true;
  });
  await page.getByRole('button', { name: 'Save to my library' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => held).toBe(true);

  reloaded = true;
  await page.reload();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await serverProgress(page, 0)).library).toEqual([231]);

  // The run's specs share the account: the library is left empty again.
  await page.getByRole('button', { name: 'Saved' }).click();
  await expect.poll(async () => (await serverProgress(page, 0)).library).toEqual([]);
});
