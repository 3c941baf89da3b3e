import { expect, test } from '@playwright/test';
import { app, signIn } from '../support/works';

/**
 * Issue 40: the player's "Settings" and "Options" dialogs looked alike; the difference was in
 * small print at the bottom. Each now opens with what it belongs to, drawn differently: the work
 * (its title, in the colours of its title page) or the whole app.
 */
test("the work's settings and the app's options say first, and look, what each is for", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'conductor@example.com', { at: '/en/player/10002' });
  const player = app(page);
  await expect(player.locator('[data-page="1"] svg').first()).toBeVisible();

  await player.getByRole('button', { name: 'Settings for this work' }).click();
  const settings = player.getByRole('dialog', { name: 'Settings for this work' });
  const workScope = settings.locator('[part~="scope"]');
  await expect(workScope).toContainText('Three German Folk Songs');
  await expect(workScope).toContainText(/Only for this work/);
  expect(await settings.locator('small', { hasText: 'Only for this work' }).count()).toBe(0);
  const workLook = await workScope.evaluate((node) => getComputedStyle(node).backgroundColor);
  await page.keyboard.press('Escape');

  await player.getByRole('button', { name: 'Options' }).click();
  const options = player.getByRole('dialog', { name: 'Options' });
  const appScope = options.locator('[part~="scope"]');
  await expect(appScope).toContainText('The whole app');
  await expect(appScope).toContainText(/^The whole appOn this account/);
  const appLook = await appScope.evaluate((node) => getComputedStyle(node).backgroundColor);
  expect(appLook).not.toBe(workLook);
});
