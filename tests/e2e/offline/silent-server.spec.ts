import { expect, type Page, test } from '@playwright/test';
import { signIn, workerReady } from '../support/common';

// Uses the offline worker, which playwright.config.ts blocks for the other specs.
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 14, offline after a reload, when the browser thinks it is online: the network accepts the
 * requests but never responds (a dead router, a captive portal, a hung server). The worker waits a
 * few seconds, then shows what it cached instead of a skeleton that never ends. The scenario runs in
 * German only (for the suite's time; the English texts are checked elsewhere).
 */

const app = (page: Page) => page.locator('choir-app');
const h1 = (page: Page) => app(page).getByRole('heading', { level: 1 });

const TOPIC = 4;

const locale = 'de';

test(`${locale}: a reload against a silent network shows the pages cached before`, async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'conductor@example.com', { locale });
  await workerReady(page);
  await page.goto(`/${locale}/start`);
  await expect(h1(page)).toContainText('Clara');
  await page.goto(`/${locale}/topic/${TOPIC}`);
  const headline = (await h1(page).textContent())?.trim() ?? '';
  expect(headline).not.toBe('');

  // Every request from now on is accepted and never responded to; the browser stays "online".
  await context.route('**/*', () => undefined);
  await page.goto(`/${locale}/start`, { waitUntil: 'commit', timeout: 20_000 });
  await expect(h1(page)).toContainText('Clara', { timeout: 20_000 });
  await page.goto(`/${locale}/topic/${TOPIC}`, { waitUntil: 'commit', timeout: 20_000 });
  await expect(h1(page)).toHaveText(headline, { timeout: 20_000 });
});
