import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/learning';

/** Element 14 (topic 0): a locked video lesson; its text and captions are what the licence buys. */
const topic0 = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../content/course/topic-00.json'), 'utf8'),
) as { modules: { learnElements: { learnElementId: number; body: { en: string } }[] }[] };
const LOCKED_TEXT = topic0.modules
  .flatMap((m) => m.learnElements)
  .find((e) => e.learnElementId === 14)!
  .body.en.slice(0, 60);

test.describe('access to learning elements', () => {
  test('new@example.com gets "Ups!" with the webshop button, and only the free preview', async ({ page }) => {
    await signIn(page, 'new@example.com', { locale: 'en' });
    for (const path of ['/en/learnElement/0/1/12', '/en/learnElement/0/1/14', '/en/learnElement/2/23/233']) {
      await page.goto(path);
      const notice = page.locator('[part~="no-access"]');
      await expect(notice.getByRole('heading', { name: 'Ups!' })).toBeVisible();
      await expect(notice).toContainText(
        'You do not have access to this topic. Buy a license in our webshop to continue learning.',
      );
      // localhost: the staging shop (requirements R7.7).
      await expect(notice.getByRole('link', { name: 'To the webshop' })).toHaveAttribute(
        'href',
        /^https:\/\/staging\.shop\.choir-coach\.example\//,
      );
      await expect(page.locator('.plyr, [part~="content"], [part~="musical-example"]')).toHaveCount(0);
    }
    await page.goto('/en/learnElement/0/1/11');
    await expect(page.getByRole('heading', { level: 1, name: 'Your body is your instrument' })).toBeVisible();
    await expect(page.locator('[part~="content"]')).toBeVisible();
    await expect(page.locator('[part~="no-access"]')).toHaveCount(0);
    // The server agrees: no video sources for a locked element.
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const denied = await page.request.get('/api/topics/14/videoSrc?language=en', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(denied.status()).toBe(403);
  });

  test('the German notice for a signed-out visitor offers sign-in too', async ({ page }) => {
    await page.goto('/de/learnElement/1/11/111');
    const notice = page.locator('[part~="no-access"]');
    await expect(notice.getByRole('heading', { name: 'Ups!' })).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Zum Webshop' })).toBeVisible();
    await notice.getByRole('link', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/de\/auth\/login\?redirect=%2Fde%2FlearnElement%2F1%2F11%2F111$/);
  });

  test('a signed-out page cannot fetch a locked lesson’s text or captions under any address', async ({
    page,
  }) => {
    await page.goto('/en/learnElement/0/1/14');
    await expect(page.locator('[part~="no-access"]').getByRole('heading', { name: 'Ups!' })).toBeVisible();
    expect(LOCKED_TEXT.length).toBeGreaterThan(20);
    const answers = await page.evaluate(async () => {
      const get = async (url: string) => {
        // Written out on the page's origin, so `//content//…` stays a path and not a host.
        const response = await fetch(`${location.origin}${url}`);
        return { url, status: response.status, text: await response.text() };
      };
      return Promise.all(
        [
          '/api/topics',
          '/api/topics/14/subtitles',
          '/content/course/topic-00.json',
          '//content//course/topic-00.json',
          '/content/course%2ftopic-00.json',
          '/content/pages/..%2fcourse/topic-00.json',
          '/content/videos/pattern-2-60.en.vtt',
          '/content/videos/pattern-2-60-en.jpg',
        ].map(get),
      );
    });
    for (const answer of answers) expect(answer.text, answer.url).not.toContain(LOCKED_TEXT);
    expect(answers.map((a) => a.status)).toEqual([200, 403, 404, 404, 404, 404, 404, 404]);
    // The free info pages stay public.
    expect((await page.request.get('/content/pages/about.en.json')).status()).toBe(200);
  });

  test('a licensed user gets the captions through signed links', async ({ page }) => {
    await signIn(page, 'conductor@example.com', { locale: 'en' });
    const tracks = await page.evaluate(async () => {
      const token = localStorage.getItem('access_token');
      const response = await fetch('/api/topics/14/subtitles', {
        headers: { authorization: `Bearer ${token}` },
      });
      const list = (await response.json()) as { language: string; src: string }[];
      return Promise.all(list.map(async (t) => ({ src: t.src, text: await (await fetch(t.src)).text() })));
    });
    expect(tracks.map((t) => t.src.match(/\.(\w+)\.vtt/)?.[1])).toEqual(['de', 'en', 'fr', 'it']);
    for (const track of tracks) {
      expect(track.src).toMatch(/\/api\/files\/videos\/.+\.vtt\?expires=\d+&signature=/);
      expect(track.text).toMatch(/^WEBVTT/);
    }
  });

  test('a musical example plays for a licensed user', async ({ page }) => {
    await signIn(page, 'conductor@example.com', { locale: 'en', redirect: '/en/learnElement/2/23/233' });
    const example = page.locator('[part~="musical-example"]');
    await expect(example.locator('[part~="score"] svg g.measure').first()).toBeAttached();
    await example.getByRole('button', { name: 'Play' }).click();
    await expect(example.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(example).toContainText(/Bar [1-4]/, { timeout: 10_000 });
    await expect(example.locator('g.measure.choir-current')).toHaveCount(1);
    await example.getByRole('button', { name: 'Pause' }).click();
  });
});
