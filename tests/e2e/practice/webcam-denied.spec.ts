import type { Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../../playwright.config';
import { PAGE, startPracticePage } from './practice-page';

/**
 * A camera the user does not allow: the fake camera exists, but Chromium runs without
 * `--use-fake-ui-for-media-stream` and the page holds no camera permission, so the request is denied.
 */
test.use({
  permissions: [],
  launchOptions: {
    // The full browser: the headless shell has no permission prompt to deny, so its camera fails otherwise.
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'],
  },
});

let server: Server;
test.beforeAll(async ({ baseURL }) => {
  server = await startPracticePage(baseURL!);
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

for (const [locale, mode, title, text] of [
  ['en', 'Side by side', 'Camera access was denied', 'Allow this site to use the camera'],
  ['de', 'Nebeneinander', 'Kamerazugriff verweigert', 'Erlauben Sie dieser Seite'],
  ['fr', 'Superposée', 'Accès à la caméra refusé', 'Autorisez ce site'],
] as const) {
  test(`permission denied shows its message (${locale})`, async ({ page }) => {
    await page.goto(`${PAGE}/?locale=${locale}`);
    const tools = page.locator('choir-tools');
    await tools.getByRole('radio', { name: mode }).check();
    const alert = tools.getByRole('alert');
    await expect(alert).toContainText(title);
    await expect(alert).toContainText(text);
    await expect(tools.locator('[part="webcam-video"]')).toHaveCount(0);
    await expect(alert.getByRole('button')).toBeVisible();
  });
}
