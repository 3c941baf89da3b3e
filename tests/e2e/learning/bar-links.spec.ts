import { expect, test } from '@playwright/test';
import { signIn } from '../support/learning';
import { app, audioState } from '../support/works';

/** Issue 17, score study: a lesson's link to a bar opens the player there (owned) or the preview. */
test('a link in a lesson opens the player at that bar; an edition not owned opens as a preview', async ({
  page,
}) => {
  await signIn(page, 'conductor@example.com', { at: '/de/learnElement/10/104/1042' });
  const lesson = app(page).locator('[part~="lesson"]');
  await expect(page.getByRole('heading', { level: 1, name: 'Fermaten entscheiden' })).toBeVisible();

  // "Nun danket alle Gott" (owned): the fermata of bar 12 on page 2, the audio paused at its start.
  await lesson.getByRole('link', { name: 'Takt 12' }).click();
  await expect(page).toHaveURL(/\/de\/player\/10001\?bar=12$/);
  await expect(app(page).locator('output[data-bar]')).toHaveText('Takt 12');
  await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(45.963, 1);
  expect((await audioState(page)).paused).toBe(true);

  // The Lorelei (not owned): its preview, with the purchase hint, never an error screen.
  await page.goto('/de/learnElement/10/104/1043');
  await lesson.getByRole('link', { name: 'Takt 14' }).click();
  await expect(page).toHaveURL(/\/de\/player\/10003\?bar=14$/);
  await expect(app(page).locator('[part~="preview-hint"]')).toContainText('Dies ist eine Vorschau');
  await expect(app(page).locator('[data-page="1"]')).toBeVisible();
});
