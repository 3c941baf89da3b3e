import { expect, type Page, test } from '@playwright/test';
import type { TopicDto } from '../../../src/core/contract/api';
import { signIn, workerReady } from '../support/common';

// Uses the offline worker, which playwright.config.ts blocks for the other specs.
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 12 point 11: the offline worker caches the topics responses for offline use; once the user
 * signs out (or the server ends the session) no cache of this browser may hold their lesson texts.
 */

/** Every topics response in any of the page's caches: the outline (any language) and each topic's texts. */
function cachedTopics(page: Page): Promise<{ outline: boolean; topics: TopicDto[] }[]> {
  return page.evaluate(async () => {
    const responses: { outline: boolean; topics: TopicDto[] }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const { pathname } = new URL(request.url);
        if (!/^\/api\/topics(\/\d+)?$/.test(pathname)) continue;
        const body = (await (await cache.match(request))!.json()) as TopicDto[] | TopicDto;
        responses.push(
          Array.isArray(body) ? { outline: true, topics: body } : { outline: false, topics: [body] },
        );
      }
    }
    return responses;
  });
}

/** Lesson elements opened by a licence (not the free preview) in the cached responses. */
async function licensedInCache(page: Page) {
  return (await cachedTopics(page))
    .flatMap((response) => response.topics)
    .flatMap((topic) => topic.modules.flatMap((module) => module.learnElements))
    .filter((element) => element.access && !element.preview);
}

/**
 * Signs in, lets the worker control the page and waits until it has cached the signed-in outline
 * and every topic's texts (the app loads them once its first view is done): nothing is on its way then.
 */
async function signInAndCache(page: Page) {
  await signIn(page, 'conductor@example.com');
  await workerReady(page);
  await page.reload();
  await expect
    .poll(
      async () => {
        const responses = await cachedTopics(page);
        const outline = responses.find((response) => response.outline)?.topics.length ?? -1;
        return responses.filter((response) => !response.outline).length === outline;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  expect((await licensedInCache(page)).some((element) => element.body.en !== '')).toBe(true);
}

test.describe('no lesson text of a signed-out user stays in this browser', () => {
  test('logout drops the cached signed-in topics; an offline reload shows no licensed text', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await signInAndCache(page);
    // A licensed text lesson and the first words of its text, as the signed-in user saw them.
    const lesson = (await licensedInCache(page)).find(
      (element) => element.type === 'text' && element.body.en.length > 40,
    )!;
    const words = lesson.body.en
      .replace(/<[^>]+>/g, ' ')
      .trim()
      .split(/\s+/)
      .slice(0, 6)
      .join(' ');
    const path = `/en/learnElement/${lesson.topicId}/${lesson.moduleId}/${lesson.learnElementId}`;
    await page.goto(path);
    await expect(page.locator('choir-app').getByText(words).first()).toBeVisible();

    await page
      .locator('choir-app')
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expect(page).toHaveURL(/\/en\/auth\/login$/);
    await expect.poll(async () => (await licensedInCache(page)).length).toBe(0);

    await context.setOffline(true);
    await page.goto(path);
    const app = page.locator('choir-app');
    await expect(app.getByRole('status').filter({ hasText: 'No connection!' })).toBeVisible();
    await expect(app.getByRole('main')).toBeVisible();
    await expect(app.getByText(words)).toHaveCount(0);
    await context.setOffline(false);
  });

  test('a forced logout (the server refused the token) drops them too', async ({ page }) => {
    test.setTimeout(60_000);
    await signInAndCache(page);
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    // Off the app while the token is revoked: the running app would meet the refusal in a call of
    // its own and could be reloaded halfway through signing out (as a visitor on the same page).
    const path = new URL(page.url()).pathname;
    await page.goto('/favicon.svg');
    const revoked = await page.request.delete('/api/auth/sessions', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status()).toBe(200);
    await page.goto(path);
    await expect(page).toHaveURL(/\/en\/auth\/login$/);
    await expect.poll(async () => (await licensedInCache(page)).length).toBe(0);
  });
});
