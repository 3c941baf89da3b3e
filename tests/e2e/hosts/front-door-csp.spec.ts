import { expect, type Page, test } from '@playwright/test';
import { onDeep, reachForVideo, videoState } from '../support/learning';
import { app, signIn, waitForPlayback } from '../support/works';

/**
 * The app under its own strict Content-Security-Policy (issue 12 point 9): every violation the
 * browser reports (the `securitypolicyviolation` event, also from shadow roots, and the console's
 * "Refused to …" errors) is collected while a user walks sign-in, the start page, a video lesson
 * with captions (Plyr), a musical example and the player.
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { reportCspViolation: (text: string) => void })
          .reportCspViolation;
        report(
          `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
        );
      },
      true,
    );
  });
  return violations;
}

test('the app works under its Content-Security-Policy without a single violation', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchPolicy(page);

  const response = await page.goto('/en/start');
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  await signIn(page, 'conductor@example.com', { locale: 'en' });
  await expect(page).toHaveURL(/\/en\/start$/);
  await expect(app(page).getByRole('heading', { level: 1 }).first()).toBeVisible();

  // A video lesson: Plyr, its sprite and stylesheet, the signed poster, sources and captions.
  await page.goto('/de/learnElement/0/1/14');
  await reachForVideo(page);
  await page.locator('button[data-plyr="play"]').first().click();
  await expect
    .poll(async () => (await videoState(page)).currentTime, { timeout: 10_000 })
    .toBeGreaterThan(0.3);
  await page.locator('button[data-plyr="play"]').first().click();
  await expect.poll(async () => (await videoState(page)).paused).toBe(true);
  await page.locator('button[data-plyr="settings"]:not([role])').click();
  await page.getByRole('menuitem', { name: /Untertitel/ }).click();
  await page.getByRole('menuitemradio', { name: /English/ }).click();
  await onDeep(page, 'video', 'element.currentTime = 2; return null;');
  await expect(page.locator('.plyr__captions')).toContainText('On 2: one preparatory beat', {
    timeout: 8_000,
  });

  // A musical example: the signed score inlined, the sync map, the signed audio.
  await page.goto('/en/learnElement/2/23/233');
  const example = page.locator('[part~="musical-example"]');
  await expect(example.locator('[part~="score"] svg g.measure').first()).toBeAttached();
  await example.getByRole('button', { name: 'Play' }).click();
  await expect(example.getByRole('button', { name: 'Pause' })).toBeVisible();
  await example.getByRole('button', { name: 'Pause' }).click();

  // The player: pages, sync map and audio of an edition through signed links.
  await page.goto('/en/player/10002');
  await expect(app(page).getByRole('heading', { level: 1, name: 'Three German Folk Songs' })).toBeVisible();
  await app(page).getByRole('button', { name: 'Play' }).click();
  await waitForPlayback(page, 1);
  await app(page).getByRole('button', { name: 'Pause' }).click();

  expect(violations).toEqual([]);
});

test('an inline script that the page did not send is refused', async ({ page }) => {
  const violations = await watchPolicy(page);
  await page.goto('/en/start');
  // What an injected <script> without the nonce would do: the policy blocks it and reports it.
  const ran = await page.evaluate(async () => {
    const script = document.createElement('div');
    script.innerHTML = '<img src="x" onerror="window.__injected = true">';
    // Its error event has gone by once a listener added after the handler hears it.
    const failed = new Promise((resolve) => script.querySelector('img')!.addEventListener('error', resolve));
    document.body.append(script);
    await failed;
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.some((v) => v.includes('script-src'))).toBe(true);
});
