import { expect, test } from '@playwright/test';
import { app, signIn } from '../support/works';

/** Issue 19.2: on a phone held sideways the player's toolbar menu stays on the screen, every entry in reach. */
test('phone landscape: the toolbar menu scrolls to its last entry, which opens', async ({ page }) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await signIn(page, 'conductor@example.com', { at: '/en/player/10001' });
  const player = app(page);
  await player.getByRole('button', { name: 'More' }).click();
  const menu = player.getByRole('region', { name: 'More' });
  const box = (await menu.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(390);
  // The last entry, below the fold of a ten-entry menu, is reached by scrolling the menu.
  const last = menu.getByRole('button').last();
  await expect(last).toHaveText('Options');
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  await last.click();
  await expect(menu).toBeHidden();
});
