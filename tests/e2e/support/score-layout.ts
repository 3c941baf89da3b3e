/** The device's score layout for the end-to-end tests (core/player/score-layout-settings.ts). */
import { expect, type Page } from '@playwright/test';
import type { ScoreLayoutSettings } from '../../../src/core/player/score-layout-settings';
import { STORAGE_KEYS } from '../../../src/core/store/persistence';
import { app } from './works';

/**
 * Chooses the printed pages or a screen layout (and its staff size) on this device, as the toolbar's
 * button and + / − would; call it on a page of the app's origin, before the player opens. The specs
 * written for the printed pages' numbers choose them.
 */
export async function chooseLayout(page: Page, settings: Partial<ScoreLayoutSettings>) {
  await page.evaluate(
    ([key, patch]) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}');
      localStorage.setItem(key, JSON.stringify({ ...stored, ...patch }));
    },
    [STORAGE_KEYS.scoreLayout, settings] as const,
  );
}

const score = (page: Page) => app(page).locator('[part="score"]');

/** The score shows a screen layout, its first page drawn. */
export async function showsScreenLayout(page: Page) {
  await expect(score(page)).toHaveAttribute('data-layout', 'screen');
  await expect(app(page).locator('[part="page"] svg').first()).toBeVisible();
}

/** What does not fit: a page wider than the score, a system outside its page, the score scrolling sideways. */
export function cutSystems(page: Page) {
  return score(page).evaluate((stage) => {
    const problems: string[] = [];
    if (stage.scrollWidth > stage.clientWidth + 1) problems.push('the score scrolls sideways');
    for (const sheet of stage.querySelectorAll<HTMLElement>('[part="page"]')) {
      const box = sheet.getBoundingClientRect();
      for (const system of sheet.querySelectorAll('g.system')) {
        const drawn = system.getBoundingClientRect();
        // Verovio's brace and lyrics stay within the page margins: a pixel of rounding is allowed.
        if (drawn.left < box.left - 1 || drawn.right > box.right + 1 || drawn.bottom > box.bottom + 1)
          problems.push(
            `page ${sheet.dataset.page}: a system outside ${Math.round(box.width)}×${Math.round(box.height)}`,
          );
      }
    }
    return problems;
  });
}

/** The sounding bar's highlight lies within the score's box on the screen. */
export async function barInView(page: Page) {
  const stage = (await score(page).boundingBox())!;
  const bar = await app(page).locator('[part="page"] rect.choir-bar-box').boundingBox();
  return (
    bar !== null &&
    bar.y >= stage.y - 1 &&
    bar.y + Math.min(bar.height, 40) <= stage.y + stage.height + 1 &&
    bar.x >= stage.x - 1 &&
    bar.x + bar.width <= stage.x + stage.width + 1
  );
}
