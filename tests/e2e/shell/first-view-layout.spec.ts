import { expect, type Page, test } from '@playwright/test';
import { painted, signIn } from '../support/common';
import { onDeep } from '../support/learning';

/**
 * The first view reserves the space of what is loading: opening a signed-in page, nothing already on
 * screen moves when content arrives (layout shift <= 0.05, issue 15 point 6).
 */
async function layoutShiftOpening(
  page: Page,
  path: string,
  heading: RegExp,
  landed: (page: Page) => Promise<void>,
): Promise<number> {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
    let total = 0;
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[]) if (!entry.hadRecentInput) total += entry.value;
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // Shifts not yet handed to the observer's callback count too.
    (window as unknown as { shiftTotal: () => number }).shiftTotal = () => {
      add(observer.takeRecords());
      return total;
    };
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // What loads after the heading (topics, purchases, a video's links) lands, and is painted.
  await page.waitForLoadState('networkidle');
  await landed(page);
  await painted(page);
  return page.evaluate(() => (window as unknown as { shiftTotal: () => number }).shiftTotal());
}

/** The start page has its course: the section that comes with it is there. */
const courseShown = (page: Page) =>
  expect(page.getByRole('heading', { level: 2, name: 'Learning elements and tools' })).toBeVisible();

/** The lesson video knows its size (the last thing that could move the page). */
const videoSized = (page: Page) =>
  expect
    .poll(() => onDeep<number>(page, 'video', 'return element.readyState;'), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`signed-in start page at ${viewport.width}x${viewport.height}: layout shift at most 0.05`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'conductor@example.com');
    expect(await layoutShiftOpening(page, '/en/start', /./, courseShown)).toBeLessThanOrEqual(0.05);
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
  expect(
    await layoutShiftOpening(page, '/en/learnElement/0/1/14', /quiet torso/i, videoSized),
  ).toBeLessThanOrEqual(0.05);
});
