import { expect, test } from '@playwright/test';
import { signIn } from './support';

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
