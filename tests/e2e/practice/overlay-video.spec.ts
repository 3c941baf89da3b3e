import { expect, type Page, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../playwright.config';
import { signIn } from '../support/common';
import { reachForVideo } from '../support/learning';

/**
 * The practice tools over a lesson's Plyr video (issue 19): the camera overlay never covers the
 * player's controls, and left-handed mode mirrors the picture once instead of drawing a second figure.
 */
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

/** Element 14 "A quiet torso": a practice video. */
const VIDEO_PAGE = '/en/learnElement/0/1/14';
const CONTROLS = ['play', 'mute', 'captions', 'settings', 'fullscreen'];

/** The Plyr controls whose centre the camera overlay takes instead of the control itself. */
function coveredControls(page: Page) {
  return page.locator('choir-app').evaluate((app, names) => {
    const root = app.shadowRoot!;
    return names.filter((name) => {
      const button = root.querySelector(`.plyr__controls [data-plyr="${name}"]`)!;
      const box = button.getBoundingClientRect();
      const hit = root.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return !hit || !button.contains(hit);
    });
  }, CONTROLS);
}

for (const [size, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
  ['phone landscape', { width: 844, height: 390 }],
] as const) {
  test(`${size}: the camera overlay keeps clear of the video's controls in every corner`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'conductor@example.com', { redirect: VIDEO_PAGE });
    await reachForVideo(page);
    await expect(page.locator('.plyr__controls')).toBeVisible();
    await page.getByRole('radio', { name: 'Overlay' }).check();
    await expect(page.locator('[part="webcam-video"]')).toBeVisible();
    /** The controls in view, shown (Plyr shows them while the pointer is over the player). */
    const showControls = async () => {
      await page.locator('.plyr__controls').scrollIntoViewIfNeeded();
      const player = (await page.locator('.plyr').boundingBox())!;
      await page.mouse.move(player.x + 5, player.y + player.height / 2);
    };
    for (const corner of ['Bottom right', 'Bottom left', 'Top right']) {
      await page.getByRole('button', { name: new RegExp(corner, 'i') }).click();
      await showControls();
      expect(await coveredControls(page), corner).toEqual([]);
    }
    // The largest camera still leaves the controls free.
    await page.locator('input[name="webcam-size"]').fill('100');
    await showControls();
    expect(await coveredControls(page)).toEqual([]);
  });
}

test('left-handed mirrors the video with its figure, so the overlay draws one figure on it', async ({
  page,
}) => {
  await signIn(page, 'conductor@example.com', { redirect: VIDEO_PAGE });
  const video = page.getByLabel('Practice video: A quiet torso');
  const figure = page.locator('[part="pattern-overlay"] path').first();
  await expect(figure).toBeVisible();
  const rightHanded = await figure.getAttribute('d');
  expect(await video.evaluate((element) => getComputedStyle(element).transform)).toBe('none');

  await page.getByRole('button', { name: 'Left-handed' }).click();
  await expect(video).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
  const leftHanded = await figure.getAttribute('d');
  expect(leftHanded).not.toBe(rightHanded);

  // The same picture as the mirrored video: the overlay lies on the video's own (mirrored) figure.
  await page.getByRole('button', { name: 'Left-handed' }).click();
  await page.getByRole('button', { name: 'Mirror video' }).click();
  await expect(video).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
  expect(await figure.getAttribute('d')).toBe(leftHanded);
});
