import { expect, test } from '@playwright/test';
import { axeViolations, signIn } from '../support/common';

/**
 * Every route of requirements R2.2 in both locales at both widths: it renders, has a title, and passes
 * axe. At desktop width every route is a fresh page load; at phone width the app moves between them
 * itself (as a user's clicks do), which checks the same screens at half the cost of reloading.
 */

// Read-only: the four runs are independent, so the shards of the suite may split them.
test.describe.configure({ mode: 'parallel' });

/** `E2E_SCREENSHOTS=1` keeps a full-page picture of every route to look at (slow: off in `npm test`). */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';
const ROUTES = [
  { path: 'auth/login', signedOut: true },
  { path: 'start' },
  { path: 'topic' },
  { path: 'topic/0' },
  { path: 'learnElement/0/1/11' },
  { path: 'auth/library' },
  { path: 'auth/profile' },
  { path: 'about' },
  { path: 'faq' },
  { path: 'dataprotection' },
  { path: 'imprint' },
  { path: 'search?q=puls' },
  { path: 'tools' },
  { path: 'debug' },
  { path: 'nowhere', notFound: true },
];

for (const locale of ['de', 'en'] as const) {
  for (const [width, height] of [
    [1280, 860],
    [390, 844],
  ] as const) {
    test(`every route in ${locale} at ${width} px renders and has no axe violations`, async ({
      page,
      context,
    }, info) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height });
      for (const route of ROUTES.filter((r) => r.signedOut)) {
        await page.goto(`/${locale}/${route.path}`);
        await expect(page.locator('choir-app').getByRole('heading', { level: 1 })).toBeVisible();
        expect(await axeViolations(page), `${route.path}`).toEqual([]);
      }
      await signIn(page, 'conductor@example.com', { locale });
      for (const route of ROUTES.filter((r) => !r.signedOut)) {
        const path = `/${locale}/${route.path}`;
        if (width >= 1280) await page.goto(path);
        else
          await page.evaluate((to) => {
            history.pushState(null, '', to);
            dispatchEvent(new PopStateEvent('popstate'));
          }, path);
        const app = page.locator('choir-app');
        if (route.notFound) {
          await expect(app.getByRole('heading', { level: 1 })).toHaveText(
            locale === 'de' ? 'Diese Seite gibt es nicht' : 'This page does not exist',
          );
        } else {
          await expect(app.getByRole('banner')).toBeVisible();
          await expect(app.getByRole('status').filter({ hasText: /Loading|Wird geladen/ })).toHaveCount(0);
        }
        await expect(page).toHaveTitle(/choir coach/);
        if (SCREENSHOTS)
          await page.screenshot({
            path: info.outputPath(`${locale}-${width}-${route.path.replace(/[/?=]/g, '_')}.png`),
            fullPage: true,
          });
        expect(await axeViolations(page), `${locale} ${width} ${route.path}`).toEqual([]);
      }
      await context.clearCookies();
    });
  }
}
