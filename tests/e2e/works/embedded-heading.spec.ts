import { expect, test } from '@playwright/test';
import { DEMO_PORT } from '../../../playwright.config';

/**
 * `<choir-works>` signed out on the webshop demo page (issue 19): a neutral sign-in prompt (not in
 * the shop's brand red, which reads as an error) and, with `no-heading`, no second "My works" heading.
 */
for (const [size, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`${size}: signed out, the embedded works list prompts neutrally under the host's own heading`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`http://localhost:${DEMO_PORT}/webshop.html`);
    const works = page.locator('choir-works');
    const prompt = works.getByText('Melden Sie sich an, um Ihre Ausgaben zu sehen.');
    await expect(prompt).toBeVisible();
    await expect(works.locator('[part~="edition"]').first()).toBeVisible();
    // The host's "Meine Werke" is the only one.
    await expect(page.getByRole('heading', { name: 'Meine Werke' })).toHaveCount(1);
    await expect(works.getByRole('heading', { level: 1 })).toHaveCount(0);
    // The text colour on white (--choir-color-text, --choir-color-surface), not the brand's tint.
    const colours = await prompt.evaluate((span) => {
      const box = span.parentElement!.parentElement!;
      return { text: getComputedStyle(box).color, background: getComputedStyle(box).backgroundColor };
    });
    expect(colours).toEqual({ text: 'rgb(15, 23, 42)', background: 'rgb(255, 255, 255)' });
  });
}
