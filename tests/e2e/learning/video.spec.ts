import { expect, type Page, test } from '@playwright/test';
import { onDeep, reachForVideo, signIn, videoState } from '../support/learning';

/** Element 14 "A quiet torso": the 2-beat practice video at 60 bpm (12.3 s). */
const VIDEO_PAGE = '/de/learnElement/0/1/14';

/** Cue 2 (1.5-3.5 s) of the 2/60 captions in each language. */
// The cue from 2 s: the one preparatory beat after the counted bar (content/videos/README.md).
const PREPARATION = {
  Deutsch: 'Auf 2: ein einziger Auftakt',
  English: 'On 2: one preparatory beat',
  Français: 'Sur 2\u00a0: une seule levée',
  Italiano: 'Sul 2: un solo gesto preparatorio',
};

async function openSettings(page: Page, item: RegExp) {
  const button = page.locator('button[data-plyr="settings"]:not([role])');
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function seek(page: Page, seconds: number) {
  await onDeep(page, 'video', `element.currentTime = ${seconds}; return null;`);
}

test.describe('video learning element', () => {
  test('plays with captions in each language and at another speed; the choices persist', async ({ page }) => {
    test.setTimeout(90_000); // four caption languages, each picked in the menu and checked on screen
    await signIn(page, 'conductor@example.com', { locale: 'de', redirect: VIDEO_PAGE });
    await expect(page).toHaveURL(new RegExp(`${VIDEO_PAGE}$`));
    const player = await reachForVideo(page);
    // Our own icon sprite, served next to the bundle.
    expect(await player.locator('use').first().getAttribute('href')).toMatch(
      /^http:\/\/localhost:\d+\/dist\/plyr\.svg#plyr-/,
    );
    const sprite = await page.request.get('/dist/plyr.svg');
    expect(sprite.status()).toBe(200);

    await page.locator('button[data-plyr="play"]').first().click();
    await expect
      .poll(async () => (await videoState(page)).currentTime, { timeout: 10_000 })
      .toBeGreaterThan(0.3);
    expect((await videoState(page)).paused).toBe(false);
    await page.locator('button[data-plyr="play"]').first().click();
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);

    for (const [label, cue] of Object.entries(PREPARATION)) {
      await openSettings(page, /Untertitel/);
      await page.getByRole('menuitemradio', { name: new RegExp(label) }).click();
      await seek(page, 2);
      await expect(page.locator('.plyr__captions')).toContainText(cue, { timeout: 8_000 });
    }

    await openSettings(page, /Geschwindigkeit/);
    await page.getByRole('menuitemradio', { name: /1\.5/ }).click();
    await expect.poll(async () => (await videoState(page)).playbackRate).toBe(1.5);

    // Keyboard control of the focused player: "k" plays and pauses.
    await seek(page, 0);
    await page.locator('button[data-plyr="play"]').first().focus();
    await page.keyboard.press('k');
    await expect.poll(async () => (await videoState(page)).paused).toBe(false);
    await page.keyboard.press('k');
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);

    // Video settings persist: after a reload the player starts at 1.5× with Italian captions.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('choir.videoSettings') ?? '{}'));
    expect(stored).toMatchObject({ speed: 1.5, caption: 'it' });
    await page.reload();
    await reachForVideo(page);
    await page.locator('button[data-plyr="play"]').first().click();
    await expect.poll(async () => (await videoState(page)).playbackRate, { timeout: 10_000 }).toBe(1.5);
    await seek(page, 2);
    await expect(page.locator('.plyr__captions')).toContainText(PREPARATION.Italiano, { timeout: 8_000 });
  });

  test('keeps the stored speed in the next video of the page, whose player is set up at once', async ({
    page,
  }) => {
    await signIn(page, 'conductor@example.com', { at: '/favicon.svg' });
    await page.evaluate(() =>
      localStorage.setItem(
        'choir.videoSettings',
        JSON.stringify({ caption: 'off', speed: 1.5, quality: 'auto' }),
      ),
    );
    const playingRate = async () => {
      await reachForVideo(page);
      await page.locator('button[data-plyr="play"]').first().click();
      await expect
        .poll(async () => (await videoState(page)).currentTime, { timeout: 10_000 })
        .toBeGreaterThan(0.2);
      return (await videoState(page)).playbackRate;
    };
    // Two video lessons in a row (topic 1, module 11): the second finds Plyr's code already loaded.
    await page.goto('/en/learnElement/1/11/113');
    expect(await playingRate()).toBe(1.5);
    await page.locator('choir-app').getByRole('link', { name: /Next/ }).first().click();
    await expect(page).toHaveURL(/\/learnElement\/1\/11\/114$/);
    expect(await playingRate()).toBe(1.5);
  });

  test('a video lesson opened directly asks for its sources and captions once', async ({ page }) => {
    await signIn(page, 'conductor@example.com', { at: '/favicon.svg' });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/en/learnElement/0/1/14');
    await reachForVideo(page);
    await expect
      .poll(() => onDeep<string>(page, 'video', 'return element.currentSrc;'), { timeout: 10_000 })
      .toMatch(/pattern-2-60-/);
    // The route asked before the lesson rendered; the player took those answers.
    expect(asked.filter((path) => path === '/api/topics/14/videoSrc')).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/topics/14/subtitles')).toHaveLength(1);
  });

  test('switches quality and offers fullscreen', async ({ page }) => {
    await signIn(page, 'expiring@example.com', { locale: 'en', redirect: '/en/learnElement/0/1/14' });
    await reachForVideo(page);
    await expect(page.locator('button[data-plyr="fullscreen"]')).toBeVisible();
    await openSettings(page, /Quality/);
    await page.getByRole('menuitemradio', { name: /360/ }).click();
    await expect
      .poll(() => onDeep<string>(page, 'video', 'return element.currentSrc;'), { timeout: 10_000 })
      .toMatch(/pattern-2-60-360\.mp4/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('choir.videoSettings') ?? '{}'));
    expect(stored.quality).toBe(360);
  });
});
