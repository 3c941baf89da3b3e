import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { at, drawWithPen, EDITION, openPalette, ownMarks, storedMarkings } from '../support/markings';
import { chooseLayout } from '../support/score-layout';
import { app, signIn } from '../support/works';

/**
 * Issue 39, stylus only: a pen draws, and the browser must never take the pen's stroke for a scroll
 * (so the score leaves no touch gesture to the browser while a drawing tool is in hand); fingers
 * still scroll the score and turn its pages.
 */

const score = (page: Page) => app(page).locator('[part="score"]');

/** A finger's drag by CDP touch events (real touches: the browser's touch-action applies). */
async function fingerDrag(
  page: Page,
  context: BrowserContext,
  from: { x: number; y: number },
  dx: number,
  dy: number,
) {
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  await touch('touchStart', [from]);
  for (let i = 1; i <= 8; i++)
    await touch('touchMove', [{ x: from.x + (dx * i) / 8, y: from.y + (dy * i) / 8 }]);
  await touch('touchEnd', []);
  await cdp.detach();
}

test('stylus only: the pen draws with no touch gesture left to the browser; fingers scroll and turn', async ({
  browser,
}) => {
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 820, height: 1180 } });
  const page = await context.newPage();
  // The printed pages: taller than the stage, so that a finger has something to scroll.
  await signIn(page, 'conductor@example.com');
  await chooseLayout(page, { layout: 'printed' });
  await page.goto(`/en/player/${EDITION}`);
  await expect(app(page).locator('[part="page"] svg').first()).toBeVisible();
  expect(await score(page).evaluate((el) => el.scrollHeight > el.clientHeight + 150)).toBe(true);
  await openPalette(page);
  await app(page).locator('[data-marking-tool="pen"]').click();
  await app(page).getByLabel('Stylus only').check();
  const before = await ownMarks(page).count();
  const stored = (await storedMarkings(page)).length;

  // The browser decides at a pointer's down whether it pans: with a pen in hand it must not.
  await expect(score(page)).toHaveCSS('touch-action', 'none');

  // A finger's upward drag scrolls the score and draws nothing.
  const top = await score(page).evaluate((el) => el.scrollTop);
  await fingerDrag(page, context, await at(page, 0.5, 0.5), 0, -200);
  await expect.poll(() => score(page).evaluate((el) => el.scrollTop)).toBeGreaterThan(top + 100);
  await expect(ownMarks(page)).toHaveCount(before);

  // A pen draws.
  await drawWithPen(page, [0.3, 0.6], [0.5, 0.62]);
  await expect(ownMarks(page)).toHaveCount(before + 1);

  // A finger's sideways swipe turns the page and draws nothing.
  const shown = await score(page).getAttribute('data-shown');
  const box = (await score(page).boundingBox())!;
  await fingerDrag(
    page,
    context,
    { x: box.x + box.width * 0.8, y: box.y + box.height * 0.5 },
    -box.width * 0.5,
    0,
  );
  await expect(score(page)).not.toHaveAttribute('data-shown', shown!);
  // Nothing but the pen's stroke was drawn (the turned page shows the next page's markings).
  await expect.poll(() => storedMarkings(page).then((ids) => ids.length)).toBe(stored + 1);
  await context.close();
});
