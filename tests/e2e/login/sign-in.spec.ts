import { expect, test } from '@playwright/test';
import { withoutServerProgress } from '../support/common';

test.describe('sign-in against the real server', () => {
  test('the root leads to the German sign-in page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/de\/auth\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen bei choir coach');
    await expect(page).toHaveTitle(/Die Lern-App für Chorleiterinnen und Chorleiter/);
  });

  test('the demo conductor signs in and lands on the start page', async ({ page }) => {
    await withoutServerProgress(page);
    await page.goto('/en/auth/login');
    await page.getByLabel('E-mail').fill('conductor@example.com');
    await page.getByLabel('Password', { exact: true }).fill('choir-2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/start$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Clara!');
    // The token is stored under access_token and the session survives a reload.
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Clara!');
  });

  test('a wrong password shows the failure message and keeps the user on the sign-in page', async ({
    page,
  }) => {
    await page.goto('/en/auth/login');
    await page.getByLabel('E-mail').fill('conductor@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Login failed - please check your credentials and try again.',
    );
    await expect(page).toHaveURL(/\/en\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test('empty fields get the required messages without calling the server', async ({ page }) => {
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) loginCalls++;
    });
    await page.goto('/de/auth/login');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByText('Email ist erforderlich!')).toBeVisible();
    await expect(page.getByText('Passwort ist erforderlich!')).toBeVisible();
    expect(loginCalls).toBe(0);
  });

  test('signing out returns to the sign-in page and revokes the token', async ({ page, request }) => {
    // The app page hears the session changes as choir-* events from <choir-app>, once each.
    await page.addInitScript(() => {
      const heard: string[] = [];
      (window as unknown as { heard: string[] }).heard = heard;
      for (const type of ['choir-login', 'choir-logout'])
        document.addEventListener(type, (event) =>
          heard.push(
            `${type} ${(event.target as Element).localName} ${JSON.stringify((event as CustomEvent).detail)}`,
          ),
        );
    });
    await withoutServerProgress(page);
    await page.goto('/de/auth/login');
    await page.getByLabel('Email').fill('new@example.com');
    await page.getByLabel('Passwort', { exact: true }).fill('choir-2026');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen, Noah!');
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    await page
      .locator('choir-app')
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('button', { name: 'Abmelden' })
      .click();
    await expect(page).toHaveURL(/\/de\/auth\/login$/);
    const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
    expect(heard).toHaveLength(2);
    expect(heard[0]).toMatch(/^choir-login choir-app \{"user":\{.*"email":"new@example.com"/);
    expect(heard[1]).toBe('choir-logout choir-app {"reason":"user"}');
    const whoami = await request.get('/api/auth/whoami', { headers: { authorization: `Bearer ${token}` } });
    expect(whoami.status()).toBe(401);
  });
});
