import { expect, test } from '@playwright/test';
import { signIn } from '../support/common';

/** The learning element's drawer (issue 19): its button says what it opens; the module's lessons come first. */
for (const [size, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`${size}: "Lessons and menu" lists the current module's lessons first`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'conductor@example.com', { redirect: '/en/learnElement/0/1/12' });
    await page.getByRole('button', { name: 'Lessons and menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Lessons and menu' });
    await expect(drawer).toBeVisible();
    // The module's heading and lessons before the general menu.
    await expect(drawer.getByRole('heading', { level: 2 }).first()).toHaveText('Stance and posture');
    const lessons = drawer.getByRole('navigation', { name: 'Lessons of this module' }).getByRole('button');
    await expect(lessons).toHaveCount(4);
    await expect(lessons.nth(1)).toHaveAttribute('aria-current', 'page');
    expect(
      await drawer.locator('nav').evaluateAll((navs) => navs.map((nav) => nav.getAttribute('aria-label'))),
    ).toEqual(['Lessons of this module', 'Menu']);
    await lessons.nth(3).click();
    await expect(page).toHaveURL(/\/en\/learnElement\/0\/1\/14$/);
    await expect(drawer).toBeHidden();
  });
}

test('phone: the start page has no back arrow to itself; a topic page leads back to start', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'conductor@example.com');
  await expect(page).toHaveURL(/\/en\/start$/);
  const nav = page.locator('choir-app [part="nav"]');
  await expect(nav.locator('a[href$="/en/start"]')).toHaveCount(1);
  await page.goto('/en/topic/1');
  await expect(nav.locator('a[href$="/en/start"]')).toHaveCount(2);
});
