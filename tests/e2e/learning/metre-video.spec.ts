import { expect, test } from '@playwright/test';
import { pressPlay, signIn, videoState } from '../support/learning';

/** Issue 17: lesson 333 "Fast seven" shows the 7/8 video grouped 2+2+3 at 210 eighths per minute. */
const FAST_SEVEN = '/en/learnElement/3/33/333';

test('the fast-seven lesson plays its 7/8 video and names metre and tempo under it', async ({ page }) => {
  await signIn(page, 'conductor@example.com', { locale: 'en', redirect: FAST_SEVEN });
  await expect(page.getByRole('heading', { level: 1, name: 'Fast seven: 2+2+3' })).toBeVisible();
  await expect(page.getByText('7/8 in three (2 + 2 + 3) · 210 eighths per minute')).toBeVisible();
  const video = page.locator('[part~="video"] video');
  await expect(video.locator('source').first()).toHaveAttribute('src', /pattern-7-223-210-\d+\.mp4/);
  await expect(video.locator('track')).toHaveCount(4);

  // Our Play over the still: Plyr is set up on the way and the video plays.
  await pressPlay(page);
  await expect
    .poll(async () => (await videoState(page)).currentTime, { timeout: 10_000 })
    .toBeGreaterThan(0.3);
});

test('the fast-seven lesson switches its video to another tempo, by keyboard', async ({ page }) => {
  await signIn(page, 'conductor@example.com', { locale: 'en', redirect: FAST_SEVEN });
  const tempo = page.getByRole('group', { name: 'Tempo' });
  await expect(tempo.getByRole('radio', { name: '210' })).toBeChecked();
  const video = page.locator('[part~="video"] video');
  await expect(video.locator('source').first()).toHaveAttribute('src', /pattern-7-223-210-\d+\.mp4/);

  await tempo.getByRole('radio', { name: '210' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tempo.getByRole('radio', { name: '240' })).toBeChecked();
  await expect(tempo.getByRole('radio', { name: '240' })).toBeFocused();
  await expect(video.locator('source').first()).toHaveAttribute('src', /pattern-7-223-240-\d+\.mp4/);
  await expect(video.locator('track[srclang="en"]')).toHaveAttribute('src', /pattern-7-223-240\.en\.vtt/);
  await expect(page.getByText('7/8 in three (2 + 2 + 3) · 240 eighths per minute')).toBeVisible();
});
