import { createRequire } from 'node:module';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { STORAGE_KEYS } from '../../../src/core/store/persistence';

/** The password of every demo account (server/db/seed.ts). */
export const DEMO_PASSWORD = 'choir-2026';

const require = createRequire(import.meta.url);
export const AXE_PATH = require.resolve('axe-core/axe.min.js');

/**
 * Waits until the page has drawn two more frames: what its last task changed (a render, a layout
 * shift) is on screen and reported. The positive signal before checking that something did not show.
 */
export async function painted(page: Page) {
  await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
  });
}

/** Waits until the page's offline worker is active (it then keeps what the next loads fetch). */
export async function workerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

type SignInOptions = {
  locale?: 'de' | 'en';
  redirect?: string;
  /** The page to open signed in, instead of the sign-in page that forwards to the start page. */
  at?: string;
};

const loginPath = ({ locale = 'en', redirect }: SignInOptions) =>
  `/${locale}/auth/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;

/** Signs in through the real sign-in form and waits for the target page (for specs about signing in). */
export async function signInThroughForm(page: Page, email: string, options: SignInOptions = {}) {
  const german = options.locale === 'de';
  await page.goto(loginPath(options));
  await page.getByLabel(german ? 'Email' : 'E-mail').fill(email);
  await page.getByLabel(german ? 'Passwort' : 'Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: german ? 'Anmelden' : 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/auth\/login/);
}

/**
 * Signs in as the app does (the same API call, the token and user stored where the app keeps them)
 * without the form, then opens the sign-in page, which sends a signed-in user on to the target:
 * one page load instead of two, for the many specs that are about what comes after signing in.
 * With `at`, opens that page instead (a test that goes on to it starts the app once, not twice).
 */
export async function signIn(page: Page, email: string, options: SignInOptions = {}) {
  // Any small page of the app's origin, so that the call and the storage are the app's own.
  await page.goto('/favicon.svg');
  await page.evaluate(
    async ([email, password, keys]) => {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
      const { token, user } = (await response.json()) as { token: string; user: unknown };
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
    },
    [email, DEMO_PASSWORD, { token: STORAGE_KEYS.token, user: STORAGE_KEYS.user }] as const,
  );
  if (options.at) {
    await page.goto(options.at);
    return;
  }
  await page.goto(loginPath(options));
  await expect(page).not.toHaveURL(/auth\/login/);
}

/**
 * Shows the account as one that has learnt nothing yet: the progress is left out of the settings
 * the app loads (specs of one run share the database, and "continue" follows the server's progress).
 */
export async function withoutServerProgress(page: Page) {
  // On the context, so the offline worker's own request is rewritten too (a page route misses
  // requests the worker responds to, which it does once it controls the page).
  await page.context().route('**/api/auth/usersettings?*', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const settings = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...settings, learnElementMetadata: [] } });
  });
}

/**
 * The user's language for this page only (French has no address of its own): this browser's stored
 * choice before the app starts, which the app shows where the address allows it (decision 0035).
 * The account's stored language is never shown over the address's, so it is left alone.
 */
export async function withAccountLanguage(page: Page, language: string) {
  await page.addInitScript(
    ([key, language]) => {
      const settings = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(key, JSON.stringify({ ...settings, language }));
    },
    [STORAGE_KEYS.settings, language] as const,
  );
}

/** Runs axe-core on the page, open shadow roots included, and returns the violations. */
export async function axeViolations(page: Page) {
  // Once per document: axe is half a megabyte of script, and the app moves between routes in place.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
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

/**
 * Prints what the page logged (console and uncaught errors, with times) when the test fails:
 * CI shows only the failed step otherwise, which does not tell why a page never got there.
 */
export function logBrowserOnFailure(page: Page) {
  const info = test.info();
  const started = Date.now();
  const lines: string[] = [];
  const add = (line: string) => lines.push(`${String(Date.now() - started).padStart(7)} ms ${line}`);
  page.on('console', (message) => add(`console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => add(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    add(`request failed: ${request.url()} ${request.failure()?.errorText}`),
  );
  page.on('close', () => {
    if (info.status !== info.expectedStatus)
      console.log(`Browser log of "${info.title}" (attempt ${info.retry + 1}):\n${lines.join('\n')}`);
  });
}

/**
 * Keeps a screenshot for a person to look at (`E2E_SCREENSHOTS=1`, see docs/development.md); does
 * nothing in a plain run, where the pictures cost time and nobody looks.
 */
export async function keepShot(
  target: Page | Locator,
  options: Parameters<Page['screenshot']>[0] & Parameters<Locator['screenshot']>[0],
) {
  if (process.env.E2E_SCREENSHOTS === '1') await target.screenshot(options);
}
