import { expect, type Page, test } from '@playwright/test';
import { DEMO_PORT } from '../../playwright.config';

/** The demo host pages of the server under test (another origin than the app, so CORS is real). */
const HOST = `http://localhost:${DEMO_PORT}`;

async function signInThrough(page: Page, locale: 'en' | 'de' = 'en') {
  const login = page.locator('choir-login');
  await login.getByLabel(locale === 'de' ? 'E-Mail' : 'E-mail').fill('conductor@example.com');
  await login.getByLabel(locale === 'de' ? 'Passwort' : 'Password', { exact: true }).fill('choir-2026');
  await login.getByRole('button', { name: locale === 'de' ? 'Anmelden' : 'Sign in', exact: true }).click();
}

test('CMS page: one classic script tag, elements share one session', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${HOST}/cms.html`);
  await expect(page.locator('choir-login').getByRole('heading', { level: 1 })).toHaveText(
    'Welcome to choir coach',
  );
  await signInThrough(page);
  // choir-start reads the same core: it greets the user signed in through choir-login.
  await expect(page.locator('choir-start')).toContainText('Clara');
  expect(errors).toEqual([]);
});

test('strict Content-Security-Policy page: works without violations', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { violations: string[] }).violations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  const response = await page.goto(`${HOST}/csp.html`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'nonce-");
  const login = page.locator('choir-login');
  await expect(login.getByRole('heading', { level: 1 })).toHaveText('Welcome to choir coach');
  // Styles applied through the nonce: the button has the theme colour.
  const background = await login
    .getByRole('button', { name: 'Sign in', exact: true })
    .evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(background).toBe('rgb(29, 78, 216)');
  await signInThrough(page);
  await expect(page.locator('#status')).toHaveText('signed in: conductor@example.com');
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});

test('two copies of the bundle: no error, one definition, one shared state', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${HOST}/double.html`);
  await expect(page.locator('choir-login').getByRole('heading', { level: 1 })).toHaveText(
    'Welcome to choir coach',
  );
  await signInThrough(page);
  await expect(page.locator('#status')).toHaveText('signed in: conductor@example.com');
  const coreShared = await page.evaluate(() => {
    const core = (
      globalThis as unknown as Record<symbol, { auth: { user: { value: { email: string } | null } } }>
    )[Symbol.for('choir-coach.core')];
    return core?.auth.user.value?.email ?? null;
  });
  expect(coreShared).toBe('conductor@example.com');
  expect(errors).toEqual([]);
});
