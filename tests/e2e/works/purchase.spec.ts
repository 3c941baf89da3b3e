import { expect, type Page, test } from '@playwright/test';
import {
  app,
  audioState,
  axeViolations,
  card,
  closeLicenceDialog,
  openWorks,
  signIn,
  waitForPlayback,
} from '../support/works';

const NEWBIE = 'new@example.com';

/** The catalogue entry of the chorale as the signed-in user's app gets it (`availableAt` while it waits). */
function catalogueItem(page: Page) {
  return page.evaluate(async () => {
    const token = localStorage.getItem('access_token');
    const response = await fetch('/api/catalogue/10001', { headers: { authorization: `Bearer ${token}` } });
    return (await response.json()) as { availableAt?: string };
  });
}

test.describe('buying and previews', () => {
  test('the preview shows that a purchase is required, and plays', async ({ page }) => {
    await signIn(page, NEWBIE);
    await closeLicenceDialog(page);
    await openWorks(page);
    const lorelei = card(page, '10003');
    await expect(lorelei.getByText('Offer')).toBeVisible();
    await expect(lorelei.getByText('8,90 €')).toBeVisible();
    await expect(card(page, '10002').getByText('On sale')).toBeVisible();
    await expect(card(page, '10002').getByText('12,50 €')).toBeVisible();
    await expect(card(page, '10004').getByText('Preview only')).toBeVisible();
    await expect(
      lorelei.getByRole('link', { name: 'Purchase “The Lorelei” in the webshop' }),
    ).toHaveAttribute('href', /\/catalog\/product\/10003$/);

    await lorelei.getByRole('button', { name: 'Open preview' }).click();
    await expect(page).toHaveURL(/\/en\/player\/10003$/);
    const hint = app(page).locator('[part="preview-hint"]');
    await expect(hint).toContainText('This is a preview');
    await expect(hint).toContainText('A purchase is required for the whole edition.');
    await expect(hint.getByRole('link', { name: 'Purchase' })).toHaveAttribute(
      'href',
      /\/catalog\/product\/10003$/,
    );
    await expect(app(page).getByRole('button', { name: /^Page 1 \/ 1/ })).toBeVisible();
    await app(page).getByRole('button', { name: 'Play' }).click();
    await waitForPlayback(page, 1);
    // The preview has the mixer too: its preview-length voices apart.
    expect((await audioState(page)).src).toContain(
      '/api/files/editions/10003/1.0.0/preview/audio/part0-voices.m4a',
    );
    await expect(app(page).getByRole('button', { name: 'Mixer' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('buy by unlock code: "not yet available", then success', async ({ page }) => {
    await signIn(page, NEWBIE);
    await closeLicenceDialog(page);
    await openWorks(page);
    const chorale = card(page, '10001');
    await chorale.getByRole('button', { name: 'I have a code' }).click();
    const redeem = app(page).getByRole('dialog', { name: 'Redeem an unlock code' });
    await redeem.getByLabel('Unlock code').fill('WRONG-CODE');
    await redeem.getByRole('button', { name: 'Redeem' }).click();
    await expect(redeem.getByRole('status')).toHaveText(
      'This code is unknown, already used or not meant for this edition.',
    );
    await expect(redeem.getByLabel('Unlock code')).toHaveAttribute('aria-invalid', 'true');
    await redeem.getByLabel('Unlock code').fill('CHOIR-10001-DEMO');
    await redeem.getByRole('button', { name: 'Redeem' }).click();
    await expect(redeem).toBeHidden();
    await expect(app(page).getByText('“Now Thank We All Our God” is now among your works.')).toBeVisible();
    await expect(chorale.getByText('Purchased')).toBeVisible();

    // Just purchased: the edition is being prepared.
    const waiting = chorale.getByText(/Thank you for your purchase! The edition is being prepared/);
    await expect(waiting).toBeVisible();
    const item = await catalogueItem(page);
    const waitMs = Date.parse(item.availableAt ?? '') - Date.now();
    test.skip(
      waitMs > 60_000,
      'The e2e server opens purchases after more than a minute: run it with PURCHASE_AVAILABILITY_DELAY_SECONDS=5.',
    );

    // Opening it now plays the full edition at once: only the download waits.
    await chorale.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(app(page).getByRole('button', { name: 'Play' })).toBeVisible();
    await expect(app(page).locator('[part="preview-hint"]')).toHaveCount(0);
    await expect(app(page).getByRole('button', { name: /^Page 1 \/ 2/ })).toBeVisible();

    // Back in My works the download shows the wait with "Try again", then opens.
    await app(page).getByRole('link', { name: 'My works' }).first().click();
    await expect(waiting).toBeVisible();
    await expect(chorale.getByRole('button', { name: 'Download' })).toHaveCount(0);
    // The server opens the edition on its own clock: ask it until it no longer names a wait.
    await expect
      .poll(() => catalogueItem(page).then((item) => item.availableAt), { timeout: waitMs + 10_000 })
      .toBeUndefined();
    await chorale.getByRole('button', { name: 'Try again' }).click();
    await expect(waiting).toBeHidden();
    await chorale.getByRole('button', { name: 'Download' }).click();
    await expect(chorale.getByText(/^Downloaded · version 1\.1\.0/)).toBeVisible({ timeout: 20_000 });
  });
});
