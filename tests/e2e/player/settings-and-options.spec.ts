import { expect, test } from '@playwright/test';
import { app, signIn } from '../support/works';

/**
 * Issue 40: the player's "Settings" and "Options" dialogs looked alike; the difference was in
 * small print at the bottom. Each now says first, in full print, what it is for.
 */
test("the work's settings and the app's options say first what each is for", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'conductor@example.com', { at: '/en/player/10002' });
  const player = app(page);
  await expect(player.locator('[data-page="1"] svg').first()).toBeVisible();

  await player.getByRole('button', { name: 'Settings for this work' }).click();
  const settings = player.getByRole('dialog', { name: 'Settings for this work' });
  const settingsLead = settings.locator('p').first();
  await expect(settingsLead).toHaveText(/^Only for this work/);
  expect(await settings.locator('small', { hasText: 'Only for this work' }).count()).toBe(0);
  await page.keyboard.press('Escape');

  await player.getByRole('button', { name: 'Options' }).click();
  const options = player.getByRole('dialog', { name: 'Options' });
  await expect(options.locator('p').first()).toHaveText(/^For the whole app/);
});
