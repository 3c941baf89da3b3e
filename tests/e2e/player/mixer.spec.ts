/**
 * The mixer (issue 38) at a desktop, a tablet and a phone, light and dark: each voice's controls
 * whole on the screen, touch targets of 44 px, readable in both schemes, and usable while playing.
 * `E2E_SCREENSHOTS=1` keeps a screenshot of each for a person to look at.
 */
import { expect, test } from '@playwright/test';
import { keepShot } from '../support/common';
import { contrastViolations, schemeDrawn } from '../support/dark';
import { problemsIn } from '../support/whole-controls';
import { app, audioState, axeViolations, signIn, waitForPlayback } from '../support/works';

const SHOTS = '.tmp/shots/mixer';
const SIZES = [
  { width: 1280, height: 800, touch: false },
  { width: 820, height: 1180, touch: true },
  { width: 390, height: 844, touch: true },
];

for (const { width, height, touch } of SIZES) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height }, hasTouch: touch, isMobile: touch && width < 500 });

    test('the mixer is whole, large enough to touch, and readable light and dark', async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page, 'conductor@example.com', { at: '/en/player/10002' });
      const player = app(page);
      await player.getByRole('button', { name: 'Play' }).click();
      await waitForPlayback(page, 1);
      await player.getByRole('button', { name: 'Mixer' }).click();
      const mixer = player.getByRole('region', { name: 'Mixer' });
      await mixer.getByRole('button', { name: 'Solo Soprano' }).click();
      await mixer.getByRole('button', { name: 'Mute Bass' }).click();
      expect((await audioState(page)).paused).toBe(false);
      await expect(player.getByRole('button', { name: 'Soprano', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(await problemsIn(mixer)).toEqual([]);
      if (touch)
        for (const control of await mixer.locator('button, input').all()) {
          const box = (await control.boundingBox())!;
          expect(
            Math.min(box.width, box.height),
            (await control.getAttribute('aria-label')) ?? '',
          ).toBeGreaterThanOrEqual(44);
        }
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        await schemeDrawn(page, scheme);
        await keepShot(page, { path: `${SHOTS}/mixer-${width}-${scheme}.png` });
        expect(await contrastViolations(page), scheme).toEqual([]);
      }
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
