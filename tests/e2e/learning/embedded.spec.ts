import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { SHOP_PORT } from '../../../playwright.config';

/**
 * `<choir-start>` and `<choir-learn-element>` on a foreign page (another origin): they load the
 * topics themselves through CORS and hand navigation to the host page. (Elements on one page share
 * one core, so one interface language: both ask for English.)
 */
// The origin the worker's server allows besides its own (playwright.config.ts).
const SHOP = `http://localhost:${SHOP_PORT}`;
let shop: Server;

test.beforeAll(async ({ baseURL }) => {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Webshop</title>
    <style>body { font: 14px serif; } h1, h2, h3 { color: rgb(200, 0, 0) !important; }</style>
    <script type="module" src="${baseURL}/dist/choir-coach.js"></script></head>
    <body><h1>Our course</h1>
    <choir-learn-element api-base="${baseURL}/api" app-url="${baseURL}" locale="en" topic-id="0" module-id="1" learn-element-id="11"></choir-learn-element>
    <choir-start api-base="${baseURL}/api" app-url="${baseURL}" locale="en"></choir-start>
    <p id="navigated">none</p>
    <script>
      document.addEventListener('choir-navigate', (event) => {
        event.preventDefault();
        document.getElementById('navigated').textContent = event.detail.path;
      });
    </script></body></html>`;
  shop = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => shop.listen(SHOP_PORT, resolve));
});

test.afterAll(() => new Promise<void>((resolve) => shop.close(() => resolve())));

test('the learning elements work embedded alone on a foreign page', async ({ page }) => {
  await page.goto(`${SHOP}/course`);
  const lesson = page.locator('choir-learn-element');
  await expect(lesson.getByRole('heading', { level: 1, name: 'Your body is your instrument' })).toBeVisible();
  await expect(lesson.locator('[part~="content"]')).toContainText('body language');
  // Host CSS does not reach inside.
  const colour = await lesson.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).color);
  expect(colour).not.toBe('rgb(200, 0, 0)');
  await lesson.locator('[part~="slides"] a[rel="next"]').click();
  await expect(page.locator('#navigated')).toHaveText('/en/learnElement/0/1/12');

  const start = page.locator('choir-start');
  await expect(start.locator('[data-list="1"] [data-topic-id]')).toHaveCount(3);
  await start
    .locator('[data-topic-id="4"]')
    .getByRole('link', { name: /See what it covers/ })
    .click();
  await expect(page.locator('#navigated')).toHaveText('/en/topic/4');
});
