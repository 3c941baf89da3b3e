import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/common';

/**
 * The first view reserves the space of what is loading: opening a signed-in page, nothing already on
 * screen moves when content arrives (layout shift <= 0.05, issue 15 point 6).
 */
async function layoutShiftOpening(page: Page, path: string, heading: RegExp): Promise<number> {
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
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // What loads after the heading (topics, purchases, a video's links) gets time to land.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  return page.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`signed-in start page at ${viewport.width}x${viewport.height}: layout shift at most 0.05`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'conductor@example.com');
    expect(await layoutShiftOpening(page, '/en/start', /./)).toBeLessThanOrEqual(0.05);
  });
}

test('a video lesson on a phone: the practice tools stand before the video arrives', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'conductor@example.com');
  // The video's links come late, as on a slow network: the text below must not be pushed down then.
  await page.route('**/api/topics/*/videoSrc*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  expect(await layoutShiftOpening(page, '/en/learnElement/0/1/14', /quiet torso/i)).toBeLessThanOrEqual(0.05);
});
