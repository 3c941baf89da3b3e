import { expect, type Request, test } from '@playwright/test';
import { app, signIn } from '../support/works';

/**
 * The player's dialogs are not part of its first view (their chunk, `player-dialog-host`, loads
 * after it), yet open at once when asked for, offline too once the page has loaded.
 */
const isDialogs = (request: Request) =>
  /\/player-dialog-host-[^/]*\.js$/.test(new URL(request.url()).pathname);

test('the dialogs load after the first view, unasked, and then open offline', async ({ page, context }) => {
  let scoreShown = false;
  const beforeScore: string[] = [];
  page.on('request', (request) => {
    if (isDialogs(request) && !scoreShown) beforeScore.push(request.url());
  });
  const loaded = page.waitForResponse((response) => isDialogs(response.request()), { timeout: 20_000 });
  // Their texts follow the chunk (decision 0057): both are in before the network goes.
  const texts = page.waitForResponse(
    (response) => /\/texts-en-player-dialogs-[^/]*\.js$/.test(response.url()),
    {
      timeout: 20_000,
    },
  );
  await signIn(page, 'conductor@example.com', { at: '/en/player/10002' });
  const player = app(page);
  await expect(player.locator('[data-page="1"] svg').first()).toBeVisible();
  scoreShown = true;
  expect(beforeScore).toEqual([]);

  // Untouched, the page fetches them once its first view is done.
  expect((await loaded).ok()).toBe(true);
  expect((await texts).ok()).toBe(true);
  await context.setOffline(true);
  await player.getByRole('button', { name: 'Contents' }).click();
  const toc = player.getByRole('dialog', { name: 'Table of contents' });
  await expect(toc).toBeVisible();
  await expect(toc.getByRole('button', { name: /Pages 1–2/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toc).toBeHidden();
  // The options, with their own texts, came in the same chunk.
  await player.getByRole('button', { name: 'Options' }).click();
  await expect(player.getByRole('dialog', { name: 'Options' })).toBeVisible();
});

test('a key asks for the dialogs before they have come: the dialog opens once they are in', async ({
  page,
}) => {
  await signIn(page, 'conductor@example.com', { at: '/en/player/10002' });
  const player = app(page);
  await expect(player.locator('[data-page="1"] svg').first()).toBeVisible();
  await page.keyboard.press('g');
  const dialog = player.getByRole('dialog', { name: 'Go to bar' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Bar number/ })).toBeFocused();
});
