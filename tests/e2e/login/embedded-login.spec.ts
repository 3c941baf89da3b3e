import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { SHOP_PORT } from '../../../playwright.config';

/**
 * `choir-login` on a foreign page: a "webshop" served by its own HTTP server on another port loads
 * the built bundle and calls the real API cross-origin, so CORS is real.
 */
const SHOP = `http://localhost:${SHOP_PORT}`;
let shop: Server;

test.beforeAll(async ({ baseURL }) => {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Webshop</title>
    <style>body { font: 14px serif; color: rgb(200, 0, 0); } h1, input, button { font-size: 40px !important; }</style>
    <script type="module" src="${baseURL}/dist/choir-coach.js"></script></head>
    <body><h1>Webshop account</h1>
    <choir-login api-base="${baseURL}/api" locale="en"></choir-login>
    <p id="status">signed out</p>
    <script>
      document.addEventListener('choir-login', (event) => {
        document.getElementById('status').textContent = 'signed in: ' + event.detail.user.email;
      });
    </script></body></html>`;
  shop = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => shop.listen(SHOP_PORT, resolve));
});

test.afterAll(() => new Promise<void>((resolve) => shop.close(() => resolve())));

test('choir-login works embedded alone on a foreign page', async ({ page }) => {
  await page.goto(`${SHOP}/account`);
  const login = page.locator('choir-login');
  await expect(login.getByRole('heading', { level: 1 })).toHaveText('Welcome to choir coach');
  // Host CSS does not reach into the element.
  const submitSize = await login
    .getByRole('button', { name: 'Sign in', exact: true })
    .evaluate((b) => getComputedStyle(b).fontSize);
  expect(submitSize).not.toBe('40px');
  await login.getByLabel('E-mail').fill('conductor@example.com');
  await login.getByLabel('Password', { exact: true }).fill('choir-2026');
  await login.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.locator('#status')).toHaveText('signed in: conductor@example.com');
});

test('an origin that is not allowed gets no CORS access', async ({ request, baseURL }) => {
  const response = await request.get(`${baseURL}/api/health`, { headers: { origin: 'http://evil.test' } });
  expect(response.headers()['access-control-allow-origin']).toBeUndefined();
  const allowed = await request.get(`${baseURL}/api/health`, { headers: { origin: SHOP } });
  expect(allowed.headers()['access-control-allow-origin']).toBe(SHOP);
});
