import { expect, type Page, test } from '@playwright/test';
import { openAtFirstPage, pageIndicator } from '../support/page-turns';
import { app, audioState } from '../support/works';

/**
 * Issue 36: on an iPad held sideways a readable page is taller than the score's box. A pedal first
 * scrolls the page's lower systems into view, and turns only once its end is shown; back mirrors it.
 */

/** For each system of the page shown, top to bottom: whether all of it is inside the score's box. */
const wholeSystems = (page: Page) =>
  app(page)
    .locator('[part="score"]')
    .evaluate((score) => {
      const box = score.getBoundingClientRect();
      const bottom = box.top + score.clientHeight;
      return [...score.querySelectorAll('[part="page"] g.system')].map((system) => {
        const edges = system.getBoundingClientRect();
        return edges.top >= box.top - 1 && edges.bottom <= bottom + 1;
      });
    });

test('a pedal scrolls a page taller than the box to its lower systems before it turns', async ({ page }) => {
  await openAtFirstPage(page, { width: 1180, height: 820 });
  await expect(pageIndicator(page)).toHaveText('1 / 2');
  // Page 1 has two systems; the second is not in view.
  await expect.poll(() => wholeSystems(page)).toEqual([true, false]);

  await page.keyboard.press('PageDown');
  await expect.poll(() => wholeSystems(page)).toEqual([false, true]);
  await expect(pageIndicator(page)).toHaveText('1 / 2');
  await page.keyboard.press('PageDown');
  await expect(pageIndicator(page)).toHaveText('2 / 2');
  // The page turned to is shown from its top (awaited: a relayout after the turn may land a frame later).
  await expect
    .poll(() =>
      app(page)
        .locator('[part="score"]')
        .evaluate((score) => score.scrollTop),
    )
    .toBe(0);

  // Back: the previous page at its end (what was read before the turn), then up its systems.
  await page.keyboard.press('PageUp');
  await expect(pageIndicator(page)).toHaveText('1 / 2');
  await expect.poll(() => wholeSystems(page)).toEqual([false, true]);
  await page.keyboard.press('PageUp');
  await expect.poll(() => wholeSystems(page)).toEqual([true, false]);
  await expect(pageIndicator(page)).toHaveText('1 / 2');
  expect((await audioState(page)).currentTime).toBe(0);
});
