import { expect, type Page, test } from '@playwright/test';
import { openAtFirstPage, pageIndicator } from '../support/page-turns';
import { app, audioState } from '../support/works';

/** Issue 36: on a touch screen a swipe, or a tap on the outer third of the score, turns pages. */

test.use({ hasTouch: true });

const scoreBox = async (page: Page) => (await app(page).locator('[part="score"]').boundingBox())!;

/** A finger moving sideways across the score, as the touch screen reports it. */
async function swipe(page: Page, fromX: number, toX: number, y: number) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
    });
  await touch('touchStart', fromX);
  for (let step = 1; step <= 5; step++) await touch('touchMove', fromX + ((toX - fromX) * step) / 5);
  await touch('touchEnd', toX);
  await cdp.detach();
}

test('a tap on the right third turns forwards, on the left third back; on the middle third it clicks', async ({
  page,
}) => {
  const player = await openAtFirstPage(page, { width: 820, height: 1180 });
  const box = await scoreBox(page);
  const y = box.y + box.height * 0.3;
  const scrollTop = () => player.locator('[part="score"]').evaluate((score) => score.scrollTop);
  // Like a pedal: the page is taller than the score's box, so the first tap shows its end.
  await page.touchscreen.tap(box.x + box.width * 0.9, y);
  await expect.poll(scrollTop).toBeGreaterThan(0);
  await expect(pageIndicator(page)).toHaveText('1 / 2');
  await page.touchscreen.tap(box.x + box.width * 0.9, y);
  await expect(pageIndicator(page)).toHaveText('2 / 2');
  await page.touchscreen.tap(box.x + box.width * 0.1, y);
  await expect(pageIndicator(page)).toHaveText('1 / 2');
  // Back at page 1's end; once more up to its top, where the bars below are picked.
  await page.touchscreen.tap(box.x + box.width * 0.1, y);
  await expect.poll(scrollTop).toBeLessThan(50);
  const { currentTime, paused } = await audioState(page);
  expect({ currentTime, paused }).toEqual({ currentTime: 0, paused: true });

  // A tap on the middle third is a click: on a bar, the recording goes there. A sung syllable (a
  // finger hits what is drawn) of a bar in the middle third, past the first bar:
  const bar = await player.locator('[part="score"] g.measure').evaluateAll(
    (measures, { left, width }) => {
      for (const measure of measures.slice(1)) {
        const rect = measure.querySelector('text')?.getBoundingClientRect();
        const x = rect ? rect.left + rect.width / 2 : 0;
        if (rect && x > left + width * 0.4 && x < left + width * 0.6)
          return { x, y: rect.top + rect.height / 2, id: measure.id };
      }
      return null;
    },
    { left: box.x, width: box.width },
  );
  expect(bar).not.toBeNull();
  await page.touchscreen.tap(bar!.x, bar!.y);
  await expect(player.locator('[part="score"]')).not.toHaveAttribute('data-bar-index', '0');
  await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(1);
  await expect(pageIndicator(page)).toHaveText('1 / 2');
});

test('a swipe to the left turns forwards, to the right back', async ({ page }) => {
  await openAtFirstPage(page, { width: 820, height: 1180 });
  const box = await scoreBox(page);
  const y = box.y + box.height * 0.5;
  await swipe(page, box.x + box.width * 0.7, box.x + box.width * 0.3, y);
  await expect(pageIndicator(page)).toHaveText('2 / 2');
  await swipe(page, box.x + box.width * 0.3, box.x + box.width * 0.7, y);
  await expect(pageIndicator(page)).toHaveText('1 / 2');
  expect((await audioState(page)).currentTime).toBe(0);
});
