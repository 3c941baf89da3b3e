import { expect, test } from '@playwright/test';
import { signIn } from '../support/common';

/** Element 132 "Upbeat on beat 3": an eight-bar SATB example in two systems, lyrics under every staff. */
const EXAMPLE_PAGE = '/en/learnElement/1/13/132';

test.use({ viewport: { width: 1280, height: 800 } });

test("the example's last system shows whole: its bass staff and lyrics are not clipped", async ({ page }) => {
  await signIn(page, 'conductor@example.com', { at: EXAMPLE_PAGE });
  const score = page.locator('[part~="musical-example"] [part~="score"]');
  await expect(score.locator('svg g.measure').first()).toBeAttached();
  // The lowest words of the score (the bass's lyrics of the last system) are painted where they
  // are laid out: what a viewport clips is not hit at its place.
  const hidden = await score.evaluate((box) => {
    const texts = [...box.querySelectorAll('svg text')].filter((text) => text.textContent?.trim());
    const lowest = Math.max(...texts.map((text) => text.getBoundingClientRect().bottom));
    const last = texts.filter((text) => text.getBoundingClientRect().bottom > lowest - 4);
    const root = box.getRootNode() as ShadowRoot;
    return last
      .filter((text) => {
        text.scrollIntoView({ block: 'center' });
        const at = text.getBoundingClientRect();
        const hit = root.elementFromPoint(at.x + at.width / 2, at.y + at.height / 2);
        return !(hit && text.contains(hit)) && hit !== text;
      })
      .map((text) => text.textContent);
  });
  expect(hidden).toEqual([]);
});

test('the example plays with the player’s tempo, voice emphasis and A-B loop', async ({ page }) => {
  await signIn(page, 'conductor@example.com', { at: EXAMPLE_PAGE });
  const example = page.locator('[part~="musical-example"]');
  await expect(example.locator('svg g.measure').first()).toBeAttached();
  const audio = example.locator('audio');
  await expect(audio).toHaveAttribute('src', /ex-upbeat-3-4\/audio\.m4a/);

  await example.getByRole('button', { name: 'Alto' }).click();
  await expect(audio).toHaveAttribute('src', /ex-upbeat-3-4\/audio-alto\.m4a/);
  await expect(example.getByRole('button', { name: 'Alto' })).toHaveAttribute('aria-pressed', 'true');

  await example.getByRole('button', { name: 'Tempo −' }).click();
  await expect(example.locator('[data-tempo]')).toContainText('95');
  expect(await audio.evaluate((element: HTMLAudioElement) => element.playbackRate)).toBeCloseTo(0.95, 5);

  const loop = example.locator('[part~="loop"]');
  await loop.click();
  await example.getByRole('button', { name: 'Next bar' }).click();
  await loop.click();
  await expect(loop).toHaveAttribute('aria-pressed', 'true');
  await expect(loop).toContainText('–');

  await example.locator('[part~="play"]').click();
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.2);
  await expect(example.locator('g.measure.choir-current')).toHaveCount(1);
});
