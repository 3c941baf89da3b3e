import { expect, test } from '@playwright/test';
import { signIn } from '../support/common';

test.describe('the profile licence card', () => {
  for (const [locale, title, none, expired, buy] of [
    ['en', 'Licence', 'No licence', 'Expired', 'Buy a licence'],
    ['de', 'Lizenz', 'Keine Lizenz', 'Abgelaufen', 'Lizenz kaufen'],
  ] as const) {
    test(`a never-licensed account sees "${none}" and the way to buy one, not "${expired}" (${locale})`, async ({
      page,
    }) => {
      await signIn(page, 'new@example.com', { at: `/${locale}/auth/profile` });
      const card = page.locator('choir-app').locator('section, article').filter({ hasText: title }).first();
      await expect(card).toContainText(none);
      await expect(card).not.toContainText(expired);
      await expect(card.getByRole('link', { name: buy })).toBeVisible();
    });
  }

  test('an expired licence still says "Expired"', async ({ page }) => {
    await signIn(page, 'expired@example.com', { at: '/en/auth/profile' });
    await expect(page.locator('choir-app').getByText('Expired', { exact: true })).toBeVisible();
  });
});
