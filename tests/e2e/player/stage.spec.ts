import { expect, type Page, test } from '@playwright/test';
import { DEMO_PORT } from '../../../playwright.config';
import { keepShot } from '../support/common';
import { problemsIn } from '../support/whole-controls';
import { app, signIn, withAccountLanguage } from '../support/works';

/**
 * Issue 36, stage mode: the score fills the screen (full screen where the browser allows, else
 * without the app's chrome), the screen stays awake, a large bar number, controls of 48 px or more,
 * left by Escape or a visible button.
 */

/**
 * Records what the page asks of the browser: each full-screen request (the element's tag) and each
 * wake lock (a fake: the headless browser has none), and, with `refuse`, refuses full screen.
 */
function recordRequests(page: Page, refuse: 'none' | 'refused' | 'missing' = 'none') {
  return page.addInitScript((refuse) => {
    const record = { fullscreen: [] as string[], wakeLocks: [] as string[], released: 0 };
    (window as unknown as { stageRecord: typeof record }).stageRecord = record;
    const request = Element.prototype.requestFullscreen;
    if (refuse === 'missing') {
      // A browser without the API (an iPhone): the method is not there at all.
      Object.defineProperty(Element.prototype, 'requestFullscreen', { value: undefined });
    } else
      Element.prototype.requestFullscreen = function (this: Element, options?: FullscreenOptions) {
        record.fullscreen.push(this.tagName.toLowerCase());
        return refuse === 'refused'
          ? Promise.reject(new TypeError('Permissions check failed'))
          : request.call(this, options);
      };
    Object.defineProperty(navigator, 'wakeLock', {
      value: {
        request: async (type: string) => {
          record.wakeLocks.push(type);
          const sentinel = new EventTarget() as EventTarget & { released: boolean; type: string };
          return Object.assign(sentinel, {
            released: false,
            type,
            release: async () => {
              record.released++;
            },
          });
        },
      },
    });
  }, refuse);
}

const recorded = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { stageRecord: { fullscreen: string[]; wakeLocks: string[]; released: number } })
        .stageRecord,
  );

/** The viewport's height and the score's, in px. */
async function scoreShare(page: Page, scope = app(page)) {
  const viewport = page.viewportSize()!;
  const score = (await scope.locator('[part="score"]').boundingBox())!;
  return score.height / viewport.height;
}

async function openPlayer(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await signIn(page, 'conductor@example.com', { at: '/en/player/10001' });
  await expect(app(page).locator('[part="page"] svg').first()).toBeVisible();
}

test('tablet: stage mode goes full screen, keeps the screen awake, is all music, Escape leaves', async ({
  page,
}) => {
  await recordRequests(page);
  await openPlayer(page, 1180, 820);
  const player = app(page);
  await player.getByRole('button', { name: 'Stage mode' }).click();

  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName)).toBe('CHOIR-APP');
  expect((await recorded(page)).fullscreen).toEqual(['choir-app']);
  await expect.poll(async () => (await recorded(page)).wakeLocks).toEqual(['screen']);
  // No app chrome, no toolbar: at least 85 % of the height is the score.
  await expect(player.locator('[part="nav"]')).toBeHidden();
  await expect(player.locator('[part="toolbar"]')).toBeHidden();
  await expect.poll(() => scoreShare(page)).toBeGreaterThanOrEqual(0.85);
  // A bar number to read from a metre, and controls large enough for a quick tap.
  await expect(player.locator('[part="stage-bar"] output')).toHaveText('Pickup 0');
  const bar = player.locator('[part="stage-bar"] [data-bar-number]');
  expect(
    Number.parseFloat(await bar.evaluate((number) => getComputedStyle(number).fontSize)),
  ).toBeGreaterThanOrEqual(28);
  for (const control of await player.locator('[part="stage-bar"] button:visible').all()) {
    const box = (await control.boundingBox())!;
    const name = (await control.getAttribute('aria-label')) ?? '';
    expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(48);
  }
  await keepShot(page, { path: '.tmp/shots/p2/stage-1180x820.png' });

  await page.keyboard.press('Escape');
  await expect(player.locator('[part="toolbar"]')).toBeVisible();
  await expect(player.locator('[part="nav"]')).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  await expect.poll(async () => (await recorded(page)).released).toBe(1);
});

for (const { width, height } of [
  { width: 820, height: 1180 },
  { width: 390, height: 844 },
]) {
  test(`${width}x${height}, full screen refused: F hides the app's chrome, the button leaves`, async ({
    page,
  }) => {
    await recordRequests(page, 'refused');
    await openPlayer(page, width, height);
    const player = app(page);
    await player.locator('[part="score"]').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('f');

    await expect(player.locator('[part="stage-bar"]')).toBeVisible();
    await expect.poll(async () => (await recorded(page)).wakeLocks).toEqual(['screen']);
    expect((await recorded(page)).fullscreen).toEqual(['choir-app']);
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
    await expect(player.locator('[part="nav"]')).toBeHidden();
    await expect(player.locator('[part="toolbar"]')).toBeHidden();
    await expect.poll(() => scoreShare(page)).toBeGreaterThanOrEqual(0.85);
    await keepShot(page, { path: `.tmp/shots/p2/stage-fallback-${width}x${height}.png` });

    await player.getByRole('button', { name: 'Leave stage mode' }).click();
    await expect(player.locator('[part="nav"]')).toBeVisible();
    await expect(player.locator('[part="stage-bar"]')).toBeHidden();
    await expect.poll(async () => (await recorded(page)).released).toBe(1);
  });
}

test('embedded <choir-player> without the Fullscreen API: stage mode covers the page, Escape leaves', async ({
  page,
}) => {
  await recordRequests(page, 'missing');
  await page.setViewportSize({ width: 1180, height: 820 });
  await page.goto(`http://localhost:${DEMO_PORT}/webshop.html`);
  const player = page.locator('choir-player');
  await expect(player.locator('[part="page"] svg').first()).toBeVisible();
  await player.getByRole('button', { name: 'Bühnenmodus' }).click();

  await expect(player.locator('[part="stage-bar"]')).toBeVisible();
  await expect.poll(async () => (await recorded(page)).wakeLocks).toEqual(['screen']);
  const score = (await player.locator('[part="score"]').boundingBox())!;
  expect(score.y).toBeLessThanOrEqual(1);
  await expect.poll(() => scoreShare(page, player)).toBeGreaterThanOrEqual(0.85);
  await keepShot(page, { path: '.tmp/shots/p2/stage-embedded-1180x820.png' });

  await page.keyboard.press('Escape');
  await expect(player.locator('[part="stage-bar"]')).toBeHidden();
  await expect(player.locator('[part="toolbar"]')).toBeVisible();
});

type Language = 'de' | 'en' | 'fr';

/**
 * Opens 10001 in `language` (German under `de`; French under `en` with French as the account's
 * language, for this page only) and enters stage mode by its key.
 */
async function openStage(page: Page, language: Language, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await withAccountLanguage(page, language);
  await signIn(page, 'conductor@example.com', { at: `/${language === 'de' ? 'de' : 'en'}/player/10001` });
  const player = app(page);
  await expect(player.locator('[part="page"] svg').first()).toBeVisible();
  await player.locator('[part="score"]').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('f');
  await expect(player.locator('[part="stage-bar"]')).toBeVisible();
  return player;
}

const STAGE_SIZES = [
  { width: 844, height: 390 },
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

for (const language of ['de', 'en', 'fr'] as const) {
  test(`${language}: stage mode is 85 % music at every size, a phone held sideways too; its controls whole, 48 px`, async ({
    page,
  }) => {
    await recordRequests(page, 'refused');
    const player = await openStage(page, language, 844, 390);
    const stageBar = player.locator('[part="stage-bar"]');
    for (const size of STAGE_SIZES) {
      await page.setViewportSize(size);
      const where = `${language} ${size.width}x${size.height}`;
      await expect.poll(() => scoreShare(page), where).toBeGreaterThanOrEqual(0.85);
      expect(await problemsIn(stageBar), where).toEqual([]);
      for (const control of await stageBar.locator('button:visible').all()) {
        const box = (await control.boundingBox())!;
        const name = `${where}: ${await control.getAttribute('aria-label')}`;
        expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(48);
      }
      const number = stageBar.locator('[data-bar-number]');
      await expect(number).toBeInViewport({ ratio: 1 });
      expect(
        Number.parseFloat(await number.evaluate((n) => getComputedStyle(n).fontSize)),
        where,
      ).toBeGreaterThanOrEqual(28);
      await keepShot(page, { path: `.tmp/shots/views/stage-${language}-${size.width}x${size.height}.png` });
    }
  });
}

/** What the stage bar shows, each time it changes: its word, number, the number's colour, Play's ring. */
type StageSample = { word: string; number: string; colour: string; size: number; ring: string; play: string };

test('stage mode shows the count-in: its beats in place of the bar number, in the accent colour', async ({
  page,
}) => {
  await recordRequests(page, 'refused');
  await page.emulateMedia({ colorScheme: 'dark' });
  const player = await openStage(page, 'en', 844, 390);
  const stageBar = player.locator('[part="stage-bar"]');
  // Each frame, what the bar shows (a beat lasts 909 ms: a poll could miss one).
  await stageBar.evaluate((bar) => {
    const samples: StageSample[] = [];
    Object.assign(window, { stageSamples: samples });
    const sample = () => {
      const number = bar.querySelector('[data-bar-number]')!;
      const play = bar.querySelector<HTMLElement>('button[aria-label="Play"], button[aria-label="Pause"]')!;
      const shown = {
        word: bar.querySelector('output > span')!.textContent ?? '',
        number: number.textContent ?? '',
        colour: getComputedStyle(number).color,
        size: Number.parseFloat(getComputedStyle(number).fontSize),
        ring: getComputedStyle(play).boxShadow,
        play: getComputedStyle(play).backgroundColor,
      };
      const last = samples.at(-1);
      if (!last || last.word !== shown.word || last.number !== shown.number) samples.push(shown);
      if (play.getAttribute('aria-label') === 'Play') requestAnimationFrame(sample);
    };
    sample();
  });
  await page.keyboard.press('c');
  // The count-in's bar over, the recording plays (Play has become Pause).
  await expect(stageBar.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 10_000 });
  await keepShot(page, { path: '.tmp/shots/views/stage-after-count-in-844x390.png' });
  const samples = await page.evaluate(
    () => (window as unknown as { stageSamples: StageSample[] }).stageSamples,
  );
  const counted = samples.filter((shown) => shown.word === 'Counting in…' && shown.number !== '0');
  expect(counted.map((shown) => shown.number)).toEqual(['1', '2', '3', '4']);
  for (const shown of counted) {
    // The beat in the accent colour (Play's), as large as the bar number; Play ringed in it.
    expect(shown.colour).toBe(shown.play);
    expect(shown.size).toBeGreaterThanOrEqual(28);
    expect(shown.ring).toContain(shown.play);
  }
  expect(samples[0]).toMatchObject({ word: 'Pickup', number: '0' });
  expect(samples.at(-1)).toMatchObject({ word: 'Pickup', number: '0' });
  expect(samples.at(-1)!.colour).not.toBe(samples.at(-1)!.play);
  expect(samples.at(-1)!.ring).not.toContain(samples.at(-1)!.play);
  await stageBar.getByRole('button', { name: 'Pause' }).click();
});
