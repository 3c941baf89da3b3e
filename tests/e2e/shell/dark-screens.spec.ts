import { expect, type Page, test } from '@playwright/test';
import { keepShot, logBrowserOnFailure, signIn } from '../support/common';
import { contrastViolations, SHOTS, schemeDrawn } from '../support/dark';

/**
 * A dim church (issue 36): with the device in dark mode and the setting at its default ("as the
 * device"), every main screen draws dark at a desktop, a tablet and a phone width, and no text misses
 * axe's contrast rule. The device is switched back to light on the same screen, which the app
 * follows at once, and the rule holds there too. Colours do not depend on the language, so each
 * language is walked at one width (German, the longest words, on the phone), each width in one
 * language: three walks instead of nine, about 2.5 minutes of the suite.
 * `E2E_SCREENSHOTS=1` keeps a picture of every screen (under .tmp/shots/dark/) to look at.
 */

test.describe.configure({ mode: 'parallel' });

/** French lives on the en routes, chosen in the settings. */
const WALKS = [
  { language: 'de', locale: 'de', heading: 'Willkommen bei choir coach', width: 390, height: 844 },
  { language: 'en', locale: 'en', heading: 'Welcome to choir coach', width: 1280, height: 800 },
  { language: 'fr', locale: 'en', heading: 'Bienvenue sur choir coach', width: 820, height: 1180 },
] as const;

const SCREENS = [
  { name: 'start', path: 'start' },
  { name: 'topic', path: 'topic/0' },
  // A musical example: the night score of the lessons.
  { name: 'lesson', path: 'learnElement/1/3/132', ready: 'svg g.measure' },
  { name: 'works', path: 'works', ready: 'article[data-article-id]' },
  { name: 'player', path: 'player/10002', ready: 'g.measure' },
  { name: 'profile', path: 'auth/profile' },
] as const;

const app = (page: Page) => page.locator('choir-app');

/** The settings the app loads carry this language; nothing is stored for the account. */
async function showLanguage(page: Page, language: string) {
  await page.context().route('**/api/auth/usersettings?*', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const settings = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...settings, language, theme: 'system' } });
  });
  await page.goto('/favicon.svg');
  await page.evaluate(
    (language) => localStorage.setItem('choir.settings', JSON.stringify({ language })),
    language,
  );
}

/** Waits for the screen's content, not a loading state (a lazy area's first load may take a while on a busy machine). */
async function screenDrawn(page: Page, ready?: string) {
  await expect(app(page).getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(
    app(page)
      .getByRole('status')
      .filter({ hasText: /Loading|Wird geladen|Chargement/ }),
  ).toHaveCount(0);
  if (ready) await expect(app(page).locator(ready).first()).toBeVisible({ timeout: 20_000 });
}

/** Dark, then the same screen light: the scheme drawn and axe's contrast rule in each. */
async function checkBothSchemes(page: Page, shot: string) {
  await page.emulateMedia({ colorScheme: 'dark' });
  await schemeDrawn(page, 'dark');
  await keepShot(page, { path: `${SHOTS}/${shot}.png`, fullPage: true });
  expect(await contrastViolations(page), `${shot} dark`).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  await schemeDrawn(page, 'light');
  expect(await contrastViolations(page), `${shot} light`).toEqual([]);
}

for (const { language, locale, heading, width, height } of WALKS) {
  test(`every main screen in ${language} at ${width} px is dark on a dark device and readable in both schemes`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    logBrowserOnFailure(page);
    await page.setViewportSize({ width, height });
    // Without the buttons' colour fades, no colour is measured halfway through a switch.
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await showLanguage(page, language);
    await page.goto(`/${locale}/auth/login`);
    await expect(app(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await checkBothSchemes(page, `${language}-${width}-login`);

    await signIn(page, 'conductor@example.com', { at: `/${locale}/start` });
    for (const screen of SCREENS) {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, `/${locale}/${screen.path}`);
      await screenDrawn(page, 'ready' in screen ? screen.ready : undefined);
      await checkBothSchemes(page, `${language}-${width}-${screen.name}`);
    }
  });
}
