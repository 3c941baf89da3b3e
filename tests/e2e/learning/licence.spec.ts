import { expect, test } from '@playwright/test';
import { signIn } from '../support/learning';

test('the licence-expired dialog shows at most once per 2 hours since it was closed', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'expired@example.com', { locale: 'de' });
  const dialog = page.getByRole('dialog', { name: 'Lizenz abgelaufen' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Lizenz erneuern' })).toHaveAttribute(
    'href',
    /^https:\/\/staging\.shop\.choir-coach\.example\//,
  );
  await dialog
    .getByRole('button', { name: /Schließen|Close|×/ })
    .first()
    .click();
  await expect(dialog).toBeHidden();

  // Purchases are refetched on window focus (at most every 60 s); the licence is checked again.
  const focus = () => page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const purchasesLoaded = () => page.waitForResponse((r) => r.url().includes('/api/purchases'));

  await page.clock.fastForward('01:00:00');
  let loaded = purchasesLoaded();
  await focus();
  await loaded;
  await page.clock.fastForward(500);
  await expect(dialog).toBeHidden();

  await page.clock.fastForward('00:59:00');
  loaded = purchasesLoaded();
  await focus();
  await loaded;
  await expect(dialog).toBeHidden();

  await page.clock.fastForward('00:01:30');
  loaded = purchasesLoaded();
  await focus();
  await loaded;
  await expect(dialog).toBeVisible();
});

for (const [locale, title] of [
  ['de', 'Lizenz abgelaufen'],
  ['en', 'Licence expired'],
] as const) {
  test(`a closed licence-expired dialog stays closed after a reload, and shows 2 hours later (${locale})`, async ({
    page,
  }) => {
    await signIn(page, 'expired@example.com', { locale });
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const purchasesLoaded = () => page.waitForResponse((r) => r.url().includes('/api/purchases'));
    let loaded = purchasesLoaded();
    await page.reload();
    await loaded;
    await page.waitForTimeout(500);
    await expect(dialog).toBeHidden();

    // Two hours later (the stored dismissal moved back), the next page load shows it again.
    await page.evaluate(() => {
      const key = 'choir.licenceWarningDismissed';
      const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { userId: string; at: number };
      localStorage.setItem(key, JSON.stringify({ ...stored, at: stored.at - 7_200_000 }));
    });
    loaded = purchasesLoaded();
    await page.reload();
    await loaded;
    await expect(dialog).toBeVisible();
  });
}
