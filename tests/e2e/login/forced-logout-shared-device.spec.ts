import { expect, type Page, test } from '@playwright/test';
import type { TopicDto } from '../../../src/core/contract/api';
import { signInThroughForm as signIn, workerReady } from '../support/common';
import { seedDownload } from '../support/works';

// Uses the offline worker, which playwright.config.ts blocks for the other specs.
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 14, shared devices: A's session is ended from another device (the token revoked). The next
 * request of this browser gets 401, the app signs out, and every per-user part (memory, storage,
 * the worker's caches, the downloads list, the kept topics list) is gone for the next person.
 * The scenario runs in English only (for the suite's time; the German texts are checked elsewhere).
 */
const TEXTS = {
  keep: 'Keep this topic offline',
  kept: /^Kept on this device/,
  panelEmpty: 'No topic is kept on this device for your account.',
  noDownloads: 'No editions downloaded yet.',
  empty: 'You have not added anything to your collection yet.',
} as const;

const app = (page: Page) => page.locator('choir-app');
const CORE = 'choir-coach.core';

/** Lesson elements opened by a licence (not the free preview), in the core's memory and in any cache. */
function licensedLessons(page: Page) {
  return page.evaluate(async (coreKey) => {
    const licensed = (topics: TopicDto[]) =>
      topics
        .flatMap((topic) => topic.modules.flatMap((module) => module.learnElements))
        .filter((element) => element.access && !element.preview).length;
    const core = (globalThis as Record<symbol, { topics: { list: { value: TopicDto[] } } }>)[
      Symbol.for(coreKey)
    ];
    let cached = 0;
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        if (!new URL(request.url).pathname.endsWith('/api/topics')) continue;
        const response = await (await caches.open(name)).match(request);
        cached += licensed((await response!.json()) as TopicDto[]);
      }
    }
    return { memory: core ? licensed(core.topics.list.value) : 0, cached };
  }, CORE);
}

const locale = 'en';

test(`${locale}: a session revoked on another device leaves nothing of A for the next person`, async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'conductor@example.com', { locale });
  await workerReady(page);
  await page.reload();
  // A's parts on this device: a lesson saved to the library, a download, a topic kept offline,
  // the topics with licensed texts in memory and in the worker's cache. (The page's core exists
  // once the app has started, which can be after the load event.)
  await page.waitForFunction((coreKey) => Symbol.for(coreKey) in globalThis, CORE);
  await page.evaluate(async (coreKey) => {
    const core = (globalThis as Record<symbol, { session: { updateSettings(p: object): void } }>)[
      Symbol.for(coreKey)
    ]!;
    core.session.updateSettings({ library: [231], preferredVoice: 'alto' });
  }, CORE);
  await seedDownload(page, '10001', '1.1.0');
  await page.goto(`/${locale}/topic/0`);
  const keep = app(page).locator('[part~="keep-offline"]');
  await keep.getByRole('button', { name: TEXTS.keep }).click();
  await expect(keep.getByRole('status')).toHaveText(TEXTS.kept, { timeout: 60_000 });
  await expect.poll(async () => (await licensedLessons(page)).cached, { timeout: 15_000 }).toBeGreaterThan(0);
  expect((await licensedLessons(page)).memory).toBeGreaterThan(0);

  // Another device signs every session of A out (the devices panel does the same call).
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const revoked = await page.request.delete('/api/auth/sessions', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(revoked.status()).toBe(200);

  // This browser's next request gets 401: the app signs out by itself.
  await page.goto(`/${locale}/auth/profile`);
  await expect(page).toHaveURL(/auth\/login$/);
  await expect.poll(async () => await licensedLessons(page)).toEqual({ memory: 0, cached: 0 });
  const stored = await page.evaluate(() => ({ ...localStorage }));
  for (const key of ['access_token', 'choir.user', 'choir.purchases', 'choir.learnElementMetadata'])
    expect(stored[key]).toBeUndefined();
  expect(JSON.parse(stored['choir.settings'] ?? '{}')).toMatchObject({ library: [], preferredVoice: '' });

  // The next person: no library, no downloads, no kept topics of A.
  await signIn(page, 'new@example.com', { locale, redirect: `/${locale}/auth/library` });
  await expect(app(page).getByText(TEXTS.empty)).toBeVisible();
  await page.goto(`/${locale}/auth/profile`);
  await expect(app(page).getByText(TEXTS.panelEmpty)).toBeVisible();
  await page.goto(`/${locale}/works`);
  await expect(app(page).getByText(TEXTS.noDownloads)).toBeVisible();
});
