import { expect, test } from '@playwright/test';
import { signIn } from '../support/common';

/**
 * The first view reserves the space of what is loading: opening the signed-in start page, nothing
 * already on screen moves when content arrives (layout shift <= 0.05, issue 15 point 6).
 */
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`signed-in start page at ${viewport.width}x${viewport.height}: layout shift at most 0.05`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'conductor@example.com');
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) shifts.total += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/en/start');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Topics and purchases arrive after the heading; give them time to land.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const total = await page.evaluate(
      () => (window as unknown as { shifts: { total: number } }).shifts.total,
    );
    expect(total).toBeLessThanOrEqual(0.05);
  });
}
