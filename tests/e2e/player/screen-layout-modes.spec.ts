import { expect, type Page, test } from '@playwright/test';
import { keepShot } from '../support/common';
import { schemeDrawn } from '../support/dark';
import { expectHalfTurn, openAtFirstPage, pageIndicator } from '../support/page-turns';
import { barInView, chooseLayout, cutSystems } from '../support/score-layout';
import { app, audioState } from '../support/works';

/**
 * Issue 38: what the player does on the printed pages it does on the screen layout too: half-page
 * turns cut between systems, swipes and taps, stage mode (the music laid out again for its larger
 * box) and the night score.
 */

const score = (page: Page) => app(page).locator('[part="score"]');
const TABLET = { width: 1180, height: 820 };
const PORTRAIT = { width: 820, height: 1180 };

/** The number of pages of the open edition, from the indicator ("1 / 4"). */
async function pageCount(page: Page) {
  await expect(pageIndicator(page)).toHaveText(/^1 \/ \d+$/);
  return Number((await pageIndicator(page).textContent())!.split('/')[1]);
}

/**
 * A screen page is set tightly, so a half turn finds a cut only where the next page's first system
 * fits above a gap of the page read: on these pages (the readable staff sizes) it finds none, and
 * the turn is whole at once.
 */
test('half-page turns on the screen layout: whole at once where no cut between systems fits', async ({
  page,
}) => {
  // "Drei Volkslieder" upright: the first page's two systems, the next page's taller first one.
  await openAtFirstPage(page, {
    ...PORTRAIT,
    articleId: '10002',
    layout: 'screen',
    pageTurns: { halfPages: true },
  });
  await expect(score(page)).toHaveAttribute('data-layout', 'screen');
  const pages = await pageCount(page);
  await expect(score(page).locator('[part="page"][data-page="1"] g.system')).toHaveCount(2);
  await score(page).focus();
  await page.keyboard.press('PageDown');
  await expect(pageIndicator(page)).toHaveText(`2 / ${pages}`);
  await expect(score(page).locator('[data-upper]')).toHaveCount(0);
  await page.keyboard.press('PageUp');
  await expect(pageIndicator(page)).toHaveText(`1 / ${pages}`);

  // Held sideways each page is one system: each press turns a whole page.
  await page.setViewportSize(TABLET);
  await expect(score(page).locator('[part="page"] g.system')).toHaveCount(1);
  const sideways = await pageCount(page);
  await page.keyboard.press('PageDown');
  await expect(pageIndicator(page)).toHaveText(`2 / ${sideways}`);
  await page.keyboard.press('PageDown');
  await expect(pageIndicator(page)).toHaveText(`3 / ${sideways}`);
  await expect(score(page).locator('[data-upper]')).toHaveCount(0);
  expect((await audioState(page)).currentTime).toBe(0);
});

/**
 * Where a screen page holds two systems and the next page's first fits above the gap between them,
 * a half turn cuts there: "Nun danket" upright on a tablet at staff size 7 (two steps below its
 * readable 9) has page 1 of two systems, page 2 of the last one.
 */
test('half-page turns on the screen layout: the next page’s top over the page read, cut between systems', async ({
  page,
}) => {
  await openAtFirstPage(page, { ...PORTRAIT, layout: 'screen', pageTurns: { halfPages: true } });
  await chooseLayout(page, { staffSize: 7 });
  await page.reload();
  await expect(score(page)).toHaveAttribute('data-layout', 'screen');
  await expect(score(page)).toHaveAttribute('data-page-size', '791x831');
  await expect(pageIndicator(page)).toHaveText('1 / 2');
  await expect(score(page).locator('[part="page"][data-page="1"] g.system')).toHaveCount(2);
  await score(page).focus();
  await page.keyboard.press('PageDown');
  await expect(pageIndicator(page)).toHaveText('1–2 / 2');
  await expectHalfTurn(page, 1, 2);
  // Below the cut the page read goes on: its second system, whole.
  await expect(score(page).locator('[part="page"][data-page="1"]')).toBeVisible();
  await keepShot(page, { path: '.tmp/shots/reflow/half-turn-820x1180-light.png' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await schemeDrawn(page, 'dark');
  await keepShot(page, { path: '.tmp/shots/reflow/half-turn-820x1180-dark.png' });
  await page.keyboard.press('PageDown');
  await expect(pageIndicator(page)).toHaveText('2 / 2');
  await expect(score(page).locator('[data-upper]')).toHaveCount(0);
  await page.keyboard.press('PageUp');
  await expect(pageIndicator(page)).toHaveText('1 / 2');
  expect((await audioState(page)).currentTime).toBe(0);
  await chooseLayout(page, { staffSize: null });
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a tap on the outer thirds and a swipe turn the screen layout’s pages', async ({ page }) => {
    await openAtFirstPage(page, { ...TABLET, layout: 'screen' });
    const pages = await pageCount(page);
    const box = (await score(page).boundingBox())!;
    const y = box.y + box.height * 0.5;
    await page.touchscreen.tap(box.x + box.width * 0.9, y);
    await expect(pageIndicator(page)).toHaveText(`2 / ${pages}`);
    await page.touchscreen.tap(box.x + box.width * 0.1, y);
    await expect(pageIndicator(page)).toHaveText(`1 / ${pages}`);
    // A finger moving left across the score turns forwards.
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
      });
    const [from, to] = [box.x + box.width * 0.7, box.x + box.width * 0.3];
    await touch('touchStart', from);
    for (let step = 1; step <= 5; step++) await touch('touchMove', from + ((to - from) * step) / 5);
    await touch('touchEnd', to);
    await cdp.detach();
    await expect(pageIndicator(page)).toHaveText(`2 / ${pages}`);
    expect((await audioState(page)).currentTime).toBe(0);
  });
});

test('stage mode lays the music out again for its larger box, the sounding bar in view', async ({ page }) => {
  const player = await openAtFirstPage(page, { ...TABLET, layout: 'screen' });
  await score(page).focus();
  await page.keyboard.press('g');
  await expect(player.getByRole('dialog', { name: 'Go to bar' })).toBeVisible();
  await page.keyboard.type('12');
  await page.keyboard.press('Enter');
  await expect(player.locator('output[data-bar]')).toHaveText('Bar 12');
  const before = (await score(page).getAttribute('data-page-size'))!;
  await player.getByRole('button', { name: 'Stage mode' }).click();
  await expect(player.locator('[part="stage-bar"]')).toBeVisible();
  await expect(score(page)).not.toHaveAttribute('data-page-size', before);
  const [, height] = (await score(page).getAttribute('data-page-size'))!.split('x').map(Number);
  expect(height).toBeGreaterThan(Number(before.split('x')[1]));
  await expect.poll(() => barInView(page)).toBe(true);
  expect(await cutSystems(page)).toEqual([]);
  await keepShot(page, { path: '.tmp/shots/reflow/stage-1180x820.png' });
  await page.keyboard.press('Escape');
  await expect(player.locator('[part="toolbar"]')).toBeVisible();
  await expect(score(page)).toHaveAttribute('data-page-size', before);
  await expect.poll(() => barInView(page)).toBe(true);
});

test('the night score: light notes on dark paper, the highlighter drawn, on the screen layout', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const player = await openAtFirstPage(page, { ...TABLET, layout: 'screen' });
  await schemeDrawn(page, 'dark');
  await expect(score(page)).toHaveAttribute('data-layout', 'screen');
  await player.locator('[part="page"] g.measure').nth(2).dispatchEvent('click');
  await expect(player.locator('rect.choir-bar-box')).toHaveCount(1);
  const colours = await player
    .locator('[part="page"]')
    .first()
    .evaluate((sheet) => {
      const staffLine = sheet.querySelector('g.staff > path')!;
      return {
        paper: getComputedStyle(sheet).backgroundColor,
        line: getComputedStyle(staffLine).stroke,
        note: getComputedStyle(sheet.querySelector('g.note use, g.note path')!).fill,
      };
    });
  // The dark scheme's score paper and ink (styles/score-svg.ts).
  expect(colours).toEqual({
    paper: 'rgb(18, 26, 40)',
    line: 'rgb(221, 227, 236)',
    note: 'rgb(221, 227, 236)',
  });
  await keepShot(page, { path: '.tmp/shots/reflow/night-1180x820.png' });
});
