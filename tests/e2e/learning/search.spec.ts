import { test as base, expect, type Page } from '@playwright/test';
import { signIn } from '../support/learning';

/**
 * One page for the file's tests (each signs in and opens what it looks at, so none depends on
 * another's state): a fresh context per test cost more CPU than its search (a new renderer, the
 * app loaded cold).
 */
const test = base.extend<object, { filePage: Page }>({
  filePage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, serviceWorkers } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, serviceWorkers });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: ({ filePage }, use) => use(filePage),
});

const firstHit = (page: Page) => page.locator('[part~="results"] [data-element-id]').first();

test.describe('search', () => {
  for (const [locale, query, typos, id, title] of [
    ['de', 'Tiscj', 1, 123, 'Der Tisch-Test'],
    ['de', 'Sporzatu', 2, 811, 'Akzente und Sforzato'],
    ['de', 'Seksachteltakd', 3, 323, 'Wiegender Sechsachteltakt'],
    ['en', 'ictos', 1, 121, 'The ictus'],
    ['en', 'sfarzatu', 2, 811, 'Accents and sforzato'],
    ['en', 'akselerandu', 3, 821, 'Ritardando and accelerando'],
  ] as const) {
    test(`${locale}: "${query}" (${typos} typo${typos > 1 ? 's' : ''}) finds "${title}"`, async ({
      page,
    }) => {
      await signIn(page, 'conductor@example.com', { at: `/${locale}/search?q=${encodeURIComponent(query)}` });
      await expect(firstHit(page)).toHaveAttribute('data-element-id', String(id));
      await expect(firstHit(page)).toContainText(title);
    });
  }

  test('en: a short typo, a time signature and a German word', async ({ page }) => {
    await signIn(page, 'conductor@example.com', { at: '/en/search?q=kue' });
    await expect(firstHit(page)).toHaveAttribute('data-element-id', '411');
    await expect(firstHit(page)).toContainText('What a cue needs');
    const box = page.getByRole('searchbox', { name: 'Search lessons' }).last();
    await box.fill('6/8');
    await expect(page).toHaveURL(/\/en\/search\?q=6%2F8$/);
    await expect(page.locator('[part~="results"] [data-element-id="323"]')).toContainText('Lilting 6/8');
    await expect(page.getByText('Type a word of at least 3 letters')).toHaveCount(0);
    // The app loaded the English outline; the German words come with the search.
    await box.fill('Auftakt');
    await expect(page.locator('[part~="results"] [data-element-id="131"]')).toContainText('Found in German');
  });

  test('the navigation search box, picking a result opens the element', async ({ page }) => {
    await signIn(page, 'conductor@example.com', { locale: 'de' });
    // Type once the start page has settled, so no re-render drops what was typed.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Clara');
    const box = page.getByRole('searchbox', { name: 'Lektionen suchen' }).first();
    await box.fill('Generalpauze');
    await expect(box).toHaveValue('Generalpauze');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/de\/search\?q=Generalpauze$/);
    await expect(firstHit(page)).toContainText('Zäsur und Generalpause');
    await firstHit(page).getByRole('link').click();
    await expect(page).toHaveURL(/\/de\/learnElement\/6\/62\/622$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Zäsur und Generalpause' })).toBeVisible();
  });

  test('type names and the no-hit message', async ({ page }) => {
    await signIn(page, 'conductor@example.com', { at: '/de/search?q=Notenbeispiel' });
    // Every musical example: 13 (the ear training's four, module 108, are exercises: decision 0055).
    await expect(page.locator('[part~="results"] [data-element-id]')).toHaveCount(13);
    await page.goto('/en/search?q=exercise');
    await expect(page.locator('[part~="results"] [data-element-id]').first()).toContainText('Exercise');
    await page.goto('/en/search?q=qwertzuiop');
    await expect(page.locator('[part~="no-match"]')).toContainText('Unfortunately we could not find a match');
    await page.goto('/de/search?q=xylofonwerk');
    await expect(page.locator('[part~="no-match"]')).toContainText(
      'Leider konnten wir keinen Treffer finden',
    );
  });
});
