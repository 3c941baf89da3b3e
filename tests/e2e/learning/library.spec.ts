import { expect, test } from '@playwright/test';
import { serverProgress, signIn } from '../support/learning';

test('library: save lessons, see them after a reload and in another browser, remove them', async ({
  page,
  browser,
}) => {
  // Two browsers and a dozen page loads: more than the default 30 s when both workers load the machine.
  test.setTimeout(60_000);
  await signIn(page, 'conductor@example.com', { locale: 'de', redirect: '/de/auth/library' });
  await expect(page.locator('[part~="empty"]')).toContainText(
    'Sie haben noch nichts zu Ihrer Sammlung hinzugefügt.',
  );
  await page.locator('[part~="empty"]').getByRole('link', { name: 'Zur Themenauswahl' }).click();
  await expect(page).toHaveURL(/\/de\/topic$/);

  for (const path of ['/de/learnElement/2/23/231', '/de/learnElement/2/23/232']) {
    await page.goto(path);
    const toggle = page.getByRole('button', { name: 'In meiner Sammlung speichern' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Gespeichert' })).toHaveAttribute('aria-pressed', 'true');
  }
  await expect.poll(async () => (await serverProgress(page, 0)).library).toEqual([231, 232]);

  await page.goto('/de/auth/library');
  const cards = page.locator('[part~="list"] [data-element-id]');
  await expect(cards).toHaveCount(2);
  // Newest first.
  await expect(cards.first()).toContainText('Vierer im ruhigen Tempo');
  await expect(cards.nth(1)).toContainText('Der Vierertakt');
  await page.reload();
  await expect(cards).toHaveCount(2);

  // Another browser signs in and finds the same library (server round trip).
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, 'conductor@example.com', { locale: 'de', redirect: '/de/auth/library' });
  await expect(second.locator('[part~="list"] [data-element-id]')).toHaveCount(2);
  await other.close();

  await page.getByRole('button', { name: '„Der Vierertakt“ aus meiner Sammlung entfernen' }).click();
  await expect(cards).toHaveCount(1);
  await page.getByRole('button', { name: /aus meiner Sammlung entfernen/ }).click();
  await expect(page.locator('[part~="empty"]')).toBeVisible();
  await expect.poll(async () => (await serverProgress(page, 0)).library).toEqual([]);
});
