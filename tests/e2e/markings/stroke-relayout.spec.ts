import { expect, test } from '@playwright/test';
import { at, openPalette, openPlayer, ownMarks, sendPen } from '../support/markings';
import { app } from '../support/works';

/**
 * Issue 39, nothing lost: the screen layout is fetched anew when the score's box changes (the
 * palette opening, a rotation). A stroke under way when the new pages arrive is kept.
 */
test('a stroke under way when the score is laid out anew is kept, not dropped', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPlayer(page);
  await openPalette(page);
  const before = await ownMarks(page).count();
  await app(page).locator('[data-marking-tool="pen"]').click();

  const start = await at(page, 0.3, 0.3);
  await sendPen(page, 'pointerdown', start, 0.3);
  for (let i = 1; i <= 4; i++)
    await sendPen(page, 'pointermove', { x: start.x + 20 * i, y: start.y + 2 * i });
  // The pages shown now, and a new size: the next layout replaces them.
  await app(page)
    .locator('[part="page"] svg')
    .first()
    .evaluate((svg) => svg.setAttribute('data-before', ''));
  await page.setViewportSize({ width: 1180, height: 820 });
  await expect(app(page).locator('[part="page"] svg[data-before]')).toHaveCount(0);
  await sendPen(page, 'pointerup', { x: start.x + 100, y: start.y + 10 }, 0);

  await expect(ownMarks(page)).toHaveCount(before + 1);
});
