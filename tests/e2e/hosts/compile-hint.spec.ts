import { expect, test } from '@playwright/test';

/**
 * The code the app page runs as it starts is compiled while it downloads (V8's compile hint,
 * scripts/build/compile-hint.ts): its bundle's entry. Lazy code keeps lazy compilation.
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

test('the app page’s entry is compiled as it downloads; its lazy areas are not', async ({ page }) => {
  const scripts = new Map<string, string>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
    reading.push(
      response.text().then(
        (text) => void scripts.set(new URL(response.url()).pathname, text),
        () => undefined, // a response without a body (a redirect) has no text to read
      ),
    );
  });
  await page.goto('/en/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await Promise.all(reading);
  const entry = [...scripts.keys()].filter((path) => /^\/dist\/app\/choir-app-[0-9a-f]+\.js$/.test(path));
  expect(entry).toHaveLength(1);
  expect([...scripts].filter(([, text]) => text.startsWith(HINT)).map(([path]) => path)).toEqual(entry);
});
