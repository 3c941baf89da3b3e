import { expect, type Request, test } from '@playwright/test';
import { app, signIn } from '../support/works';

/**
 * The player page's first view on the wire (issue 15): the edition opens once (the route starts it
 * before the player renders, the player takes it), each file of the part it shows comes once, and
 * the topics, which this page does not show, wait until the score is there.
 */
test('the player page opens its edition once and leaves the topics for later', async ({ page }) => {
  await signIn(page, 'conductor@example.com', { at: '/favicon.svg' });
  const requests: { path: string; beforeScore: boolean }[] = [];
  let scoreShown = false;
  const record = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push({ path: url.pathname, beforeScore: !scoreShown });
  };
  page.on('request', record);

  // "Die Lorelei"-like three-part edition: its first part has pages 1 and 2.
  await page.goto('/en/player/10002');
  const player = app(page);
  await expect(player.locator('[data-page="1"] svg').first()).toBeVisible();
  await expect(player.getByRole('button', { name: 'Play' })).toBeEnabled();
  scoreShown = true;

  const count = (ending: string) => requests.filter((r) => r.path.endsWith(ending)).length;
  expect(count('/api/catalogue/10002/stream/false')).toBe(1);
  expect(count('/api/catalogue/10002/stream/true')).toBe(0);
  expect(count('/manifest.json')).toBe(1);
  expect([count('/sync/part0.json'), count('/pages/p01.svg'), count('/pages/p02.svg')]).toEqual([1, 1, 1]);
  expect(requests.filter((r) => r.path === '/api/topics' && r.beforeScore)).toEqual([]);

  // The start page, one tap away, still has them.
  await player.getByRole('link', { name: 'choir coach' }).first().click();
  await expect(player.getByRole('heading', { name: 'Topics', level: 2 })).toBeVisible();
  await expect(player.locator('[part~="topic-card"]').first()).toBeVisible();
});
