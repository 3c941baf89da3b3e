import { expect, test } from '@playwright/test';
import { painted, signIn, workerReady } from '../support/common';

test.describe('routing rules (requirements R2.1, R5.3)', () => {
  test('a missing locale gets the current one; an unsupported one too', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveURL(/\/de\/about$/);
    await page.goto('/xx/faq');
    await expect(page).toHaveURL(/\/de\/faq$/);
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/de\/auth\/login$/);
  });

  test('French settings route as en (the fallback)', async ({ page }) => {
    await page.goto('/de/about');
    await page.evaluate(() =>
      localStorage.setItem(
        'choir.settings',
        JSON.stringify({
          language: 'fr',
          preferredVoice: '',
          showHighlighter: true,
          viewportFocusOffset: 0,
          library: [],
        }),
      ),
    );
    await page.goto('/imprint');
    await expect(page).toHaveURL(/\/en\/imprint$/);
  });

  test('debug needs login and returns there after sign-in', async ({ page }) => {
    await page.goto('/en/debug');
    await expect(page).toHaveURL(/\/en\/auth\/login\?redirect=%2Fen%2Fdebug$/);
    await page.getByLabel('E-mail').fill('conductor@example.com');
    await page.getByLabel('Password', { exact: true }).fill('choir-2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/debug$/);
    await expect(page.locator('choir-app').getByRole('heading', { level: 1 })).toHaveText('Debug');
  });

  test('browser back and forward and reloads keep the screen', async ({ page }) => {
    await page.goto('/en/about');
    await page.locator('choir-app').getByRole('link', { name: 'FAQ' }).first().click();
    await expect(page).toHaveURL(/\/en\/faq$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/about$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/en\/faq$/);
    await page.reload();
    await expect(page.locator('choir-app').getByRole('heading', { level: 1 })).toHaveText(
      'Frequently asked questions',
    );
  });

  test('the language switch keeps the screen and changes the route locale', async ({ page }) => {
    await page.goto('/de/about');
    await page.locator('choir-app').getByRole('button', { name: 'EN', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.locator('choir-app').getByRole('heading', { level: 1 })).toHaveText(
      'About choir coach',
    );
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the back arrow leads from a learning element to its topic, elsewhere to start', async ({ page }) => {
    await signIn(page, 'conductor@example.com', { at: '/en/learnElement/2/21/211' });
    await page.locator('choir-app').getByRole('link', { name: 'Back to the topic' }).first().click();
    await expect(page).toHaveURL(/\/en\/topic\/2$/);
    await page.goto('/en/about');
    await page.locator('choir-app').getByRole('link', { name: 'To the start page' }).first().click();
    await expect(page).toHaveURL(/\/en\/start$/);
  });

  test('the collapsible menu holds profile and logout', async ({ page }) => {
    await signIn(page, 'conductor@example.com');
    const app = page.locator('choir-app');
    await app.getByRole('button', { name: 'Open menu' }).click();
    await app.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/en\/auth\/profile$/);
    await app.getByRole('button', { name: 'Open menu' }).click();
    await app.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/en\/auth\/login$/);
  });
});

test.describe('dialogs', () => {
  test('options: one language is required, the offset must be a number; saving shows a toast for 2 s', async ({
    page,
  }) => {
    await page.clock.install();
    await signIn(page, 'conductor@example.com', { at: '/en/auth/profile' });
    const app = page.locator('choir-app');
    await app.getByRole('button', { name: 'Change settings' }).click();
    const dialog = app.getByRole('dialog', { name: 'Options' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'English' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please choose one language.');
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Deutsch' }).click();
    await dialog.getByLabel('Turn pages earlier by (ms)').fill('soon');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(
      dialog.getByText('Please enter a whole number of milliseconds from 0 to 5000.'),
    ).toBeVisible();
    await dialog.getByLabel('Turn pages earlier by (ms)').fill('800');
    await dialog.getByRole('button', { name: 'Alto' }).click();
    // The page's time stands still from here: the toast's 2 seconds pass only when the test says so.
    await page.clock.pauseAt(Date.now() + 1000);
    await dialog.getByRole('button', { name: 'OK' }).click();
    // German chosen: the route locale follows, and the toast confirms for 2 seconds.
    await expect(page).toHaveURL(/\/de\/auth\/profile$/);
    const toast = app.getByRole('status').filter({ hasText: 'Optionen gespeichert' });
    await expect(toast).toBeVisible();
    await page.clock.runFor(1900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(100);
    await expect(toast).toHaveCount(0);
    await expect(app.getByText('800 ms')).toBeVisible();
  });

  test('the network-error alert (server out of reach) stays until Ok is pressed', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'conductor@example.com', { at: '/en/auth/profile' });
    const app = page.locator('choir-app');
    // Wait until the page has settled (purchases loaded) so typing is not lost to a re-render.
    // (The payments table; a pack owner's seats panel may show a second one.)
    await expect(app.getByRole('table').first()).toBeVisible();
    // Editions in the payments are named by their catalogue titles.
    await expect(app.getByRole('row', { name: /^Three German Folk Songs/ })).toBeVisible();
    await page.route('**/api/purchases/**', (route) => route.abort('connectionrefused'));
    await app.getByLabel('Code').fill('CHOIR-10003-DEMO');
    await expect(app.getByLabel('Code')).toHaveValue('CHOIR-10003-DEMO');
    await app.getByRole('button', { name: 'Redeem' }).click();
    const alert = app.getByRole('dialog', { name: 'Network error' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('A network error occurred. The connection could not be established.');
    // A minute of the page's time (far beyond the toast's 2 s) goes by and is drawn: still there.
    await page.clock.runFor(60_000);
    await painted(page);
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Ok' }).click();
    await expect(alert).toHaveCount(0);
  });
});

test.describe('lazy areas', () => {
  test('a chunk that fails to load shows an error screen with a working retry', async ({ page }) => {
    let block = true;
    await page.route(/\/dist\/(app\/)?chunks\/base-[A-Za-z0-9]+\.js$/, (route) =>
      block ? route.abort() : route.continue(),
    );
    await page.goto('/en/about');
    const app = page.locator('choir-app');
    await expect(
      app.getByRole('heading', { name: 'This part of the app could not be loaded' }),
    ).toBeVisible();
    block = false;
    await app.getByRole('button', { name: 'Try again' }).click();
    await expect(app.getByRole('heading', { level: 1 })).toHaveText('About choir coach');
  });
});

test.describe('offline worker', () => {
  // Installing the worker costs every test that allows it (playwright.config.ts): only this one does.
  test.use({ serviceWorkers: 'allow' });

  test('a second visit works with the network off', async ({ page, context }) => {
    await signIn(page, 'conductor@example.com', { at: '/en/about' });
    await workerReady(page);
    // Visit once more online so the worker controls the page and has cached what it serves.
    await page.reload();
    await expect(page.locator('choir-app').getByRole('heading', { level: 1 })).toHaveText(
      'About choir coach',
    );
    await context.setOffline(true);
    await page.reload();
    const app = page.locator('choir-app');
    await expect(app.getByRole('status').filter({ hasText: 'No connection!' })).toBeVisible();
    await expect(app.getByRole('heading', { level: 1 })).toHaveText('About choir coach');
    await context.setOffline(false);
    // It cached the app page's own bundle (every area, also those not opened yet), not the
    // per-element files the page never loads: a phone's first visit downloads one bundle, not two.
    const cached = await page.evaluate(async () => {
      const shell = (await caches.keys()).find((name) => name.startsWith('choir-shell-'))!;
      return (await (await caches.open(shell)).keys()).map((request) => new URL(request.url).pathname);
    });
    expect(cached.filter((path) => /^\/dist\/app\/chunks\/player-[0-9a-f]+\.js$/.test(path))).toHaveLength(1);
    expect(cached.filter((path) => path.startsWith('/dist/chunks/'))).toEqual([]);
  });
});

test.describe('keyboard', () => {
  test('the skip link comes first and moves focus to the content; dialogs open and close by keyboard', async ({
    page,
  }) => {
    await signIn(page, 'conductor@example.com', { at: '/en/about' });
    await expect(page.locator('choir-app').getByRole('heading', { level: 1 })).toHaveText(
      'About choir coach',
    );
    await page.keyboard.press('Tab');
    const focused = () =>
      page.evaluate(() => {
        let element = document.activeElement;
        while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
        return { tag: element?.tagName.toLowerCase(), text: element?.textContent?.trim().slice(0, 40) };
      });
    expect(await focused()).toEqual({ tag: 'button', text: 'Skip to content' });
    await page.keyboard.press('Enter');
    expect((await focused()).tag).toBe('main');
    // The user menu and the options dialog by keyboard alone.
    const app = page.locator('choir-app');
    await app.getByRole('button', { name: /User menu/ }).focus();
    await page.keyboard.press('Enter');
    await app.getByRole('button', { name: 'Options' }).focus();
    await page.keyboard.press('Enter');
    const dialog = app.getByRole('dialog', { name: 'Options' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});
