import { expect, test } from '@playwright/test';
import { reachForVideo, signIn } from '../support/learning';

/**
 * Leaving a video lesson tears the player down. Plyr then points the video at a blank file on its
 * CDN by default: a page without our CSP would ask a third party for it, and nothing may need the
 * internet at run time. Every request stays on the app's own origin.
 */
test('leaving a video lesson asks no other origin for anything', async ({ page }) => {
  // As on a host page without our Content-Security-Policy, which would block such a request unseen.
  await page.route(/\/en\/learnElement\//, async (route) => {
    const response = await route.fetch();
    const { 'content-security-policy': _policy, ...headers } = response.headers();
    await route.fulfill({ response, headers });
  });
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== 'localhost')
      elsewhere.push(request.url());
  });
  await signIn(page, 'conductor@example.com', { at: '/en/learnElement/0/1/14' });
  await reachForVideo(page);
  // In the app, without a page load: the lesson and its player are unmounted.
  await page.getByRole('link', { name: /^Back to The body/ }).click();
  await expect(page).toHaveURL(/\/en\/topic\/0$/);
  await expect(page.locator('.plyr')).toHaveCount(0);
  expect(elsewhere).toEqual([]);
});
