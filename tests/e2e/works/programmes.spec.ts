import { expect, type Page, test } from '@playwright/test';
import { putProgramme } from '../support/programmes';
import { withdrawSeat } from '../support/seats';
import { app, axeViolations, openWorks, signIn } from '../support/works';

const CONDUCTOR = 'conductor@example.com';

const section = (page: Page) => app(page).locator('[part="programmes"]');
const editor = (page: Page) => section(page).locator('section[data-programme]');
const itemTitles = (page: Page) => editor(page).locator('li').locator('span > span:first-child');

// The seat shared below is withdrawn after each test: the worker's next specs share its server.
test.afterEach(({ request }) => withdrawSeat(request, 'new@example.com'));

test.describe('concert programmes in My works', () => {
  test('create from works, order, date and notes, and find it after a reload', async ({ page }) => {
    await signIn(page, CONDUCTOR);
    await openWorks(page);
    const name = `Advent ${Date.now()}`;
    await section(page).getByLabel('Name of a new programme').fill(name);
    await section(page).getByRole('button', { name: 'New programme' }).click();
    await expect(editor(page)).toBeVisible();
    await editor(page).getByLabel('Concert date').fill('2026-12-13');
    await editor(page).getByLabel('Notes').fill('Robes: black <b>bold</b>');

    const add = editor(page).getByRole('form', { name: 'Add a work' });
    await add.getByRole('combobox', { name: /^Work/ }).selectOption({ label: 'Now Thank We All Our God' });
    await add.getByRole('button', { name: 'Add' }).click();
    await add.getByRole('combobox', { name: /^Work/ }).selectOption({ label: 'Three German Folk Songs' });
    await add.getByRole('combobox', { name: /^Part/ }).selectOption({ label: 'Movement 3' });
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(itemTitles(page)).toHaveText([
      'Now Thank We All Our God',
      'Movement 3 of “Three German Folk Songs”',
    ]);
    await editor(page)
      .getByRole('button', { name: 'Move “Movement 3 of “Three German Folk Songs”” up' })
      .click();
    await expect(itemTitles(page)).toHaveText([
      'Movement 3 of “Three German Folk Songs”',
      'Now Thank We All Our God',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await expect(section(page).getByText(/changes? (is|are) waiting/)).toBeHidden();

    await page.reload();
    const saved = section(page).locator('li[data-programme]', { hasText: name });
    await expect(saved).toContainText('13.12.2026 · 2 works');
    await saved.getByRole('button', { name: 'Edit' }).click();
    await expect(itemTitles(page)).toHaveText([
      'Movement 3 of “Three German Folk Songs”',
      'Now Thank We All Our God',
    ]);
    // Stored as plain text.
    await expect(editor(page).getByLabel('Notes')).toHaveValue('Robes: black bold');
  });

  test('an edit made offline is kept over a reload and sent when back online', async ({ page, context }) => {
    await signIn(page, CONDUCTOR);
    await openWorks(page);
    const name = `Spring ${Date.now()}`;
    await section(page).getByLabel('Name of a new programme').fill(name);
    await section(page).getByRole('button', { name: 'New programme' }).click();
    await expect(section(page).locator('li[data-programme]', { hasText: name })).toBeVisible();

    await context.setOffline(true);
    await editor(page).getByLabel('Name', { exact: true }).fill(`${name} (offline)`);
    await expect(section(page).getByText('1 change is waiting for a connection')).toBeVisible();
    await context.setOffline(false);
    await expect(section(page).getByText(/change is waiting/)).toBeHidden();
    await page.reload();
    await expect(section(page).locator('li[data-programme]', { hasText: `${name} (offline)` })).toBeVisible();
  });

  test('a work the user does not own stays in the programme as a preview with a note', async ({ page }) => {
    await signIn(page, CONDUCTOR);
    await page.goto('/en/works');
    const name = `Lorelei ${Date.now()}`;
    await putProgramme(page, name, [
      { id: 'a', editionId: '10001' },
      { id: 'b', editionId: '10003' },
    ]);
    await openWorks(page);
    await section(page)
      .locator('li[data-programme]', { hasText: name })
      .getByRole('button', { name: 'Edit' })
      .click();
    const rows = editor(page).locator('li');
    await expect(rows.nth(0)).not.toContainText('Preview only');
    await expect(rows.nth(1)).toContainText('The Lorelei');
    await expect(rows.nth(1)).toContainText('Preview only: you no longer own this work.');
  });
});

test('a programme shared with a pack reaches its seat holder, read-only, in a second browser', async ({
  page,
  browser,
}) => {
  await signIn(page, CONDUCTOR);
  await openWorks(page);
  const name = `For the choir ${Date.now()}`;
  await section(page).getByLabel('Name of a new programme').fill(name);
  await section(page).getByRole('button', { name: 'New programme' }).click();
  await editor(page)
    .getByRole('combobox', { name: /^Share with the seats of/ })
    .selectOption('CC-PACK-5');
  await expect(section(page).getByText(/changes? (is|are) waiting/)).toBeHidden();
  await page.evaluate(async () => {
    const token = localStorage.getItem('access_token');
    await fetch('/api/purchases/CC-PACK-5/unlockspecific/new@example.com', {
      headers: { authorization: `Bearer ${token}` },
    });
  });

  const singer = await (await browser.newContext()).newPage();
  await signIn(singer, 'new@example.com');
  await openWorks(singer);
  const shared = section(singer)
    .getByRole('list', { name: 'Shared with you' })
    .locator('li', { hasText: name });
  await expect(shared).toContainText('From Clara Conductor · read only');
  await expect(shared.getByRole('link', { name: 'Play' })).toBeHidden();
  await expect(shared.getByRole('button', { name: 'Edit' })).toBeHidden();
  await singer.context().close();
});
