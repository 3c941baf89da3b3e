import { type APIRequestContext, expect, test } from '@playwright/test';
import { signIn } from '../support/common';

/** The introduction (issue 19): reachable from the phone menu, with slides about the real app. */
test('phone: the menu opens the introduction; its slides cover course, tools, works, offline and settings', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'conductor@example.com');
  const app = page.locator('choir-app');
  await app.getByRole('button', { name: 'Open menu' }).click();
  await app.getByRole('button', { name: 'Introduction' }).click();
  const dialog = app.getByRole('dialog', { name: 'Welcome to choir coach' });
  await expect(dialog).toBeVisible();
  const titles: string[] = [];
  for (let slide = 1; slide <= 5; slide++) {
    titles.push((await dialog.getByRole('heading', { level: 3 }).textContent()) ?? '');
    await dialog.getByRole('button', { name: slide < 5 ? 'Next' : /Let/ }).click();
  }
  expect(titles).toEqual([
    'Learn to conduct, step by step',
    'Practise with the tools',
    'My works',
    'Offline at rehearsal',
    'Your settings',
  ]);
  await expect(dialog).toBeHidden();
});

/** Puts the flag of an account back (the specs of a run share the database; a retry starts fresh). */
async function resetOnboarding(request: APIRequestContext, email: string) {
  const login = await request.post('/api/auth/login', { data: { email, password: 'choir-2026' } });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  await request.patch('/api/auth/usersettings?app=choir-coach', { headers, data: { onboardingSeen: false } });
  await request.post('/api/auth/logout', { headers });
}

/** Issue 19.13: the introduction opens by itself once, after the account's first sign-in. */
test('a first sign-in shows the introduction once: not after a reload, not on the next sign-in', async ({
  page,
  request,
}) => {
  await resetOnboarding(request, 'welcome@example.com');
  await signIn(page, 'welcome@example.com');
  const app = page.locator('choir-app');
  const dialog = app.getByRole('dialog', { name: 'Welcome to choir coach' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText('Learn to conduct, step by step');
  await dialog.getByRole('button', { name: 'Skip' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(app.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // Another browser (a second device) signing in to the same account.
  const other = await page.context().browser()!.newPage();
  await signIn(other, 'welcome@example.com');
  const otherApp = other.locator('choir-app');
  await expect(otherApp.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(otherApp.getByRole('dialog', { name: 'Welcome to choir coach' })).toBeHidden();
  await other.close();
});

test('accounts that used the app before are not interrupted by it', async ({ page }) => {
  await signIn(page, 'conductor@example.com');
  const app = page.locator('choir-app');
  await expect(app.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(app.getByRole('dialog', { name: 'Welcome to choir coach' })).toBeHidden();
});
