import { expect, type Locator, type Page, test } from '@playwright/test';
import { onDeep, reachForVideo, signIn } from '../support/learning';

/** Element 14 "A quiet torso": the 2-beat practice video at 60 bpm, with the pattern overlay. */
const VIDEO_PAGE = '/en/learnElement/0/1/14';

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The visible buttons that would start the video (ours, Plyr's and the practice toolbar's). */
async function visiblePlayControls(page: Page) {
  const buttons = page.getByRole('button', { name: /^Play$/ });
  let visible = 0;
  for (const button of await buttons.all()) if (await button.isVisible()) visible += 1;
  return visible;
}

test.describe('a video lesson at a laptop size', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows title, tools and the whole picture without scrolling, with one Play', async ({ page }) => {
    await signIn(page, 'conductor@example.com', { at: VIDEO_PAGE });
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    const stage = page.locator('[part~="stage"]');
    await expect(page.locator('[part~="video-play"]')).toBeVisible();
    const screen = { x: 0, y: 0, width: 1280, height: 800 };
    for (const part of [title, page.getByRole('toolbar'), stage]) {
      const where = await box(part);
      expect(where.y, 'above the bottom of the screen').toBeGreaterThanOrEqual(0);
      expect(where.y + where.height, 'within the screen').toBeLessThanOrEqual(screen.height);
    }
    expect(await page.evaluate(() => scrollY)).toBe(0);
    // The picture stays a usable size (more than half the column).
    expect((await box(stage)).width).toBeGreaterThan(560);

    // One Play before Plyr is set up, and one after (paused, its controls shown).
    expect(await visiblePlayControls(page)).toBe(1);
    await reachForVideo(page);
    await expect(page.locator('.plyr__controls')).toBeVisible();
    expect(await visiblePlayControls(page)).toBe(1);
  });
});

/** Cue 2 ("Count-in: 1, 2") from 1.5 s, with Plyr's controls shown (paused), at each screen size. */
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 820, height: 1180 },
  { width: 390, height: 844 },
]) {
  test.describe(`captions at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the captions leave the pattern's beat numbers free", async ({ page }) => {
      await signIn(page, 'conductor@example.com', { at: VIDEO_PAGE });
      await reachForVideo(page);
      const captionsButton = page.locator('button[data-plyr="captions"]');
      if ((await captionsButton.getAttribute('aria-pressed')) !== 'true') await captionsButton.click();
      await onDeep(page, 'video', 'element.currentTime = 2; return null;');
      const caption = page.locator('.plyr__caption');
      await expect(caption).toContainText('Count-in');
      const numbers = page.locator('[data-beat-point] text');
      await expect(numbers).toHaveCount(2);
      // Measured until both are laid out: Plyr replaces its caption element whenever a cue changes.
      await expect
        .poll(async () => {
          const words = await caption.boundingBox();
          const digits = await Promise.all((await numbers.all()).map((number) => number.boundingBox()));
          if (!words || digits.some((digit) => !digit)) return 'not laid out';
          return digits.some((digit) => digit && overlaps(words, digit)) ? 'overlapping' : 'apart';
        })
        .toBe('apart');
    });
  });
}

for (const viewport of [
  { width: 820, height: 1180 },
  { width: 390, height: 844 },
]) {
  test.describe(`a video lesson on a touch screen (${viewport.width} px)`, () => {
    test.use({ viewport, hasTouch: true });

    test("Plyr's controls are a finger's size (44 px)", async ({ page }) => {
      await signIn(page, 'conductor@example.com', { at: VIDEO_PAGE });
      expect((await box(page.locator('[part~="video-play"]'))).height).toBeGreaterThanOrEqual(44);
      await page.locator('[part~="video-play"]').tap();
      await expect(page.locator('.plyr__controls')).toBeVisible();
      await onDeep(page, 'video', 'element.pause(); return null;');
      const controls = page.locator(
        '.plyr__controls button.plyr__control, .plyr__controls input[type=range]',
      );
      let counted = 0;
      for (const control of await controls.all()) {
        if (!(await control.isVisible())) continue;
        const where = await box(control);
        expect(
          where.height,
          await control.evaluate((node) => node.outerHTML.slice(0, 80)),
        ).toBeGreaterThanOrEqual(44);
        counted += 1;
      }
      expect(counted).toBeGreaterThan(5);
    });
  });
}
