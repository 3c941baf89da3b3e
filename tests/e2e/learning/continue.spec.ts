import { expect, type Page, test } from '@playwright/test';
import { DEMO_PORT } from '../../../playwright.config';
import { serverProgress, signIn } from '../support/learning';

/**
 * "Continue" follows the progress the server keeps (issue 19): another device, a new sign-in and
 * the `<choir-start>` embedded in a CMS page all continue where the user left off.
 */
const EMAIL = 'expiring@example.com';
/** "Beating in one", lesson 2 of module 21. */
const LESSON = { id: 212, path: '/en/learnElement/2/21/212', headline: 'Beating in one' };

async function expectContinue(page: Page, scope = page.locator('body')) {
  const card = scope.locator('[part~="continue"]');
  await expect(card).toContainText('Continue learning');
  await expect(card).toContainText(LESSON.headline);
}

test('another device, a new sign-in and the embedded start page continue the last lesson', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Device 1: the lesson opened last.
  await signIn(page, EMAIL, { redirect: LESSON.path });
  await expect(page.getByRole('heading', { level: 1, name: LESSON.headline })).toBeVisible();
  await expect.poll(async () => (await serverProgress(page, LESSON.id)).entry).toBeDefined();

  // Device 2 never opened it.
  const other = await browser.newPage();
  await signIn(other, EMAIL);
  await expect(other).toHaveURL(/\/en\/start$/);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(/^Welcome back, /);
  await expectContinue(other);

  // Signed out and in again (the browser's memory of the lesson is gone).
  await other.locator('choir-app').getByRole('button', { name: 'Logout' }).click();
  await expect(other).toHaveURL(/\/auth\/login$/);
  await signIn(other, EMAIL);
  await expectContinue(other);
  await other.close();

  // The start page on a CMS page, signed in there.
  const cms = await browser.newPage();
  await cms.goto(`http://localhost:${DEMO_PORT}/cms.html`);
  const login = cms.locator('choir-login');
  await login.getByLabel('E-mail').fill(EMAIL);
  await login.getByLabel('Password', { exact: true }).fill('choir-2026');
  await login.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectContinue(cms, cms.locator('choir-start'));
  await cms.close();
});
