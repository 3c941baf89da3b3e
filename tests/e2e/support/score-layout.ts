/** The device's score layout for the end-to-end tests (core/player/score-layout-settings.ts). */
import type { Page } from '@playwright/test';
import type { ScoreLayoutSettings } from '../../../src/core/player/score-layout-settings';
import { STORAGE_KEYS } from '../../../src/core/store/persistence';

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
