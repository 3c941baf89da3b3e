import { expect, test } from '@playwright/test';
import { signIn } from '../support/common';
import { reachForVideo } from '../support/learning';

/**
 * A video lesson's text, links and still are asked for by the page itself, with the bundle, not after it
 * (issue 15 point 6: the data of the first view starts at once): on a phone the still then shows
 * with the lesson. Asserted with the app's bundle held back: what the page asks for meanwhile.
 */
test('a video lesson asks for its text, its links and its still while the bundle loads, and asks once', async ({
  page,
}) => {
  // Signed in on a page without the app: a start page still loading would add its own requests.
  await signIn(page, 'conductor@example.com', { at: '/favicon.svg' });
  const asked: string[] = [];
  let bundleHeld = true;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(`${bundleHeld ? 'held' : 'later'} ${pathname}`);
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/dist/app/choir-app-*.js', async (route) => {
    await released;
    bundleHeld = false;
    await route.continue();
  });
  await page.goto('/en/learnElement/0/1/14', { waitUntil: 'commit' });
  await expect
    .poll(() => asked.filter((line) => line.startsWith('held')), { timeout: 10_000 })
    .toEqual(
      expect.arrayContaining([
        'held /api/topics/0',
        'held /api/topics/14/videoSrc',
        'held /api/topics/14/subtitles',
        expect.stringMatching(/^held \/api\/files\/videos\/pattern-2-60-en\.jpg$/),
      ]),
    );
  release();
  const video = page.locator('video');
  await expect(video).toHaveAttribute('poster', /\/api\/files\/videos\/pattern-2-60-en\.jpg\?/);
  await reachForVideo(page);
  // The lesson's text, from its topic's texts.
  await expect(page.locator('choir-app [part~="content"] [part~="lesson"]')).toBeVisible();
  // The app took the page's answers instead of asking again.
  expect(asked.filter((line) => line.endsWith('/topics/0'))).toEqual(['held /api/topics/0']);
  expect(asked.filter((line) => line.endsWith('/videoSrc'))).toEqual(['held /api/topics/14/videoSrc']);
  expect(asked.filter((line) => line.endsWith('/subtitles'))).toEqual(['held /api/topics/14/subtitles']);
});

test('a text lesson’s page asks for no video links', async ({ page }) => {
  await signIn(page, 'conductor@example.com');
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/en/learnElement/0/1/13');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.filter((path) => /videoSrc|subtitles/.test(path))).toEqual([]);
});

test('Plyr’s code comes after the lesson’s still is painted, before the user reaches for the video', async ({
  page,
}) => {
  await signIn(page, 'conductor@example.com', { at: '/favicon.svg' });
  await page.goto('/en/learnElement/0/1/14');
  await expect(page.locator('[part~="video-play"]')).toBeVisible();
  // Once the page has loaded and is idle: asked for, not set up.
  const timing = await page.evaluate(async () => {
    const plyr = async () => {
      for (;;) {
        const entry = performance
          .getEntriesByType('resource')
          .find((e) => /\/plyr-setup-[^/]+\.js$/.test(e.name));
        if (entry) return entry.startTime;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const still = new Promise<number>((resolve) =>
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { url: string })[])
          if (/pattern-2-60-en\.jpg/.test(entry.url)) resolve(entry.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true }),
    );
    return { plyr: await plyr(), still: await still };
  });
  expect(timing.plyr).toBeGreaterThan(timing.still);
  await expect(page.locator('.plyr')).toHaveCount(0);
  await reachForVideo(page);
});

test('when Plyr’s code cannot load, our Play plays the video with the browser’s own controls', async ({
  page,
}) => {
  await signIn(page, 'conductor@example.com', { at: '/favicon.svg' });
  await page.route('**/plyr-setup-*.js', (route) => route.abort());
  await page.goto('/en/learnElement/0/1/14');
  await page.locator('[part~="video-play"]').click();
  const video = page.locator('[part~="video-player"] video');
  await expect(video).toHaveJSProperty('controls', true);
  await expect(page.locator('[part~="video-play"]')).toHaveCount(0);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.2);
  await expect(page.locator('.plyr')).toHaveCount(0);
});
