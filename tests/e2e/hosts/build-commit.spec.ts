import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PORT } from '../../../playwright.config';

/**
 * Every API call names the build's commit (`x-client-sha`, requirements: base address), however
 * the page loads the code: the app page's own bundle, the module autoloader on the webshop, the
 * classic script on the CMS. The commit is stamped in the entry files only
 * (scripts/build/commit-stamp.ts): a shared chunk that carried it got a new name with every commit.
 */
const HOST = `http://localhost:${DEMO_PORT}`;

/** The commit ids the page's API calls carry, and the text of every chunk it loaded. */
function watch(page: Page) {
  const shas = new Set<string>();
  const chunks = new Map<string, string>();
  const reading: Promise<void>[] = [];
  page.on('request', (request) => {
    // A cross-origin page's preflights carry no headers of ours.
    if (request.method() === 'OPTIONS') return;
    // Signed file links are plain downloads (no preflight per file), not calls of the API.
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/') && !path.startsWith('/api/files/'))
      shas.add(request.headers()['x-client-sha'] ?? '');
  });
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!/^\/dist\/(app\/)?chunks\//.test(path)) return;
    reading.push(
      response.text().then(
        (text) => void chunks.set(path, text),
        () => undefined,
      ),
    );
  });
  return { shas, chunks, read: () => Promise.all(reading) };
}

/** Signs in with the form in `login`; returns the greeting in `start`. */
async function signIn(login: Page | Locator, start: Page | Locator) {
  await login.getByLabel('E-mail').fill('conductor@example.com');
  await login.getByLabel('Password', { exact: true }).fill('choir-2026');
  await login.getByRole('button', { name: 'Sign in', exact: true }).click();
  return start.getByText(/Clara/).first();
}

test('every API call names the build’s commit, and no shared chunk holds it', async ({ page }) => {
  const seen: string[] = [];
  // The app page and the webshop load chunks; the CMS page's classic script is one file.
  for (const [url, chunked, ready] of [
    ['/en/auth/login', true, () => signIn(page, page)],
    [
      `${HOST}/webshop.html`,
      true,
      () => page.locator('choir-works').getByText('Melden Sie sich an, um Ihre Ausgaben zu sehen.'),
    ],
    [`${HOST}/cms.html`, false, () => signIn(page.locator('choir-login'), page.locator('choir-start'))],
  ] as const) {
    const calls = watch(page);
    await page.goto(url);
    await expect(await ready()).toBeVisible();
    await calls.read();
    expect([...calls.shas], url).toHaveLength(1);
    const [sha] = calls.shas;
    expect(sha, url).toMatch(/^[0-9a-f]{7,40}$/);
    seen.push(sha!);
    if (chunked) expect(calls.chunks.size, url).toBeGreaterThan(0);
    expect(
      [...calls.chunks].filter(([, text]) => text.includes(sha!)).map(([path]) => path),
      url,
    ).toEqual([]);
  }
  expect(new Set(seen).size).toBe(1);

  // The app's footer names the same commit (hidden, for support).
  await page.goto('/en/start');
  await expect(page.locator('choir-app').locator('[data-commit]')).toHaveAttribute('data-commit', seen[0]!);
});
