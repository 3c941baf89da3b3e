import { expect, test } from '@playwright/test';
import { axeViolations, keepShot, signIn } from '../support/common';

/**
 * Every route of requirements R2.2 renders, has a title, and passes axe: in German at desktop width
 * and in English at phone width (each width in one language only, for the suite's time; both
 * languages' texts are checked by the i18n unit tests). The app moves between the routes itself (as
 * a user's clicks do), which checks the same screens at half the cost of reloading; opening a route by
 * its address is what most other specs do.
 */

// Read-only: the two runs are independent, so the suite's workers may split them.
test.describe.configure({ mode: 'parallel' });

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

const RUNS = [
  { locale: 'de', width: 1280, height: 860 },
  { locale: 'en', width: 390, height: 844 },
] as const;

for (const { locale, width, height } of RUNS) {
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
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, `/${locale}/${route.path}`);
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
      await keepShot(page, {
        path: info.outputPath(`${locale}-${width}-${route.path.replace(/[/?=]/g, '_')}.png`),
        fullPage: true,
      });
      expect(await axeViolations(page), `${locale} ${width} ${route.path}`).toEqual([]);
    }
    await context.clearCookies();
  });
}
