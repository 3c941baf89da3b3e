import { expect, test } from '@playwright/test';

/** Issue 19.15: at 1280 × 800 the whole sign-in card is on the screen, under the language switch. */
test('desktop 1280 × 800: the sign-in card ends above the bottom of the screen; nothing scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/de/auth/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen bei choir coach');
  const card = (await page.locator('choir-app [part="base"]').first().boundingBox())!;
  expect(card.y).toBeGreaterThan(0);
  expect(card.y + card.height).toBeLessThanOrEqual(800);
  expect(await page.evaluate(() => document.scrollingElement!.scrollHeight)).toBeLessThanOrEqual(800);
});
