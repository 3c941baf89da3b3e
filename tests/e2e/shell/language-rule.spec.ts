import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signIn, signInThroughForm, workerReady } from '../support/common';

/**
 * One language rule (decision 0035, issue 40): the address decides the language of the page, and
 * what a page shows is what is stored, so the profile, the options, the next sign-in and an offline
 * reload all say the same language.
 */
const app = (page: Page) => page.locator('choir-app');
const h1 = (page: Page) => app(page).getByRole('heading', { level: 1 });
const profileLanguage = (page: Page) => app(page).locator('dt:text-is("Language") + dd');

/** Leaves the account's stored language at `language`, as another device would. */
async function accountLanguage(request: APIRequestContext, email: string, language: string) {
  const login = await request.post('/api/auth/login', { data: { email, password: 'choir-2026' } });
  const { token } = (await login.json()) as { token: string };
  const stored = await request.patch('/api/auth/usersettings?app=choir-coach', {
    headers: { authorization: `Bearer ${token}` },
    data: { language },
  });
  expect(stored.ok()).toBe(true);
}

test('a link to an English page shows English, and the profile says English', async ({ page, request }) => {
  await accountLanguage(request, 'new@example.com', 'de');
  await signIn(page, 'new@example.com', { locale: 'de' });
  await expect(h1(page)).toContainText('Noah');
  await page.goto('/en/auth/profile');
  await expect(profileLanguage(page)).toHaveText('English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Options agree, and the next visit without a locale (`/`) goes on in English.
  await app(page).getByRole('button', { name: 'Change settings' }).click();
  const options = app(page).getByRole('dialog', { name: 'Options' });
  await expect(options.getByRole('button', { name: 'English', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/start$/);
});

test('signing in on an English address stays English, whatever the account chose before', async ({
  page,
  request,
}) => {
  await accountLanguage(request, 'new@example.com', 'fr');
  await signInThroughForm(page, 'new@example.com', { locale: 'en' });
  await expect(page).toHaveURL(/\/en\/start$/);
  await expect(h1(page)).toHaveText(/^Welcome( back)?, Noah!$/);
  await page.goto('/en/auth/profile');
  await expect(profileLanguage(page)).toHaveText('English');
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a reload offline comes back in the language of the address, not of the page cached last', async ({
    page,
    context,
  }) => {
    await signIn(page, 'new@example.com', { at: '/de/start' });
    await workerReady(page);
    // The worker keeps this German page as the copy every address gets offline.
    await page.reload();
    await expect(h1(page)).toContainText('Noah');
    await app(page).getByRole('button', { name: 'EN', exact: true }).first().click();
    await expect(page).toHaveURL(/\/en\/start$/);
    await expect(h1(page)).toContainText('Noah');

    await context.setOffline(true);
    await page.reload();
    const first = await page.evaluate(() => ({
      texts: (globalThis as Record<symbol, unknown>)[Symbol.for('choir-coach.page-language')],
      lang: document.documentElement.lang,
    }));
    expect(first).toEqual({ texts: 'en', lang: 'en' });
    await expect(h1(page)).toHaveText(/^Welcome( back)?, Noah!$/);
    await context.setOffline(false);
  });
});
