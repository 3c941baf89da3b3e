import { expect, test } from '@playwright/test';
import { signIn } from './learning-support';

test.describe('access to learning elements', () => {
  test('new@example.com gets "Ups!" with the webshop button, and only the free preview', async ({ page }) => {
    await signIn(page, 'new@example.com', { locale: 'en' });
    for (const path of ['/en/learnElement/0/1/12', '/en/learnElement/0/1/14', '/en/learnElement/2/23/233']) {
      await page.goto(path);
      const notice = page.locator('[part~="no-access"]');
      await expect(notice.getByRole('heading', { name: 'Ups!' })).toBeVisible();
      await expect(notice).toContainText(
        'You do not have access to this topic. Buy a licence in our webshop to continue learning.',
      );
      // localhost: the staging shop (SPEC §7).
      await expect(notice.getByRole('link', { name: 'To the webshop' })).toHaveAttribute(
        'href',
        /^https:\/\/staging\.shop\.choir-coach\.example\//,
      );
      await expect(page.locator('.plyr, [part~="content"], [part~="musical-example"]')).toHaveCount(0);
    }
    await page.goto('/en/learnElement/0/1/11');
    await expect(page.getByRole('heading', { level: 1, name: 'Your body is your instrument' })).toBeVisible();
    await expect(page.locator('[part~="content"]')).toBeVisible();
    await expect(page.locator('[part~="no-access"]')).toHaveCount(0);
    // The server agrees: no video sources for a locked element.
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const denied = await page.request.get('/api/topics/14/videoSrc?language=en', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(denied.status()).toBe(403);
  });

  test('the German notice for a signed-out visitor offers sign-in too', async ({ page }) => {
    await page.goto('/de/learnElement/1/11/111');
    const notice = page.locator('[part~="no-access"]');
    await expect(notice.getByRole('heading', { name: 'Ups!' })).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Zum Webshop' })).toBeVisible();
    await notice.getByRole('link', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/de\/auth\/login\?redirect=%2Fde%2FlearnElement%2F1%2F11%2F111$/);
  });

  test('a musical example plays for a licensed user', async ({ page }) => {
    await signIn(page, 'conductor@example.com', { locale: 'en', redirect: '/en/learnElement/2/23/233' });
    const example = page.locator('[part~="musical-example"]');
    await expect(example.locator('[part~="score"] svg g.measure').first()).toBeAttached();
    await example.getByRole('button', { name: 'Play' }).click();
    await expect(example.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(example).toContainText(/Bar [1-4]/, { timeout: 10_000 });
    await expect(example.locator('g.measure.choir-current')).toHaveCount(1);
    await example.getByRole('button', { name: 'Pause' }).click();
  });
});
