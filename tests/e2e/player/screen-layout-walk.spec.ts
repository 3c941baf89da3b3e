import { expect, type Page, test } from '@playwright/test';
import { keepShot } from '../support/common';
import { schemeDrawn } from '../support/dark';
import { pageIndicator } from '../support/page-turns';
import { barInView, chooseLayout, cutSystems } from '../support/score-layout';
import { app, audioState, signIn } from '../support/works';

/**
 * Issue 38, "everything the player does works in both layouts": each row walked on the screen
 * layout at a landscape tablet, the same tablet upright and a phone: a lesson's bar link, the
 * voices, tempo, the A-B loop, pedal and touch turns, stage mode and the night score.
 */
test.use({ hasTouch: true });

const SIZES = [
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
  { width: 390, height: 844 },
];
const score = (page: Page) => app(page).locator('[part="score"]');
/** "Nun danket alle Gott": bar 12 starts at 45.963 s (bar-links.spec.ts). */
const BAR_12 = 45.963;

/** The fill of the first note drawn on a voice's staff (1 soprano … 4 bass) of the page shown. */
const noteFill = (page: Page, staff: number) =>
  app(page)
    .locator(`[part="page"] g.staff[data-n="${staff}"] g.note`)
    .first()
    .evaluate((note) => getComputedStyle(note.querySelector('use, path') ?? note).fill);

/** How often the audio has been moved (the A-B loop jumps back by a seek). */
const seeks = (page: Page) =>
  app(page)
    .locator('audio')
    .evaluate((audio: HTMLAudioElement & { seeks?: number[] }) => audio.seeks ?? []);

async function openFromLesson(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await signIn(page, 'conductor@example.com', { at: '/favicon.svg' });
  await page.evaluate(() => {
    const all = JSON.parse(localStorage.getItem('choir.playerSettings') ?? '{}');
    all['10001'] = { lookaheadMilliseconds: 0, preferredVoice: '', showHighlighter: true, zoom: 'auto' };
    localStorage.setItem('choir.playerSettings', JSON.stringify(all));
    localStorage.removeItem('choir.pageTurns');
  });
  await chooseLayout(page, { layout: 'screen', staffSize: null, boxes: {} });
  await page.goto('/en/learnElement/10/104/1042');
  await app(page).locator('[part~="lesson"]').getByRole('link', { name: 'bar 12' }).click();
  await expect(page).toHaveURL(/\/en\/player\/10001\?bar=12$/);
}

for (const size of SIZES) {
  const name = `${size.width}x${size.height}`;
  test(`${name}: every row of the player works on the screen layout`, async ({ page }) => {
    test.setTimeout(150_000);
    await openFromLesson(page, size);
    const player = app(page);

    // A lesson's bar link: bar 12 on the screen page that holds it, in view, paused there.
    await expect(score(page)).toHaveAttribute('data-layout', 'screen');
    await expect(player.locator('output[data-bar]')).toHaveText('Bar 12');
    await expect(player.locator('[part="page"] rect.choir-bar-box')).toHaveCount(1);
    await expect.poll(() => barInView(page), { message: 'bar link' }).toBe(true);
    await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(BAR_12, 1);
    expect((await audioState(page)).paused).toBe(true);
    expect(await cutSystems(page)).toEqual([]);

    // Voices: the soprano's staff stands out in the primary colour, the others do not.
    const full = await noteFill(page, 1);
    await player.getByRole('button', { name: 'Soprano', exact: true }).click();
    await expect(player.getByRole('button', { name: 'Soprano', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(() => noteFill(page, 1), { message: 'voice colour' }).not.toBe(full);
    expect(await noteFill(page, 2)).toBe(full);
    await player.getByRole('button', { name: 'Full choir', exact: true }).click();

    // Tempo.
    await player.getByRole('button', { name: 'Tempo +', exact: true }).click();
    await expect.poll(async () => (await audioState(page)).playbackRate).toBeCloseTo(1.05, 5);

    // The A-B loop from bar 12 to bar 13: played past 13, the recording jumps back to 12.
    const loop = player.locator('[part="loop"]');
    await loop.click();
    await player.getByRole('button', { name: 'Next bar', exact: true }).click();
    await expect(player.locator('output[data-bar]')).toHaveText('Bar 13');
    await loop.click();
    await expect(loop).toHaveAccessibleName(/12.13/);
    await player.locator('audio').evaluate((audio: HTMLAudioElement & { seeks?: number[] }) => {
      const seen: number[] = [];
      audio.seeks = seen;
      audio.addEventListener('seeking', () => seen.push(audio.currentTime));
    });
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await expect
      .poll(async () => (await seeks(page)).some((at) => Math.abs(at - BAR_12) < 0.1), {
        message: 'the loop jumps back to bar 12',
        timeout: 30_000,
      })
      .toBe(true);
    await expect.poll(() => barInView(page), { message: 'loop' }).toBe(true);
    await player.getByRole('button', { name: 'Pause', exact: true }).click();
    await loop.click();
    await expect(loop).toHaveAttribute('aria-pressed', 'false');
    await player.getByRole('button', { name: /^Tempo 105 %/ }).click();

    // Pedal and touch turns: to the first page and on; a tap on the right third turns forwards.
    const [, pages] = (await pageIndicator(page).textContent())!.split('/').map((part) => part.trim());
    await score(page).focus();
    await page.keyboard.press('Home');
    await expect(pageIndicator(page)).toHaveText(`1 / ${pages}`);
    for (let press = 0; press < 4 && !(await pageIndicator(page).textContent())!.startsWith('2'); press++)
      await page.keyboard.press('PageDown');
    await expect(pageIndicator(page), 'a pedal turns').toHaveText(`2 / ${pages}`);
    await page.keyboard.press('PageUp');
    await expect(pageIndicator(page)).toHaveText(/^1 \//);
    const box = (await score(page).boundingBox())!;
    for (let tap = 0; tap < 4 && !(await pageIndicator(page).textContent())!.startsWith('2'); tap++)
      await page.touchscreen.tap(box.x + box.width * 0.9, box.y + box.height * 0.5);
    await expect(pageIndicator(page), 'a tap turns').toHaveText(`2 / ${pages}`);
    expect((await audioState(page)).paused).toBe(true);
    await keepShot(page, { path: `.tmp/shots/reflow/walk-${name}-light.png` });

    // Stage mode: the music laid out again for the larger box, whole systems, the bar in view.
    // A tap on a bar (a note of it: its drawing has gaps) in the middle third moves the recording there.
    const middle = await player.locator('[part="page"][data-page="2"] g.measure g.note').evaluateAll(
      (notes, centre) => {
        const boxes = notes.map((note) => note.getBoundingClientRect());
        const near = boxes.sort(
          (a, b) => Math.abs(a.x + a.width / 2 - centre) - Math.abs(b.x + b.width / 2 - centre),
        )[0]!;
        return { x: near.x + near.width / 2, y: near.y + near.height / 2 };
      },
      box.x + box.width / 2,
    );
    await page.touchscreen.tap(middle.x, middle.y);
    await expect(player.locator('output[data-bar]')).not.toHaveText(/Pickup|Bar 1$/);
    const before = (await score(page).getAttribute('data-page-size'))!;
    await score(page).focus();
    await page.keyboard.press('f');
    await expect(player.locator('[part="stage-bar"]')).toBeVisible();
    await expect(score(page)).not.toHaveAttribute('data-page-size', before);
    await expect.poll(() => barInView(page), { message: 'stage mode' }).toBe(true);
    expect(await cutSystems(page)).toEqual([]);
    await keepShot(page, { path: `.tmp/shots/reflow/walk-${name}-stage.png` });
    await page.keyboard.press('Escape');
    await expect(player.locator('[part="stage-bar"]')).toHaveCount(0);

    // The night score: dark paper, light ink, the highlighter drawn.
    await page.emulateMedia({ colorScheme: 'dark' });
    await schemeDrawn(page, 'dark');
    await expect(score(page)).toHaveAttribute('data-layout', 'screen');
    await expect(player.locator('[part="page"] rect.choir-bar-box')).toHaveCount(1);
    const paper = await player
      .locator('[part="page"]')
      .first()
      .evaluate((sheet) => getComputedStyle(sheet).backgroundColor);
    expect(paper).toBe('rgb(18, 26, 40)');
    await keepShot(page, { path: `.tmp/shots/reflow/walk-${name}-dark.png` });
  });
}
