import { expect, type Page, test } from '@playwright/test';
import { OPERATOR_TOKEN } from '../../../playwright.config';
import { signIn } from '../support/common';

interface Report {
  message: string;
  kind: string | null;
  userId: string | null;
  context?: { place?: string; route?: string; userId?: string; status?: number };
}

/** What the publisher reads back (the operator route). */
async function reports(page: Page): Promise<Report[]> {
  const res = await page.request.get('/api/operator/errors?since=1h', {
    headers: { 'X-Operator-Token': OPERATOR_TOKEN },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { errors: Report[] }).errors;
}

/** An uncaught error thrown from a script of the app page's bundle, as a bug of ours would be. */
function throwFromBundle(page: Page, message: string) {
  return page.evaluate((text) => {
    const error = new Error(text);
    const filename = `${location.origin}/dist/app/chunks/chunk-player.js`;
    error.stack = `Error: ${text}\n    at play (${filename}:12:34)`;
    window.dispatchEvent(
      new ErrorEvent('error', { message: `Uncaught Error: ${text}`, filename, lineno: 12, colno: 34, error }),
    );
  }, message);
}

test.describe('client error reports', () => {
  test.setTimeout(90_000);
  // Requests the offline worker makes are out of page.route's reach.
  test.use({ serviceWorkers: 'block' });

  for (const locale of ['de', 'en'] as const) {
    test(`${locale}: an error of ours and a failed API call arrive on the server, without the e-mail address; host-page errors do not`, async ({
      page,
    }) => {
      await signIn(page, 'conductor@example.com', { locale });
      const marker = `Boom ${Date.now()}`;
      await throwFromBundle(page, `${marker} for conductor@example.com`);
      await throwFromBundle(page, `${marker} for conductor@example.com`); // the same one: reported once
      await page.evaluate((text) => {
        window.dispatchEvent(
          new ErrorEvent('error', {
            message: text,
            filename: `${location.origin}/shop-theme.js`,
            error: new Error(text),
          }),
        );
      }, `${marker} of the host page`);
      await expect
        .poll(async () => (await reports(page)).filter((r) => r.message.includes(marker)).length)
        .toBe(1);
      const [report] = (await reports(page)).filter((r) => r.message.includes(marker));
      const userId = await page.evaluate(
        () => JSON.parse(localStorage.getItem('choir.user') ?? '{}').id as string,
      );
      expect(report).toMatchObject({
        message: `Uncaught Error: ${marker} for [email]`,
        kind: 'error',
        userId,
        context: {
          userId,
          route: expect.stringMatching(new RegExp(`^/${locale}/`)),
          place: expect.stringContaining('/dist/app/chunks/chunk-player.js:12:34'),
        },
      });

      // A server failure on an API call is reported with its path (and this run's route: the other
      // language's run reported the same failure).
      await page.route('**/api/health', (route) =>
        route.fulfill({ status: 503, json: { error: 'x', message: 'y' } }),
      );
      await page.evaluate(async () => {
        const core = (globalThis as unknown as Record<symbol, { api: { health(): Promise<unknown> } }>)[
          Symbol.for('choir-coach.core')
        ];
        await core?.api.health().catch(() => {});
      });
      await expect
        .poll(async () =>
          (await reports(page)).some(
            (r) =>
              r.kind === 'api' &&
              r.context?.place?.endsWith('/api/health') &&
              r.context.route?.startsWith(`/${locale}/`),
          ),
        )
        .toBe(true);
    });
  }

  // No text of the app is involved: the queue works the same in every language.
  test('a report made offline is kept in storage and sent once the browser is back online', async ({
    page,
    context,
  }) => {
    await page.goto('/en/start');
    await expect(page.locator('choir-app')).toBeVisible();
    // A first report (online) loads the reporter; the next ones wait in storage while offline.
    const marker = `Offline boom ${Date.now()}`;
    await throwFromBundle(page, `${marker} (online)`);
    await expect
      .poll(async () => (await reports(page)).some((r) => r.message.includes(`${marker} (online)`)))
      .toBe(true);
    await context.setOffline(true);
    await throwFromBundle(page, marker);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('choir.errorReports') ?? ''))
      .toContain(marker);
    expect((await reports(page)).some((r) => r.message === `Uncaught Error: ${marker}`)).toBe(false);
    await context.setOffline(false);
    await expect
      .poll(async () => (await reports(page)).some((r) => r.message === `Uncaught Error: ${marker}`))
      .toBe(true);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('choir.errorReports'))).toBeNull();
  });
});
