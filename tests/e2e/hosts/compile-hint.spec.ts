import { expect, type Page, test } from '@playwright/test';
import { DEMO_PORT } from '../../../playwright.config';

/**
 * The code every page runs as it starts is compiled while it downloads (V8's compile hint,
 * scripts/build/compile-hint.ts): on the app page its bundle's entry, on a host's page the chunk
 * with React DOM. Lazy code keeps lazy compilation.
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

/** The JavaScript files a page loaded, by path, with their text. */
async function scriptsOf(page: Page, url: string, ready: () => Promise<void>): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
    reading.push(
      response.text().then(
        (text) => void scripts.set(new URL(response.url()).pathname, text),
        () => undefined,
      ),
    );
  });
  await page.goto(url);
  await ready();
  await Promise.all(reading);
  return scripts;
}

const hinted = (scripts: Map<string, string>) =>
  [...scripts].filter(([, text]) => text.startsWith(HINT)).map(([path]) => path);

test('the app page’s entry is compiled as it downloads; its lazy areas are not', async ({ page }) => {
  const scripts = await scriptsOf(page, '/en/auth/login', () =>
    expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible(),
  );
  const entry = [...scripts.keys()].filter((path) => /^\/dist\/app\/choir-app-[0-9a-f]+\.js$/.test(path));
  expect(entry).toHaveLength(1);
  expect(hinted(scripts)).toEqual(entry);
});

test('a shop page’s chunk with React DOM is compiled as it downloads; the elements’ own files are not', async ({
  page,
}) => {
  const scripts = await scriptsOf(page, `http://localhost:${DEMO_PORT}/webshop.html`, () =>
    page.waitForLoadState('networkidle'),
  );
  const withReactDom = [...scripts]
    .filter(([, text]) => text.includes('__reactContainer$'))
    .map(([path]) => path);
  expect(withReactDom).toHaveLength(1);
  expect(hinted(scripts)).toEqual(withReactDom);
  expect([...scripts.keys()].some((path) => path.startsWith('/dist/elements/'))).toBe(true);
});
