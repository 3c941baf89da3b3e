import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
export const AXE_PATH = require.resolve('axe-core/axe.min.js');

/** Waits until the page's offline worker is active (it then keeps what the next loads fetch). */
export async function workerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** Signs in through the real sign-in page and waits for the target page. */
export async function signIn(
  page: Page,
  email: string,
  options: { locale?: 'de' | 'en'; redirect?: string } = {},
) {
  const locale = options.locale ?? 'en';
  const query = options.redirect ? `?redirect=${encodeURIComponent(options.redirect)}` : '';
  await page.goto(`/${locale}/auth/login${query}`);
  await page.getByLabel(locale === 'de' ? 'Email' : 'E-mail').fill(email);
  await page.getByLabel(locale === 'de' ? 'Passwort' : 'Password', { exact: true }).fill('choir-2026');
  await page.getByRole('button', { name: locale === 'de' ? 'Anmelden' : 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/auth\/login/);
}

/**
 * Shows the account as one that has learnt nothing yet: the progress is left out of the settings
 * the app loads (specs of one run share the database, and "continue" follows the server's progress).
 */
export async function withoutServerProgress(page: Page) {
  // On the context, so the offline worker's own request is rewritten too (a page route misses
  // requests the worker answers, which it does once it controls the page).
  await page.context().route('**/api/auth/usersettings?*', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const settings = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...settings, learnElementMetadata: [] } });
  });
}

/** Runs axe-core on the page, open shadow roots included, and returns the violations. */
export async function axeViolations(page: Page) {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{ violations: { id: string; help: string; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes
        .slice(0, 3)
        .map((n) => [n.target, (n as unknown as { html: string }).html.slice(0, 120)]),
    }));
  });
}
