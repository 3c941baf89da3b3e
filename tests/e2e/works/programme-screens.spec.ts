import { expect, test } from '@playwright/test';
import { keepShot } from '../support/common';
import { contrastViolations, schemeDrawn } from '../support/dark';
import { putProgramme } from '../support/programmes';
import { app, openWorks, signIn } from '../support/works';

/**
 * The programmes section at a desktop, a tablet and a phone width, light and dark: nothing wider
 * than the screen, no text missing axe's contrast rule. `E2E_SCREENSHOTS=1` keeps a picture of each
 * (under .tmp/shots/programmes/) to look at.
 */
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 820, height: 1180 },
  { width: 390, height: 844 },
] as const;

test('the programmes section fits and reads at every width, light and dark', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'conductor@example.com', { at: '/favicon.svg' });
  const name = `Advent concert with a rather long name ${Date.now()}`;
  await putProgramme(page, name, [
    { id: 'a', editionId: '10001' },
    { id: 'b', editionId: '10002', part: 2 },
    { id: 'c', editionId: '10003' },
  ]);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await openWorks(page);
      await schemeDrawn(page, scheme);
      const section = app(page).locator('[part="programmes"]');
      await section
        .locator('li[data-programme]', { hasText: name })
        .getByRole('button', { name: 'Edit' })
        .click();
      await expect(section.locator('section[data-programme]')).toContainText('Preview only');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${scheme} ${size.width}`).toBeLessThanOrEqual(0);
      expect(await contrastViolations(page), `${scheme} ${size.width}`).toEqual([]);
      await keepShot(section, { path: `.tmp/shots/programmes/${scheme}-${size.width}.png` });
    }
  }
});
