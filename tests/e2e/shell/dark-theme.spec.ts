import { expect, type Page, test } from '@playwright/test';
import { logBrowserOnFailure, signIn } from '../support/common';
import { backgroundOf, contrastViolations, drawnScheme, schemeDrawn } from '../support/dark';

/**
 * The theme setting and the theme rule (issue 36): Options stores light, dark or "as the device"
 * with the account and the app redraws at once and after a reload; the app page paints dark before
 * the bundle runs; embedded elements follow their `theme` attribute, else the host page's
 * `color-scheme`, else the device.
 */

const DARK_BACKGROUND = 'rgb(13, 19, 33)';
const LIGHT_BACKGROUND = 'rgb(248, 250, 252)';

test.beforeEach(({ page }) => logBrowserOnFailure(page));

test('Options: dark is drawn at once, kept over a reload and with the account; "as the device" follows it', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await signIn(page, 'new@example.com', { at: '/en/auth/profile' });
  const app = page.locator('choir-app');
  await expect(app.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  expect(await drawnScheme(page)).toBe('light');

  const chooseTheme = async (name: string) => {
    await app.getByRole('button', { name: 'Change settings' }).click();
    const dialog = app.getByRole('dialog', { name: 'Options' });
    const appearance = dialog.getByRole('group', { name: 'Appearance' });
    await appearance.getByRole('button', { name, exact: true }).click();
    await expect(appearance.getByRole('button', { name, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  };

  await chooseTheme('Dark');
  await schemeDrawn(page, 'dark');
  expect(await backgroundOf(page.locator('body'))).toBe(DARK_BACKGROUND);
  expect(await contrastViolations(page)).toEqual([]);
  // Stored for the account (another device gets it at sign-in).
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const response = await fetch('/api/auth/usersettings?app=choir-coach', {
          headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
        });
        return ((await response.json()) as { theme?: string }).theme;
      }),
    )
    .toBe('dark');

  // A reload is dark from its first paint: the page marks the stored choice before the app runs.
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await expect(app.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await schemeDrawn(page, 'dark');

  // "As the device" follows the device, also when it changes while the app is open.
  await chooseTheme('As the device');
  await schemeDrawn(page, 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await schemeDrawn(page, 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await schemeDrawn(page, 'light');
  expect(await backgroundOf(page.locator('body'))).toBe(LIGHT_BACKGROUND);
});

test('the app page paints dark before its bundle runs, on a dark device or with dark stored', async ({
  page,
}) => {
  // Held back, as on a slow network: only what the page's HTML draws shows.
  await page.route('**/dist/**/*.js', () => {});
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/en/start', { waitUntil: 'commit' });
  const bar = page.locator('choir-app .boot-bar');
  await expect(bar).toBeVisible();
  expect(await backgroundOf(page.locator('body'))).toBe(DARK_BACKGROUND);
  expect(await backgroundOf(bar)).toBe('rgb(22, 30, 46)');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');

  await page.emulateMedia({ colorScheme: 'light' });
  expect(await backgroundOf(page.locator('body'))).toBe(LIGHT_BACKGROUND);
  await page.evaluate(() => localStorage.setItem('choir.settings', JSON.stringify({ theme: 'dark' })));
  await page.reload({ waitUntil: 'commit' });
  await expect(bar).toBeVisible();
  expect(await backgroundOf(page.locator('body'))).toBe(DARK_BACKGROUND);
});

/** A host page of the app's origin with the given head and body, the elements loaded by the autoloader. */
async function hostPage(page: Page, head: string, body: string) {
  await page.route('**/e2e-host.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}
        <script type="module" src="/dist/choir-coach.js"></script></head><body>${body}</body></html>`,
    }),
  );
  await page.goto('/e2e-host.html');
}

test('an embedded element with theme="dark" is dark and readable on a light page, and follows the attribute', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await hostPage(
    page,
    '<style>html { color-scheme: light; background: #fff; }</style>',
    '<choir-login theme="dark" api-base="/api" locale="en"></choir-login>',
  );
  const login = page.locator('choir-login');
  await expect(login.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await schemeDrawn(page, 'dark', login);
  // It paints its own dark background on the white page, and its text passes axe there.
  expect(await backgroundOf(login)).toBe(DARK_BACKGROUND);
  expect(await contrastViolations(page)).toEqual([]);

  await login.evaluate((element) => element.setAttribute('theme', 'light'));
  await schemeDrawn(page, 'light', login);
  // Without the attribute it follows the page again, which pins light.
  await login.evaluate((element) => element.removeAttribute('theme'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await schemeDrawn(page, 'light', login);
  expect(await contrastViolations(page)).toEqual([]);
});

test("without a theme attribute an embedded element takes the host page's color-scheme, else the device's", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await hostPage(
    page,
    '<style>html.night { color-scheme: dark; background: #111; } html.day { color-scheme: light; }</style>',
    `<choir-login api-base="/api" locale="en"></choir-login>
     <choir-options api-base="/api" locale="en" theme="system"></choir-options>`,
  );
  const login = page.locator('choir-login');
  const options = page.locator('choir-options');
  await expect(login.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  // The page pins nothing: the device decides.
  await schemeDrawn(page, 'light', login);
  await page.emulateMedia({ colorScheme: 'dark' });
  await schemeDrawn(page, 'dark', login);

  // The page switches itself to light, then to dark: the element follows, whatever the device says.
  await page.evaluate(() => document.documentElement.classList.add('day'));
  await schemeDrawn(page, 'light', login);
  expect(await contrastViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => document.documentElement.classList.replace('day', 'night'));
  await schemeDrawn(page, 'dark', login);
  expect(await contrastViolations(page)).toEqual([]);
  // theme="system" asks for the device, not the page.
  await schemeDrawn(page, 'light', options);
});
