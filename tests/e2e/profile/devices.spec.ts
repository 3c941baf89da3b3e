import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { signIn, signInThroughForm } from '../support/common';
import { withdrawSeat } from '../support/seats';

/**
 * Signs every device of the account out through the API, so the list holds only this test's
 * browsers (the specs of one run share the database, and others sign in as the same accounts).
 */
async function signOutEverywhereFirst(request: APIRequestContext, email: string) {
  const login = await request.post('/api/auth/login?app=choir-coach', {
    data: { email, password: 'choir-2026' },
  });
  const { token } = (await login.json()) as { token: string };
  const revoked = await request.delete('/api/auth/sessions', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(revoked.ok()).toBe(true);
}

/**
 * A second browser (its own storage and cookies) signed in as the same user, resting on a page
 * without the app: an app left running would meet the refusal in a call of its own, while the test
 * signs it out, and be on the sign-in page before the test opens the next page.
 */
async function secondBrowser(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, { at: '/favicon.svg' });
  return page;
}

const devices = (page: Page) => page.locator('choir-app').getByRole('list', { name: 'Signed-in devices' });

test.describe('signed-in devices on the profile', () => {
  // The seat shared below is withdrawn after each test: the worker's next specs share its server.
  test.afterEach(({ request }) => withdrawSeat(request, 'singer@example.com'));

  test('one browser signs the other out; the other is sent to sign-in on its next call', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(60_000); // two browsers sign in
    await signOutEverywhereFirst(request, 'expiring@example.com');
    const other = await secondBrowser(browser, 'expiring@example.com');
    await signIn(page, 'expiring@example.com', { at: '/en/auth/profile' });
    const app = page.locator('choir-app');
    const rows = devices(page).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    const mine = rows.filter({ hasText: 'This device' });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Chrome on Linux');
    // Last use in the project's Berlin format, DD.MM.YYYY H:mm.
    await expect(mine).toContainText(/Last used \d{2}\.\d{2}\.\d{4} \d{1,2}:\d{2}/);

    await rows
      .filter({ hasNotText: 'This device' })
      .getByRole('button', { name: /^Sign out/ })
      .click();
    await expect(app.getByRole('status').filter({ hasText: 'Signed out: Chrome on Linux' })).toBeVisible();
    await expect(rows).toHaveCount(1);

    // The other browser still shows its page; its next call is refused and it lands on sign-in.
    await other.goto('/en/auth/profile');
    // The sign-in page in the account's language (its settings say German).
    await expect(other).toHaveURL(/\/(de|en)\/auth\/login$/);
    expect(await other.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    // This browser stays signed in.
    await page.reload();
    await expect(rows).toHaveCount(1);
    await other.context().close();
  });

  test('signing out this device from the list logs this browser out like the Logout button', async ({
    page,
  }) => {
    await signIn(page, 'conductor@example.com', { at: '/en/auth/profile' });
    const mine = devices(page).getByRole('listitem').filter({ hasText: 'This device' });
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    await mine.getByRole('button', { name: /^Sign out/ }).click();
    await expect(page).toHaveURL(/\/en\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    const whoami = await page.request.get('/api/auth/whoami', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(whoami.status()).toBe(401);
  });

  test('"Sign out everywhere" asks first, then signs out every browser, this one included', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(60_000); // two browsers sign in
    await signOutEverywhereFirst(request, 'new@example.com');
    const other = await secondBrowser(browser, 'new@example.com');
    await signIn(page, 'new@example.com', { at: '/en/auth/profile' });
    await expect(devices(page).getByRole('listitem')).toHaveCount(2);
    const app = page.locator('choir-app');
    await app.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    await expect(dialog).toContainText('Every browser signed in with your account is signed out');
    // Cancel keeps everyone signed in.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/en\/auth\/profile$/);

    await app.getByRole('button', { name: 'Sign out everywhere' }).click();
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/en\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await other.goto('/en/auth/profile');
    await expect(other).toHaveURL(/\/en\/auth\/login$/);
    await other.context().close();
  });

  test('signing in again in the same browser replaces its row (issue 40)', async ({ page, request }) => {
    await signOutEverywhereFirst(request, 'expired@example.com');
    await signInThroughForm(page, 'expired@example.com');
    // The browser lost its token without signing out (its storage cleared, a crash): a new sign-in.
    await page.evaluate(() => localStorage.removeItem('access_token'));
    await signInThroughForm(page, 'expired@example.com');
    await page.goto('/en/auth/profile');
    const rows = devices(page).getByRole('listitem');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('This device');
    await expect(rows).toContainText(/Last used \d{2}\.\d{2}\.\d{4} \d{1,2}:\d{2}/);
  });

  test('the pack owner sees who holds a seat and the history of shares and withdrawals', async ({ page }) => {
    await signIn(page, 'conductor@example.com');
    // Share two seats and withdraw one from this browser, as the works' seat dialog would.
    await page.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('access_token')}` };
      const seat = (email: string, method: string) =>
        fetch(`/api/purchases/CC-PACK-5/unlockspecific/${email}`, { method, headers });
      await seat('singer@example.com', 'GET');
      await seat('tenor@example.com', 'GET');
      await seat('tenor@example.com', 'DELETE');
    });
    await page.goto('/en/auth/profile');
    const app = page.locator('choir-app');
    const panel = app.locator('section').filter({
      has: page.getByRole('heading', {
        name: 'Seats: choir coach licence for choirs, 5 seats (CC-PACK-5)',
      }),
    });
    await expect(panel).toContainText('1 of 5 in use');
    await expect(panel.getByRole('table')).toContainText('singer@example.com');
    await expect(panel.getByRole('table')).not.toContainText('tenor@example.com');
    // Newest first; below them what the worker's earlier specs shared and withdrew on its server.
    const history = panel.getByRole('list', { name: 'History' }).getByRole('listitem');
    await expect(history.nth(0)).toHaveText(/Withdrawn from tenor@example\.com\s*from Chrome on Linux/);
    await expect(history.nth(1)).toHaveText(/Shared with tenor@example\.com/);
    await expect(history.nth(2)).toHaveText(/Shared with singer@example\.com/);
  });

  test('the profile has no seats panel for a user without a pack', async ({ page }) => {
    await signIn(page, 'expiring@example.com', { at: '/en/auth/profile' });
    await expect(devices(page)).toBeVisible();
    await expect(page.locator('choir-app').getByRole('heading', { name: /^Seats/ })).toHaveCount(0);
  });
});
