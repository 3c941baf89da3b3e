import { expect, type Page, test } from '@playwright/test';
import { onDeep, serverProgress, signIn, videoState } from '../support/learning';

/** Element 113 "Two beats at 60" (topic 1 "Pulse", 11 elements): a 12.3 s practice video. */
const PAGE = '/en/learnElement/1/11/113';

const ring = (page: Page) => page.locator('[part~="header"] [part~="progress-ring"]');

async function playTo(page: Page, seconds: number) {
  await onDeep(page, 'video', `element.currentTime = ${seconds}; return element.play().then(() => null);`);
}

async function pause(page: Page) {
  await onDeep(page, 'video', 'element.pause(); return null;');
}

test('progress is reported while watching, survives a reload and a second browser, and never goes down', async ({
  page,
  browser,
}) => {
  await signIn(page, 'expiring@example.com', { locale: 'en', redirect: PAGE });
  await expect(page.locator('.plyr')).toBeVisible();
  await expect(ring(page)).toHaveAttribute('aria-label', 'Progress: 0 percent');

  // Watch to about the middle and pause: the percentage watched is reported.
  await playTo(page, 5.8);
  await expect
    .poll(async () => (await videoState(page)).currentTime, { timeout: 10_000 })
    .toBeGreaterThan(6.1);
  await pause(page);
  const half = Number((await ring(page).getAttribute('aria-label'))!.match(/\d+/)![0]);
  expect(half).toBeGreaterThanOrEqual(45);
  expect(half).toBeLessThan(100);
  await expect.poll(async () => (await serverProgress(page, 113)).entry?.maxProgress ?? 0).toBe(half);

  // A reload keeps it (stored locally).
  await page.reload();
  await expect(ring(page)).toHaveAttribute('aria-label', `Progress: ${half} percent`);

  // Watching to the end makes it 100 %, on the server too.
  await expect(page.locator('.plyr')).toBeVisible();
  await playTo(page, 11.6);
  await expect(ring(page)).toHaveAttribute('aria-label', 'Progress: 100 percent', { timeout: 10_000 });
  await expect.poll(async () => (await serverProgress(page, 113)).entry?.maxProgress ?? 0).toBe(100);

  // Watching again from the start reports less, but the progress shown and kept never goes down.
  await playTo(page, 0.5);
  await expect.poll(async () => (await videoState(page)).currentTime, { timeout: 10_000 }).toBeGreaterThan(1);
  await pause(page);
  await expect
    .poll(async () => (await serverProgress(page, 113)).entry?.learnElementProgress ?? 100)
    .toBeLessThan(30);
  expect((await serverProgress(page, 113)).entry?.maxProgress).toBe(100);
  await expect(ring(page)).toHaveAttribute('aria-label', 'Progress: 100 percent');

  // A second browser (a fresh context: nothing stored locally) gets it from the server.
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, 'expiring@example.com', { locale: 'en' });
  // Topic 1 has 11 elements: one done is 9 %.
  await expect(second.locator('[data-topic-id="1"] [part~="progress-ring"]')).toHaveAttribute(
    'aria-label',
    'Progress: 9 percent',
  );
  await second.goto(PAGE);
  await expect(ring(second)).toHaveAttribute('aria-label', 'Progress: 100 percent');
  await expect(second.locator('[part~="outline"] [data-current] [aria-label="Completed"]')).toBeVisible();
  await other.close();
});

test('an exercise is done by its steps or "mark as done", kept after a reload', async ({ page }) => {
  await signIn(page, 'conductor@example.com', { locale: 'en', redirect: '/en/learnElement/0/2/23' });
  const steps = page.locator('[part~="content"] input[type="checkbox"]');
  await expect(steps.first()).toBeVisible();
  const count = await steps.count();
  expect(count).toBeGreaterThanOrEqual(3);
  await steps.nth(0).check();
  await expect(ring(page)).toHaveAttribute('aria-label', `Progress: ${Math.round(100 / count)} percent`);
  // The very steps ticked come back after a reload (not just as many leading ones).
  await steps.nth(2).check();
  await expect(ring(page)).toHaveAttribute('aria-label', `Progress: ${Math.round(200 / count)} percent`);
  await page.reload();
  await expect(steps.nth(0)).toBeChecked();
  await expect(steps.nth(1)).not.toBeChecked();
  await expect(steps.nth(2)).toBeChecked();
  await page.getByRole('button', { name: 'Mark as done' }).click();
  await expect(ring(page)).toHaveAttribute('aria-label', 'Progress: 100 percent');
  await page.reload();
  await expect(page.locator('[part~="done"]')).toBeVisible();
  await expect.poll(async () => (await serverProgress(page, 23)).entry?.maxProgress ?? 0).toBe(100);
});
