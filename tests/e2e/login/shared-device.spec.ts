import { expect, type Page, test } from '@playwright/test';
import { signInThroughForm as signIn } from '../support/common';
import { seedDownload } from '../support/works';

// Uses the offline worker, which playwright.config.ts blocks for the other specs.
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 14, shared devices: after A signs out, neither an anonymous visitor nor B (same browser
 * context) sees A's library, settings, downloads or licensed lesson TEXTS.
 * The scenario runs in German only (for the suite's time; the English texts are checked elsewhere).
 */
const TEXTS = {
  nav: 'Hauptnavigation',
  logout: 'Abmelden',
  empty: 'Sie haben noch nichts zu Ihrer Sammlung hinzugefügt.',
  noDownloads: 'Noch keine Ausgaben heruntergeladen.',
} as const;

/** A licensed (non-preview) text lesson of topic 2 and its first words, read from the API as A. */
async function licensedLesson(page: Page, locale: 'de' | 'en') {
  return page.evaluate(async (locale) => {
    const token = localStorage.getItem('access_token');
    const topics = (await (
      await fetch('/api/topics', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      topicId: number;
      modules: {
        moduleId: number;
        learnElements: {
          learnElementId: number;
          type: string;
          preview?: boolean;
          body: Record<string, string>;
        }[];
      }[];
    }[];
    const topic = topics.find((t) => t.topicId === 2)!;
    const module = topic.modules[0]!;
    const element = module.learnElements.find((e) => e.type === 'text' && !e.preview)!;
    const words = element.body[locale]!.replace(/<[^>]+>/g, ' ')
      .trim()
      .split(/\s+/)
      .slice(0, 5)
      .join(' ');
    return { path: `/${locale}/learnElement/2/${module.moduleId}/${element.learnElementId}`, words };
  }, locale);
}

const locale = 'de';

test(`${locale}: after A signs out, a visitor and B see nothing of A`, async ({ page }) => {
  test.setTimeout(120_000);
  const app = page.locator('choir-app');
  // A's library and voice are on the server before A signs in, so the app loads them.
  await page.goto(`/${locale}/auth/login`);
  await page.evaluate(async () => {
    const login = await fetch('/api/auth/login?app=choir-coach', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'conductor@example.com', password: 'choir-2026' }),
    });
    const { token } = (await login.json()) as { token: string };
    await fetch('/api/auth/usersettings?app=choir-coach', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ library: [231], preferredVoice: 'alto' }),
    });
  });
  await signIn(page, 'conductor@example.com', { locale });
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('choir.settings') ?? '{}').library))
    .toEqual([231]);
  await seedDownload(page, '10001', '1.1.0');
  const lesson = await licensedLesson(page, locale);
  await page.goto(lesson.path);
  await expect(app.getByText(lesson.words).first()).toBeVisible();

  await app.getByRole('navigation', { name: TEXTS.nav }).getByRole('button', { name: TEXTS.logout }).click();
  await expect(page).toHaveURL(/auth\/login$/);
  // Storage keeps nothing of A but the device flag and the interface language.
  const stored = await page.evaluate(() => ({ ...localStorage }));
  expect(Object.keys(stored).sort()).toEqual(
    expect.not.arrayContaining(['access_token', 'choir.user', 'choir.purchases']),
  );
  expect(JSON.parse(stored['choir.settings'] ?? '{}')).toMatchObject({ library: [], preferredVoice: '' });

  // An anonymous visitor sees no licensed text.
  await page.goto(lesson.path);
  await expect(app.getByRole('main')).toBeVisible();
  await expect(app.getByText(lesson.words)).toHaveCount(0);

  // B signs in: no library, no downloads of A.
  await signIn(page, 'new@example.com', { locale, redirect: `/${locale}/auth/library` });
  await expect(app.getByText(TEXTS.empty)).toBeVisible();
  await page.goto(`/${locale}/works`);
  await expect(app.getByRole('main')).toBeVisible();
  await expect(app.getByText(TEXTS.noDownloads)).toBeVisible();
  const ownRecords = await page.evaluate(async () => {
    const me = (JSON.parse(localStorage.getItem('choir.user')!) as { id: string }).id;
    const keys = await (await caches.open('choir-downloads/v1')).keys();
    return keys.filter((request) => request.url.includes(`/records/${encodeURIComponent(me)}/`)).length;
  });
  expect(ownRecords).toBe(0);
});
