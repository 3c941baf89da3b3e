import { expect, type Page, test } from '@playwright/test';
import { EDITION, ownMarks } from '../support/markings';
import { app, signIn } from '../support/works';

/**
 * Issue 39: stored markings are drawn as soon as the score is, not when the player's dialogs load
 * (the first pointer, focus or key, or seconds later). The dialogs' chunk is held back here, and
 * nothing is pointed at: the markings must not wait for it.
 */

/** Stores one stroke on the first bar of the page shown, through the API. */
async function storeStroke(page: Page) {
  const measureId = await app(page)
    .locator('[part="page"] g.measure')
    .first()
    .evaluate((measure) => measure.id);
  const status = await page.evaluate(
    async ({ edition, measureId }) => {
      const response = await fetch(`/api/markings/${edition}`, {
        method: 'PATCH',
        headers: {
          Authorization: `Bearer ${localStorage.getItem('access_token')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          markings: [
            {
              id: `shown${Date.now()}`,
              kind: 'pen',
              colour: '#d32f2f',
              anchor: { measureId, x: 0.2, y: 0.3, part: 0 },
              points: [
                [0.2, 0.3, 0.5],
                [0.7, 0.35, 0.5],
              ],
              size: 0.04,
              updatedAt: Date.now(),
            },
          ],
        }),
      });
      return response.status;
    },
    { edition: EDITION, measureId },
  );
  expect(status).toBe(200);
}

test('stored markings show with the score, before the dialogs load', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'conductor@example.com');
  await page.goto(`/en/player/${EDITION}`);
  await expect(app(page).locator('[part="page"] svg').first()).toBeVisible();
  await storeStroke(page);

  // The dialogs never load: markings that wait for them never show.
  await page.route('**/player-dialog-host-*.js', (route) => route.abort());
  await page.reload();
  await expect(app(page).locator('[part="page"] svg').first()).toBeVisible();
  await expect(ownMarks(page).first()).toBeVisible();
});
