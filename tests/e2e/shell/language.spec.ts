import { expect, type Page, test } from '@playwright/test';

/**
 * The language before and after sign-in (issue 19): the sign-in page has a DE/EN/FR switch whose
 * choice is kept (stored setting, route locale), and the header shows the language in use, French
 * included (French pages live under the `en` route locale).
 */
const pressed = (page: Page, name: string) =>
  expect(page.locator('choir-app').getByRole('button', { name, exact: true }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );

// One account each: the EN pressed at the end is stored with the account.
for (const [size, viewport, email, name] of [
  ['desktop', { width: 1280, height: 800 }, 'new@example.com', 'Noah'],
  ['phone', { width: 390, height: 844 }, 'expiring@example.com', 'Erik'],
] as const) {
  test(`${size}: switch to French before signing in; it is kept and shown as FR`, async ({ page }) => {
    // Another device left the account in English: the language picked here wins all the same.
    const signedIn = await page.request.post('/api/auth/login', { data: { email, password: 'choir-2026' } });
    const { token } = (await signedIn.json()) as { token: string };
    const stored = await page.request.patch('/api/auth/usersettings?app=choir-coach', {
      headers: { authorization: `Bearer ${token}` },
      data: { language: 'en' },
    });
    expect(stored.ok()).toBe(true);
    await page.setViewportSize(viewport);
    await page.goto('/de/auth/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen bei choir coach');
    await pressed(page, 'DE');
    // The whole sign-in card is on the screen.
    const card = (await page.getByRole('button', { name: 'Anmelden', exact: true }).boundingBox())!;
    expect(card.y + card.height).toBeLessThanOrEqual(viewport.height);

    await page.getByRole('button', { name: 'FR', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue sur choir coach');
    await expect(page).toHaveURL(/\/en\/auth\/login$/);
    await pressed(page, 'FR');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue sur choir coach');

    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('choir-2026');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/start$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      new RegExp(`^(Bienvenue|Bon retour), ${name} !$`),
    );
    if (size === 'phone')
      await page.locator('choir-app').getByRole('button', { name: 'Ouvrir le menu' }).click();
    await pressed(page, 'FR');
    expect(
      await page
        .locator('choir-app')
        .getByRole('button', { name: 'EN', exact: true })
        .first()
        .getAttribute('aria-pressed'),
    ).toBe('false');

    // Back to English from the header.
    await page.locator('choir-app').getByRole('button', { name: 'EN', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      new RegExp(`^Welcome( back)?, ${name}!$`),
    );
  });
}
