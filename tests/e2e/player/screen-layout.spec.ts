import { expect, type Page, test } from '@playwright/test';
import { keepShot } from '../support/common';
import { barInView, chooseLayout, cutSystems } from '../support/score-layout';
import { app, signIn, waitForPlayback } from '../support/works';

/**
 * Issue 38: the music laid out for the screen. At phone, tablet and desktop sizes, either way round,
 * whole systems on pages no wider than the score; a rotation keeps the sounding bar in view; the
 * highlighter and page turns work on the screen layout; the staff size is the device's.
 */

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const score = (page: Page) => app(page).locator('[part="score"]');

/** Opens "Nun danket" (the conductor's) on the screen layout at the device's default staff size. */
async function openOnScreenLayout(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await signIn(page, 'conductor@example.com', { at: '/favicon.svg' });
  await page.evaluate(() => {
    const all = JSON.parse(localStorage.getItem('choir.playerSettings') ?? '{}');
    all['10001'] = {
      ...all['10001'],
      lastOpened: { ts: Date.now(), part: 0, page: 1 },
      lookaheadMilliseconds: 0,
    };
    localStorage.setItem('choir.playerSettings', JSON.stringify(all));
  });
  await chooseLayout(page, { layout: 'screen', staffSize: null });
  await page.goto('/en/player/10001');
  await expect(score(page)).toHaveAttribute('data-layout', 'screen');
  await expect(app(page).locator('[part="page"] svg').first()).toBeVisible();
}

for (const size of SIZES) {
  test(`${size.name}: whole systems either way round, the sounding bar in view after each rotation`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openOnScreenLayout(page, size);
    const player = app(page);
    expect(await cutSystems(page)).toEqual([]);
    await keepShot(page, { path: `.tmp/shots/reflow/${size.name}-${size.width}x${size.height}.png` });

    // Bar 12 (45.963 s), late in the work, through the Rehearse menu's "Go to bar" (G).
    await player.locator('[part="score"]').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('g');
    await expect(player.getByRole('dialog', { name: 'Go to bar' })).toBeVisible();
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    await expect(player.locator('output[data-bar]')).toHaveText('Bar 12');
    await expect.poll(() => barInView(page)).toBe(true);
    const pageOfBar = await score(page).getAttribute('data-turn-page');

    for (const turned of [
      { width: size.height, height: size.width },
      { width: size.width, height: size.height },
    ]) {
      const before = await score(page).getAttribute('data-page-size');
      await page.setViewportSize(turned);
      await expect(score(page)).not.toHaveAttribute('data-page-size', before!);
      await expect(player.locator('output[data-bar]')).toHaveText('Bar 12');
      await expect.poll(() => barInView(page), { message: `${turned.width}x${turned.height}` }).toBe(true);
      expect(await cutSystems(page), `${turned.width}x${turned.height}`).toEqual([]);
      await keepShot(page, { path: `.tmp/shots/reflow/${size.name}-${turned.width}x${turned.height}.png` });
    }
    // Back the first way round: the same page as before the rotations.
    await expect(score(page)).toHaveAttribute('data-turn-page', pageOfBar!);
  });
}

test('tablet: the highlighter follows and the page turns on the screen layout; a key turns by hand', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openOnScreenLayout(page, { width: 1180, height: 820 });
  const player = app(page);
  const indicator = player.locator('[data-page-indicator]');
  await expect(indicator).toHaveText(/^1 \/ \d+$/);
  const pages = Number((await indicator.textContent())!.split('/')[1]);
  expect(pages).toBeGreaterThan(1);
  // The last bar of page 1 is the recording's page turn: start just before it.
  const lastOnFirstPage = await player
    .locator('[data-page="1"] g.measure')
    .evaluateAll((measures) => measures.at(-1)!.id);
  await player.locator(`[data-page="1"] [id="${lastOnFirstPage}"]`).dispatchEvent('click');
  await player.getByRole('button', { name: 'Play' }).click();
  await waitForPlayback(page, 0.5);
  await expect(player.locator('rect.choir-bar-box')).toHaveCount(1);
  await expect(score(page)).toHaveAttribute('data-turn-page', '2', { timeout: 15_000 });
  await expect(player.locator('[data-page="2"] rect.choir-bar-box')).toHaveCount(1);
  await player.getByRole('button', { name: 'Pause' }).click();

  // A pedal (Page up, Page down) turns the score by hand.
  await score(page).focus();
  await page.keyboard.press('PageUp');
  await expect(indicator).toHaveText(`1 / ${pages}`);
  await page.keyboard.press('PageDown');
  await expect(indicator).toHaveText(`2 / ${pages}`);
});

test('phone: + and − set the staff size for the device; the zoom menu switches to the printed pages', async ({
  page,
}) => {
  await openOnScreenLayout(page, { width: 390, height: 844 });
  const player = app(page);
  const indicator = player.locator('[data-page-indicator]');
  const count = async () => Number((await indicator.textContent())!.split('/')[1]);
  const before = await count();
  await player.getByRole('button', { name: 'More' }).click();
  await player.getByRole('button', { name: 'Zoom in' }).click();
  // A larger staff takes more pages.
  await expect.poll(count).toBeGreaterThan(before);
  const larger = await count();
  await page.reload();
  await expect(app(page).locator('[part="page"] svg').first()).toBeVisible();
  await expect.poll(count).toBe(larger);

  // The switch heads the zoom's entries (on a phone: in the More menu).
  await player.getByRole('button', { name: 'More' }).click();
  await player.getByRole('button', { name: 'Printed pages' }).click();
  await expect(score(page)).toHaveAttribute('data-layout', 'printed');
  await expect(indicator).toHaveText('1 / 2');
  await player.getByRole('button', { name: 'More' }).click();
  await player.getByRole('button', { name: 'Screen layout' }).click();
  await expect(score(page)).toHaveAttribute('data-layout', 'screen');
  await chooseLayout(page, { layout: 'auto', staffSize: null });
});

test('a preview shows its printed pages; its screen layout holds only the preview’s bars', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'conductor@example.com', { at: '/en/player/10003' });
  const player = app(page);
  await expect(player.locator('[data-badge="preview"]')).toBeVisible();
  await expect(score(page)).toHaveAttribute('data-layout', 'printed');
  const printedBars = await player.locator('[part="page"] g.measure').count();
  // L switches, as the zoom menu's first entry does.
  await score(page).focus();
  await page.keyboard.press('l');
  await expect(score(page)).toHaveAttribute('data-layout', 'screen');
  const shown = await player.locator('[part="score"] [data-sheet] g.measure').count();
  expect(shown).toBeLessThanOrEqual(printedBars);
});
