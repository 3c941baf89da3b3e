import { expect, type Page, test } from '@playwright/test';
import { STORAGE_KEYS } from '../../../src/core/store/persistence';
import { painted } from '../support/common';
import { signIn } from '../support/learning';

/**
 * Runs `load` (a reload, a window focus) and waits until the app has taken in the purchases it
 * fetched: it keeps them in storage then, right where it checks the licence. Started without kept
 * ones, their return is the moment after which the licence dialog would have shown.
 */
async function purchasesTakenIn(page: Page, load: () => Promise<unknown>) {
  const kept = () => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.purchases);
  await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.purchases);
  await load();
  await expect.poll(kept).not.toBeNull();
  await painted(page);
}

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

  await page.clock.fastForward('01:00:00');
  await purchasesTakenIn(page, focus);
  await expect(dialog).toBeHidden();

  await page.clock.fastForward('00:59:00');
  await purchasesTakenIn(page, focus);
  await expect(dialog).toBeHidden();

  await page.clock.fastForward('00:01:30');
  await purchasesTakenIn(page, focus);
  await expect(dialog).toBeVisible();
});

/** Issue 40: the dialog gave no date and did not say what stays available. */
test('the licence-expired dialog gives the expiry date and says what stays available', async ({ page }) => {
  await signIn(page, 'expired@example.com', { locale: 'en' });
  const dialog = page.getByRole('dialog', { name: 'Licence expired' });
  await expect(dialog).toBeVisible();
  const purchases = (await page.evaluate(async () => {
    const response = await fetch('/api/purchases?app=choir-coach', {
      headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
    });
    return response.json();
  })) as { validUntil: string }[];
  const ended = new Date(Math.max(...purchases.map((purchase) => Date.parse(purchase.validUntil))));
  const day = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(ended);
  await expect(dialog).toContainText(`ended on ${day}`);
  await expect(dialog).toContainText(
    'Your editions under “My works”, your downloads and the free preview lessons stay available',
  );
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

    await purchasesTakenIn(page, async () => {
      await page.reload();
      // Its texts are in too (the dialog waits for them).
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
    await expect(dialog).toBeHidden();

    // Two hours later (the stored dismissal moved back), the next page load shows it again.
    await page.evaluate(() => {
      const key = 'choir.licenceWarningDismissed';
      const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { userId: string; at: number };
      localStorage.setItem(key, JSON.stringify({ ...stored, at: stored.at - 7_200_000 }));
    });
    await purchasesTakenIn(page, () => page.reload());
    await expect(dialog).toBeVisible();
  });
}
