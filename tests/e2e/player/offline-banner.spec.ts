import { expect, type Page, test } from '@playwright/test';
import { keepShot } from '../support/common';
import { app, signIn } from '../support/works';

// Uses the offline worker, which playwright.config.ts blocks for the other specs.
test.use({ serviceWorkers: 'allow' });

/** Issue 19.15: offline, the player's banner is readable and the transport keeps its place. */
for (const [width, height] of [
  [1280, 800],
  [390, 844],
  [844, 390],
] as const) {
  test(`offline player at ${width}x${height}: the banner is readable, the transport stays on the screen`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height });
    await signIn(page, 'conductor@example.com', { at: '/en/player/10001' });
    const player = app(page);
    await expect(player.locator('[part="page"] svg').first()).toBeVisible();
    await context.setOffline(true);
    const banner = player.locator('[part="offline"]');
    await expect(banner).toBeVisible();
    await keepShot(page, { path: `.tmp/screens/offline-player-${width}.png` });
    await expectReadable(page, banner);
    const play = (await player.getByRole('button', { name: 'Play' }).boundingBox())!;
    expect(play.y + play.height).toBeLessThanOrEqual(height);
    expect(play.height).toBeGreaterThanOrEqual(40);
    await context.setOffline(false);
  });
}

/** The banner's text is not cut: every line of it is inside its box. */
async function expectReadable(page: Page, banner: ReturnType<Page['locator']>) {
  const fits = await banner.evaluate(
    (node) => node.scrollHeight <= node.clientHeight + 1 && node.clientHeight >= 32,
  );
  expect(fits).toBe(true);
  void page;
}
