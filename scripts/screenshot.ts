/**
 * Takes Chromium screenshots of app pages at desktop and phone width, for looking at what we
 * build: `npx tsx scripts/screenshot.ts http://localhost:3000/de/auth/login out/login [--login email]`.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../playwright.config';

const [url, prefix = '.tmp/shot', ...rest] = process.argv.slice(2);
if (!url) throw new Error('usage: screenshot.ts URL [PREFIX] [--login EMAIL]');
const loginIndex = rest.indexOf('--login');
const email = loginIndex >= 0 ? rest[loginIndex + 1] : undefined;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', ...CHROMIUM_ARGS],
});
for (const [name, width, height] of [
  ['desktop', 1280, 860],
  ['phone', 390, 844],
] as const) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  page.on(
    'console',
    (message) => message.type() === 'error' && console.log(`[${name}] console: ${message.text()}`),
  );
  await page.goto(url);
  if (email) {
    await page.getByLabel(/^(E-Mail|E-mail|Email)$/).fill(email);
    await page.getByLabel(/^(Passwort|Password|Mot de passe)$/).fill('choir-2026');
    await page.getByRole('button', { name: /Anmelden|Sign in|Se connecter/ }).click();
    await page.waitForTimeout(1500);
  }
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${prefix}-${name}.png`, fullPage: true });
  console.log(`${prefix}-${name}.png ${page.url()}`);
  await page.close();
}
await browser.close();
