import { expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../playwright.config';

/**
 * Issue 40: with nobody in the picture (Chromium's stand-in camera: a green picture with a turning
 * wedge), the Beat check counted 16 beats, "53 ms early". No hand, no beats: it says so.
 */
test.use({
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

test('a picture with nobody in it gives no beats and says no hand is in view; the camera control says where it is', async ({
  page,
}) => {
  await page.goto('/en/tools');
  const tools = page.locator('choir-app');
  await tools.getByRole('button', { name: 'Beat check', exact: true }).click();
  // The panel opens below the practice picture: it is brought into view.
  const panel = tools.locator('[part="beat-check"]');
  await expect(panel).toBeInViewport({ ratio: 0.9 });

  const camera = tools.getByRole('group', { name: 'Camera' });
  await expect(camera.getByRole('radio', { name: 'Off' })).toBeChecked();
  await tools.getByRole('button', { name: 'Start beat check' }).click();
  // The camera is on for the Beat check: the control does not say "Off".
  await expect(camera.getByRole('radio', { name: 'For Beat check' })).toBeChecked();
  await expect(camera.getByRole('radio', { name: 'Off' })).toHaveCount(0);

  await expect(panel.getByRole('alert')).toHaveText(/^No hand in view/, { timeout: 10_000 });
  // Started, the panel grows by its live view: brought into view again, figures included.
  await expect(panel.locator('[part="beat-check-live"]')).toBeInViewport({ ratio: 1 });
  // Six clicks' time of the turning wedge (a "beat" every 0.6 s before): none counted, none shown.
  // The timeline moves on with the clicks although no beat comes (it stayed at one or two lines
  // while the panel redrew it only for a beat or a change of the picture's status).
  const timeline = tools.getByRole('img', { name: 'Your beats against the clicks' });
  await expect.poll(() => timeline.locator('line').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(6);
  await expect(timeline).toHaveAttribute('data-ictus', '');
  await expect(panel.locator('[data-beats]')).toHaveText('0');
  await expect(panel.getByRole('alert')).toHaveText(/^No hand in view/);

  await tools.getByRole('button', { name: 'End beat check' }).click();
  await expect(camera.getByRole('radio', { name: 'Off' })).toBeChecked();
});
