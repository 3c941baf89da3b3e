/** Helpers of the works and player end-to-end tests. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { editionCacheName, fileKey, RECORDS_CACHE } from '../../../src/core/works/downloads/edition-store';

export { axeViolations, signIn, withAccountLanguage } from './common';

export const app = (page: Page) => page.locator('choir-app');

/** The card of one edition in the works list. */
export const card = (page: Page, articleId: string): Locator =>
  app(page).locator(`article[data-article-id="${articleId}"]`);

/** Closes the licence dialog if the shell shows one after sign-in (accounts without a licence). */
export async function closeLicenceDialog(page: Page) {
  const dialog = app(page).getByRole('dialog', { name: /Licence expired|Lizenz abgelaufen/ });
  if (await dialog.isVisible().catch(() => false)) {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}

/** Opens My works and waits for the list. */
export async function openWorks(page: Page) {
  await page.goto('/en/works');
  await expect(app(page).getByRole('heading', { level: 1, name: 'My works' })).toBeVisible();
  await expect(app(page).locator('article[data-article-id]').first()).toBeVisible();
}

/** Slows the edition files down, so the download's progress can be seen. */
export async function slowFiles(page: Page, delayMs = 250) {
  await page.route('**/api/files/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

/** The state of the player's audio element. */
export function audioState(page: Page) {
  return app(page)
    .locator('audio')
    .evaluate((audio: HTMLAudioElement) => ({
      currentTime: audio.currentTime,
      paused: audio.paused,
      src: audio.src,
      playbackRate: audio.playbackRate,
      preservesPitch: audio.preservesPitch,
    }));
}

/** Waits until the audio has played past `seconds`. */
export async function waitForPlayback(page: Page, seconds: number) {
  await expect
    .poll(async () => (await audioState(page)).currentTime, { timeout: 15_000 })
    .toBeGreaterThan(seconds);
}

const CONTENT = path.resolve(import.meta.dirname, '../../../content/editions');

/**
 * Puts a complete download of an edition version into the browser's Cache Storage, as an earlier
 * visit would have left it (the server only hands out the latest version).
 */
export async function seedDownload(page: Page, articleId: string, version: string) {
  const root = path.join(CONTENT, articleId, version);
  const files: { path: string; body: string; size: number; sha256: string; type: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        // Not the preview, nor the MEI the server keeps for itself (never in a download).
        if ((name !== 'preview' && name !== 'mei') || dir !== root) walk(full);
      } else {
        const bytes = readFileSync(full);
        const relative = path.relative(root, full).split(path.sep).join('/');
        files.push({
          path: relative,
          body: bytes.toString('base64'),
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          type: relative.endsWith('.m4a')
            ? 'audio/mp4'
            : relative.endsWith('.svg')
              ? 'image/svg+xml'
              : 'application/json',
        });
      }
    }
  };
  walk(root);
  const names = {
    cache: editionCacheName(articleId, version),
    records: RECORDS_CACHE,
    keys: Object.fromEntries(files.map((file) => [file.path, fileKey(articleId, version, file.path)])),
  };
  await page.evaluate(
    async ({ files, names, articleId, version }) => {
      const cache = await caches.open(names.cache);
      for (const file of files) {
        const bytes = Uint8Array.from(atob(file.body), (c) => c.charCodeAt(0));
        await cache.put(
          names.keys[file.path]!,
          new Response(bytes, { headers: { 'content-type': file.type } }),
        );
      }
      const record = {
        articleId,
        version,
        completedAt: Date.now(),
        bytes: files.reduce((sum, f) => sum + f.size, 0),
        files: files.map(({ path, size, sha256 }) => ({ path, size, sha256 })),
      };
      // Records belong to the signed-in account (src/core/works/downloads/edition-store.ts).
      const owner = (JSON.parse(localStorage.getItem('choir.user') ?? 'null') as { id: string } | null)?.id;
      if (!owner) throw new Error('seedDownload needs a signed-in page');
      const key = `https://choir-coach.invalid/records/${encodeURIComponent(owner)}/${encodeURIComponent(articleId)}.json`;
      await (await caches.open(names.records)).put(key, Response.json(record));
    },
    { files, names, articleId, version },
  );
}

/** Deletes one stored file of a downloaded edition (as a browser clearing space might). */
/** The bytes of a file of a complete download, read back from Cache Storage (null: not stored). */
export async function storedFileSize(page: Page, articleId: string, version: string, file: string) {
  const name = editionCacheName(articleId, version);
  const key = fileKey(articleId, version, file);
  return page.evaluate(
    async ({ name, key }) => {
      const response = await (await caches.open(name)).match(key);
      return response ? (await response.arrayBuffer()).byteLength : null;
    },
    { name, key },
  );
}

export async function deleteStoredFile(page: Page, articleId: string, version: string, file: string) {
  const name = editionCacheName(articleId, version);
  const key = fileKey(articleId, version, file);
  const deleted = await page.evaluate(async ({ name, key }) => (await caches.open(name)).delete(key), {
    name,
    key,
  });
  expect(deleted).toBe(true);
}
