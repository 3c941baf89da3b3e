import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/common';

/**
 * The app page paints the app's navigation bar from its HTML (demo/index.html) before the bundle has
 * run, and the app's own bar takes its place without the logo moving (issue 15: the first paint of
 * a phone on a slow network came only after the whole bundle, ~2.4 s in Lighthouse).
 */

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The logo mark and the wordmark of the page's placeholder bar, or null when it shows none. */
function placeholderLogo(page: Page): Promise<{ mark: Box; word: Box } | null> {
  return page.evaluate(() => {
    const box = (element: Element | null) => {
      const rect = element?.getBoundingClientRect();
      return rect && rect.width > 0 ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null;
    };
    const bar = document.querySelector('choir-app .boot-bar');
    const mark = box(bar?.querySelector('img') ?? null);
    const word = box(bar?.querySelector('strong') ?? null);
    return mark && word ? { mark, word } : null;
  });
}

/** The logo mark and the wordmark of the app's navigation bar (the ones shown at this width). */
function appLogo(page: Page): Promise<{ mark: Box; word: Box } | null> {
  return page.evaluate(() => {
    const root = document.querySelector('choir-app')?.shadowRoot;
    const link = root?.querySelector('header a[title]');
    const shown = (selector: string) => {
      for (const element of link?.querySelectorAll(selector) ?? []) {
        const rect = element.getBoundingClientRect();
        if (rect.width > 0) return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
      }
      return null;
    };
    const mark = shown('svg');
    const word = shown('strong');
    return mark && word ? { mark, word } : null;
  });
}

/** Holds back the bundle, as a slow network does: the page shows only what its HTML draws. */
async function withoutBundle(page: Page) {
  await page.route('**/dist/**/*.js', () => {
    // Never answered while the test looks.
  });
}

function expectSamePlace(
  actual: Box,
  expected: Box,
  what: string,
  keys: readonly (keyof Box)[] = ['x', 'y', 'width', 'height'],
) {
  for (const key of keys)
    expect(
      Math.abs(actual[key] - expected[key]),
      `${what} ${key}: ${actual[key]} vs ${expected[key]}`,
    ).toBeLessThanOrEqual(1);
}

test('before the bundle has run, the page shows the app bar; the sign-in page, which has none, shows none', async ({
  page,
}) => {
  await withoutBundle(page);
  await page.goto('/en/learnElement/0/1/14', { waitUntil: 'commit' });
  await expect(page.locator('choir-app .boot-bar')).toBeVisible();
  await expect(page.locator('choir-app .boot-bar')).toContainText('choir coach');
  await page.goto('/de/auth/login', { waitUntil: 'commit' });
  await expect(page.locator('choir-app')).toBeAttached();
  await expect(page.locator('choir-app .boot-bar')).toBeHidden();
});

test('before the bundle has run, the tab reads the title the app gives the route, in its language', async ({
  page,
}) => {
  await withoutBundle(page);
  await page.goto('/en/player/10001', { waitUntil: 'commit' });
  await expect(page).toHaveTitle('Player – choir coach');
  await page.goto('/en/auth/login', { waitUntil: 'commit' });
  await expect(page).toHaveTitle('choir coach – The learning app for choir conductors');
  await page.goto('/de/works', { waitUntil: 'commit' });
  await expect(page).toHaveTitle('Meine Werke – choir coach');
});

for (const width of [390, 1280, 1500])
  for (const path of ['/en/start', '/en/learnElement/0/1/14'])
    test(`at ${width} px the app's bar replaces the page's on ${path} without the logo moving`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await withoutBundle(page);
      // The page never loads (its module waits), so no waiting for the load event.
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.locator('choir-app .boot-bar img')).toHaveJSProperty('complete', true);
      const before = await placeholderLogo(page);
      expect(before, 'the placeholder bar shows its logo').not.toBeNull();

      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.goto(path);
      await expect(page.locator('choir-app header').first()).toBeVisible();
      const after = await appLogo(page);
      expect(after, "the app's bar shows its logo").not.toBeNull();
      expectSamePlace(before!.mark, after!.mark, 'logo mark');
      // Its box is as wide as the tagline the app writes under it on wide screens.
      expectSamePlace(before!.word, after!.word, 'wordmark', ['x', 'y', 'height']);
      // The placeholder is gone once the app drew its first view.
      await expect(page.locator('choir-app .boot-bar')).toBeHidden();
    });

/**
 * The player's first view: the page draws its title bar (the work's title where the player shows
 * it) and loading stage; the app shows that draft until its player screen, whose loading state keeps
 * the title in the same place, and the opened player keeps it there too.
 */
const PLAYER = '/en/player/10001';
const TITLE = 'Now Thank We All Our God';

/** The title's box in the page's draft, or in the app's player header, and the loading text's. */
function playerBoxes(
  page: Page,
  where: 'draft' | 'app',
): Promise<{ title: Box; text: string; loading: Box | null }> {
  return page.evaluate((where) => {
    const box = (element: Element | Range | null | undefined) => {
      if (!element) return null;
      const rect = element.getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    };
    const root = where === 'draft' ? document : document.querySelector('choir-app')!.shadowRoot!;
    const title = root.querySelector(
      where === 'draft' ? '.boot-heading strong' : 'header[part~="toolbar"] h1',
    );
    const stage = root.querySelector(where === 'draft' ? '.boot-stage' : 'main[aria-busy="true"] > div');
    let loading = null;
    if (stage) {
      const range = document.createRange();
      range.selectNodeContents(stage);
      loading = box(range);
    }
    return { title: box(title)!, text: title?.textContent ?? '', loading };
  }, where);
}

for (const [width, height] of [
  [390, 844],
  [1280, 900],
  [844, 390],
] as const)
  test(`at ${width}×${height} the player's title stands where the page drew it, loading and opened`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, 'conductor@example.com', { at: '/favicon.svg' });
    await withoutBundle(page);
    await page.goto(PLAYER, { waitUntil: 'commit' });
    await expect(page.locator('choir-app .boot-heading strong')).toHaveText(TITLE);
    const drawn = await playerBoxes(page, 'draft');

    // The app, while the edition opens (its links held back): the same title bar and loading stage.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.route('**/api/catalogue/*/stream/**', () => {});
    await page.goto(PLAYER);
    const player = page.locator('choir-app');
    await expect(player.locator('main[aria-busy="true"] header h1')).toHaveText(TITLE);
    await expect(page.locator('choir-app .boot-player')).toBeHidden();
    const opening = await playerBoxes(page, 'app');
    expectSamePlace(opening.title, drawn.title, 'title while opening');
    expectSamePlace(opening.loading!, drawn.loading!, 'loading text');

    // Opened: the title has not moved (the controls beside it only narrow its box).
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto(PLAYER);
    await expect(player.locator('[data-page-indicator]')).toBeVisible();
    const opened = await playerBoxes(page, 'app');
    expect(opened.text).toBe(TITLE);
    expectSamePlace(opened.title, drawn.title, 'title when open', ['x', 'y', 'height']);
  });

test('on a slow phone the title never leaves the screen between the page’s first paint and the player', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'conductor@example.com', { at: '/favicon.svg' });
  // Each frame: is the work's title on the screen, in the page's draft or in the app's header?
  await page.addInitScript((title) => {
    const frames: string[] = [];
    (globalThis as { titleFrames?: string[] }).titleFrames = frames;
    const seen = (element: Element | null | undefined) =>
      !!element && element.textContent === title && element.checkVisibility();
    const tick = () => {
      const app = document.querySelector('choir-app')?.shadowRoot;
      const draft = seen(document.querySelector('.boot-heading strong'));
      const own = seen(app?.querySelector('header[part~="toolbar"] h1'));
      frames.push(draft || own ? 'title' : 'none');
      if (!app?.querySelector('[data-page-indicator]')) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, TITLE);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(PLAYER);
  await expect(page.locator('choir-app').locator('[data-page-indicator]')).toBeVisible();
  const frames = await page.evaluate(() => (globalThis as { titleFrames?: string[] }).titleFrames ?? []);
  const shown = frames.indexOf('title');
  expect(shown, 'the page paints the title before the bundle').toBeGreaterThanOrEqual(0);
  expect(frames.slice(shown), 'a frame without the title').not.toContain('none');
});

test('a page kept for another address (the offline worker’s copy) shows no draft of the wrong work', async ({
  page,
}) => {
  await signIn(page, 'conductor@example.com', { at: '/favicon.svg' });
  await withoutBundle(page);
  // Offline, the worker answers every address with the app page it kept last: here 10001's.
  const kept = await page.request.get(PLAYER);
  const body = await kept.text();
  expect(body).toContain(TITLE);
  await page.route('**/en/player/10003', (route) =>
    route.fulfill({ status: 200, headers: kept.headers(), body }),
  );
  await page.goto('/en/player/10003', { waitUntil: 'commit' });
  await expect(page.locator('choir-app .boot-bar img')).toHaveJSProperty('complete', true);
  await expect(page.locator('choir-app .boot-player')).toHaveCount(0);
  await expect(page.getByText(TITLE)).toHaveCount(0);
  // Its own address keeps its draft.
  await page.goto(PLAYER, { waitUntil: 'commit' });
  await expect(page.locator('choir-app .boot-heading strong')).toHaveText(TITLE);
});
