import { expect, test } from '@playwright/test';
import { keepShot, signIn } from '../support/common';

/** Issue 19.15: on a phone, a wide musical example shows that it scrolls sideways. */
test('phone: a wide example fades at its edge and says it scrolls, until the first scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'conductor@example.com', { locale: 'en', redirect: '/en/learnElement/2/23/233' });
  const example = page.locator('[part~="musical-example"]');
  const score = example.locator('[part~="score"]');
  await expect(score.locator('svg g.measure').first()).toBeAttached();
  expect(await score.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);

  const hint = example.locator('[part~="scroll-hint"]');
  await expect(hint).toHaveText('Swipe sideways for the whole score →');
  await score.scrollIntoViewIfNeeded();
  await keepShot(page, { path: '.tmp/screens/example-hint-390.png' });

  await score.evaluate((box) => box.scrollBy({ left: 200 }));
  await expect(hint).toBeHidden();
  // The fades show there is more on both sides now.
  await expect(score.locator('..')).toHaveAttribute('data-more-left', 'true');
  await expect(score.locator('..')).toHaveAttribute('data-more-right', 'true');
  await keepShot(page, { path: '.tmp/screens/example-scrolled-390.png' });
});

test('desktop: an example that fits shows no hint', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'conductor@example.com', { locale: 'en', redirect: '/en/learnElement/2/23/233' });
  const example = page.locator('[part~="musical-example"]');
  await expect(example.locator('[part~="score"] svg g.measure').first()).toBeAttached();
  await expect(example.locator('[part~="scroll-hint"]')).toHaveCount(0);
  await keepShot(page, { path: '.tmp/screens/example-1280.png' });
});
