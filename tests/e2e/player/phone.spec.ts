import { expect, test } from '@playwright/test';
import { app, signIn } from '../support/works';

/** The player on a phone held sideways on a music stand (issue 19). */
test('phone landscape: title, score and transport fit the screen; the toolbar is a menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await signIn(page, 'conductor@example.com', { at: '/en/player/10001' });
  const player = app(page);
  const title = player.getByRole('heading', { level: 1, name: 'Now Thank We All Our God' });
  await expect(title).toBeVisible();
  expect(await title.evaluate((h1) => h1.scrollWidth <= h1.clientWidth)).toBe(true);
  // Before playing, the counter names the upbeat (bar 0 of the score) as a conductor does.
  await expect(player.locator('output[data-bar]')).toHaveText('Pickup');

  // Play and the voices sit on the screen, without scrolling the page.
  for (const control of [
    player.getByRole('button', { name: 'Play' }),
    player.getByRole('button', { name: 'Bass' }),
    player.getByRole('button', { name: 'Highlighter' }),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(390);
    expect(box.x + box.width).toBeLessThanOrEqual(844);
  }
  expect(await page.evaluate(() => document.scrollingElement!.scrollHeight)).toBeLessThanOrEqual(390);
  // The score gets most of the height.
  const score = (await player.locator('[part="score"]').boundingBox())!;
  expect(score.height).toBeGreaterThan(200);

  // The toolbar's actions are in its menu.
  await expect(player.getByRole('button', { name: 'Contents' })).toBeHidden();
  await player.getByRole('button', { name: 'More' }).click();
  await player.getByRole('button', { name: 'Contents' }).click();
  await expect(player.getByRole('dialog', { name: 'Contents' })).toBeVisible();
});
