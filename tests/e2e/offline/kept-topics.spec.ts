import { expect, type Page, test } from '@playwright/test';
import { keepShot, workerReady } from '../support/common';
import { onDeep, reachForVideo, signIn, videoState } from '../support/learning';

// Uses the offline worker, which playwright.config.ts blocks for the other specs.
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 14, "Keep this topic offline": a topic's files are stored with a progress bar, the profile's
 * storage panel shows what they take, the topic's video lessons play offline with their captions
 * (also after an offline reload), and "Free" removes them from the panel and from Cache Storage.
 * In German and in English; the English run also takes the screenshots.
 */
const TEXTS = {
  de: {
    keep: 'Dieses Thema offline behalten',
    kept: /^Auf diesem Gerät gespeichert · [\d.,]+ (KB|MB)$/,
    panel: 'Offline gespeicherte Themen',
    total: /^1 Thema · [\d.,]+ (KB|MB)$/,
    empty: 'Für Ihr Konto ist auf diesem Gerät kein Thema gespeichert.',
    topic: 'Puls',
    lesson: /Zweier bei 60/,
    free: 'Speicher von Puls freigeben',
    offline: 'Keine Verbindung!',
  },
  en: {
    keep: 'Keep this topic offline',
    kept: /^Kept on this device · [\d.,]+ (KB|MB)$/,
    panel: 'Topics kept offline',
    total: /^1 topic · [\d.,]+ (KB|MB)$/,
    empty: 'No topic is kept on this device for your account.',
    topic: 'Pulse',
    lesson: /Two beats at 60/,
    free: 'Free the storage of Pulse',
    offline: 'No connection!',
  },
} as const;

/** Topic 1 "Pulse" and its video lesson 113 "Two beats at 60". */
const TOPIC = 1;
const VIDEO_LESSON = (locale: string) => `/${locale}/learnElement/1/11/113`;
const SCREENS = '.tmp/screens/kept-topics';

const app = (page: Page) => page.locator('choir-app');

/** Cache Storage names holding kept files of a topic, and the kept-topic records of this browser. */
function keptCaches(page: Page, topicId: number) {
  return page.evaluate(async (topicId) => {
    const names = (await caches.keys()).filter((name) => name.startsWith(`choir-topic/v1/${topicId}/`));
    const records = (await caches.has('choir-kept-topics/v1'))
      ? (await (await caches.open('choir-kept-topics/v1')).keys()).map((request) => request.url)
      : [];
    return { names, records };
  }, topicId);
}

/** Screenshots of the current page at the two sizes every screen is checked at. */
async function screenshots(page: Page, name: string, locator?: ReturnType<Page['locator']>) {
  for (const [label, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await locator?.scrollIntoViewIfNeeded();
    await keepShot(page, { path: `${SCREENS}/${name}-${label}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

for (const locale of ['de', 'en'] as const) {
  test(`${locale}: keep a topic, play its video offline with captions after a reload, then free it`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const texts = TEXTS[locale];
    const english = locale === 'en';
    await signIn(page, 'conductor@example.com', { locale });
    // The offline worker caches the app itself for the offline reload.
    await workerReady(page);
    // Each file takes a moment, so the progress of storing can be seen.
    await context.route('**/api/files/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 250));
      await route.fallback();
    });

    await page.goto(`/${locale}/topic/${TOPIC}`);
    const keep = app(page).locator('[part~="keep-offline"]');
    await expect(keep.getByRole('button', { name: texts.keep })).toBeVisible();
    if (english) await screenshots(page, 'keep-action', keep);
    await keep.getByRole('button', { name: texts.keep }).click();
    await expect(keep.locator('progress')).toBeVisible();
    await expect(keep.getByRole('status')).toHaveText(texts.kept, { timeout: 60_000 });
    await expect(keep.locator('progress')).toHaveCount(0);
    if (english) await screenshots(page, 'kept', keep);

    // A server that does not respond: the kept lesson opens from this device at once, without
    // waiting for the lesson's API calls.
    const silent = '**/api/topics/*/{videoSrc,subtitles}*';
    await context.route(silent, () => undefined);
    await app(page).getByRole('link', { name: texts.lesson }).first().click();
    await reachForVideo(page, { timeout: 3000 });
    await context.unroute(silent);

    await page.goto(`/${locale}/auth/profile`);
    const panel = app(page).locator('section, [part~="card"]').filter({ hasText: texts.panel }).last();
    const row = panel.getByRole('listitem').filter({ hasText: texts.topic });
    await expect(row).toBeVisible();
    await expect(row).toContainText(/[\d.,]+ (KB|MB)/);
    await expect(panel.getByText(texts.total)).toBeVisible();
    if (english) await screenshots(page, 'panel', panel);

    // Offline, after a reload: the kept video lesson plays, and its captions load.
    await context.setOffline(true);
    await page.goto(VIDEO_LESSON(locale));
    await expect(app(page).getByRole('status').filter({ hasText: texts.offline })).toBeVisible();
    await reachForVideo(page);
    await onDeep(page, 'video', 'element.muted = true; return element.play().then(() => null);');
    await expect
      .poll(async () => (await videoState(page)).currentTime, { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    const cues = () =>
      onDeep<number>(
        page,
        'video',
        `const track = element.textTracks[0];
       if (!track) return 0;
       if (track.mode === 'disabled') track.mode = 'hidden';
       return track.cues ? track.cues.length : 0;`,
      );
    await expect.poll(cues, { timeout: 10_000 }).toBeGreaterThan(0);
    await context.setOffline(false);

    // Freed: gone from the panel and from Cache Storage.
    await page.goto(`/${locale}/auth/profile`);
    await panel.getByRole('button', { name: texts.free }).click();
    await expect(panel.getByText(texts.empty)).toBeVisible();
    await expect.poll(async () => (await keptCaches(page, TOPIC)).names).toEqual([]);
    expect((await keptCaches(page, TOPIC)).records.filter((url) => url.includes(`/${TOPIC}/`))).toEqual([]);
  });
}
