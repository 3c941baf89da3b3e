import { expect, type Page, test } from '@playwright/test';

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
