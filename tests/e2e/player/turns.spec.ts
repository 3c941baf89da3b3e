import { expect, type Page, test } from '@playwright/test';
import { openAtFirstPage, pageIndicator, shownPages } from '../support/page-turns';
import { audioState, waitForPlayback } from '../support/works';

/**
 * Issue 36: page-turn pedals send Page down / Page up, → / ← or Space. Each turns pages, on an
 * iPad held upright (one page at a time), and none starts, stops or moves the recording.
 */

const PEDALS = [
  { forward: 'PageDown', back: 'PageUp' },
  { forward: 'ArrowRight', back: 'ArrowLeft' },
  { forward: 'Space', back: 'Shift+Space' },
];

/** The recording's position (s) and whether it plays. */
const recording = async (page: Page) => {
  const { currentTime, paused } = await audioState(page);
  return { currentTime, paused };
};

for (const pedal of PEDALS) {
  test(`a pedal sending ${pedal.forward} / ${pedal.back} turns pages and leaves the recording alone`, async ({
    page,
  }) => {
    const player = await openAtFirstPage(page, { width: 820, height: 1180 });
    await expect(pageIndicator(page)).toHaveText('1 / 2');
    const score = player.locator('[part="score"]');
    const scrollTop = () => score.evaluate((element) => element.scrollTop);

    // Upright too, a readable page is taller than the score's box: the first press shows its end.
    await page.keyboard.press(pedal.forward);
    await expect.poll(scrollTop).toBeGreaterThan(0);
    await expect(pageIndicator(page)).toHaveText('1 / 2');
    await page.keyboard.press(pedal.forward);
    await expect(pageIndicator(page)).toHaveText('2 / 2');
    expect(await shownPages(page)).toEqual([2]);
    expect(await recording(page)).toEqual({ currentTime: 0, paused: true });
    await page.keyboard.press(pedal.back);
    await expect(pageIndicator(page)).toHaveText('1 / 2');
    expect(await recording(page)).toEqual({ currentTime: 0, paused: true });

    // While it plays (the Play button keeps the focus, as after a tap), a turn does not move it.
    // The score follows the sounding bar up to page 1's first system; the pedal then scrolls on.
    await player.getByRole('button', { name: 'Play' }).click();
    await waitForPlayback(page, 1);
    await expect.poll(scrollTop).toBeLessThan(150);
    const before = (await recording(page)).currentTime;
    await page.keyboard.press(pedal.forward);
    await expect(pageIndicator(page)).toHaveText('1 / 2');
    await page.keyboard.press(pedal.forward);
    await expect(pageIndicator(page)).toHaveText('2 / 2');
    const after = await recording(page);
    expect(after.paused).toBe(false);
    expect(after.currentTime).toBeGreaterThanOrEqual(before);
    expect(after.currentTime - before).toBeLessThan(2);
    // The sounding bar is still marked on page 1, which is not shown.
    expect(Number(await player.locator('[part="score"]').getAttribute('data-bar-index'))).toBeLessThan(3);
  });
}

test('"control the recording" in the settings keeps the desk keys: Space plays, → moves a bar', async ({
  page,
}) => {
  const player = await openAtFirstPage(page, { width: 1280, height: 800 });
  await player.getByRole('button', { name: 'Settings for this work' }).click();
  const dialog = player.getByRole('dialog', { name: 'Settings for this work' });
  await expect(dialog.getByRole('button', { name: 'Turn pages' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Control the recording' }).click();
  await expect(dialog.getByRole('button', { name: 'Control the recording' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  const score = player.locator('[part="score"]');
  await score.click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ArrowRight');
  await expect(score).toHaveAttribute('data-bar-index', '1');
  await page.keyboard.press('Space');
  await expect.poll(async () => (await recording(page)).paused).toBe(false);
  await page.keyboard.press('Space');
  await expect.poll(async () => (await recording(page)).paused).toBe(true);
  // Kept on the device.
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('choir.pageTurns') ?? '{}')),
  ).toMatchObject({ keys: 'recording' });
});

test('pedal keys in a text field do what they do there; on a slider only touched they turn pages', async ({
  page,
}) => {
  const player = await openAtFirstPage(page, { width: 820, height: 1180 });
  await pageIndicator(page).click();
  const field = player.getByRole('dialog', { name: 'Jump to page' }).getByLabel('Page number (1–2)');
  await field.fill('12');
  await field.press('ArrowLeft');
  await field.press('Space');
  await expect(field).toHaveValue('1 2');
  await page.keyboard.press('Escape');
  await expect(pageIndicator(page)).toHaveText('1 / 2');
  expect(await recording(page)).toEqual({ currentTime: 0, paused: true });

  // The position slider, pressed at its start (it keeps the focus), then the pedal.
  const slider = player.getByRole('slider', { name: 'Position' });
  const box = (await slider.boundingBox())!;
  await page.mouse.click(box.x + 2, box.y + box.height / 2);
  await expect(slider).toBeFocused();
  const at = (await recording(page)).currentTime;
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(pageIndicator(page)).toHaveText('2 / 2');
  expect(await recording(page)).toEqual({ currentTime: at, paused: true });
});

test('"the recording follows my page": a turn moves the recording to the page, playing on', async ({
  page,
}) => {
  const player = await openAtFirstPage(page, { width: 1280, height: 800 });
  await player.getByRole('button', { name: 'Settings for this work' }).click();
  const dialog = player.getByRole('dialog', { name: 'Settings for this work' });
  await dialog.getByRole('checkbox', { name: /The recording follows my page/ }).check();
  await dialog.getByRole('button', { name: 'OK' }).click();
  // Upright, one page at a time.
  await page.setViewportSize({ width: 820, height: 1180 });
  await expect(pageIndicator(page)).toHaveText('1 / 2');
  await player.getByRole('button', { name: 'Play' }).click();
  await waitForPlayback(page, 0.5);
  // The first press shows page 1's end, the second turns.
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expect(pageIndicator(page)).toHaveText('2 / 2');
  // Page 2 starts with bar 11 at 42.327 s.
  await expect.poll(async () => (await recording(page)).currentTime).toBeGreaterThan(42.3);
  expect((await recording(page)).paused).toBe(false);
  await expect(player.locator('[part="score"] [data-page="2"] rect.choir-bar-box')).toHaveCount(1);
});
