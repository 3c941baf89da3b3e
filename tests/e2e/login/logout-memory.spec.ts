import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import type { TopicDto } from '../../../src/core/contract/api';
import { signIn } from '../support/common';

/**
 * Issue 14, shared devices: what the previous user loaded leaves the page's memory at logout, not
 * only its storage. The same tab goes back to the licensed lesson without loading the page again
 * (the app's own history), after a logout by the user and after one forced by the server's 401.
 */

/** Lesson 321, a licensed text lesson of topic 3 (no free preview), read from the course. */
const LESSON = (() => {
  const topic = JSON.parse(readFileSync('content/course/topic-03.json', 'utf8')) as TopicDto;
  const element = topic.modules
    .flatMap((module) => module.learnElements)
    .find((e) => e.learnElementId === 321)!;
  const words = (text: string) =>
    text
      .replace(/<[^>]+>/g, ' ')
      .trim()
      .split(/\s+/)
      .slice(0, 5)
      .join(' ');
  return {
    path: (locale: 'de' | 'en') => `/${locale}/learnElement/3/32/321`,
    words: { de: words(element.body.de), en: words(element.body.en) },
  };
})();

const app = (page: Page) => page.locator('choir-app');

/** Marks the document, so that a later check can tell the page was not loaded again. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/** Signs in on the licensed lesson, waits for its text and marks the document (one page load from here on). */
async function openLessonSignedIn(page: Page, locale: 'de' | 'en') {
  await signIn(page, 'conductor@example.com', { at: LESSON.path(locale) });
  await expect(app(page).getByText(LESSON.words[locale]).first()).toBeVisible();
  await markDocument(page);
}

/** Goes back to the lesson in the app's history and checks that none of its licensed text shows. */
async function backToLessonSeesNothing(page: Page, locale: 'de' | 'en') {
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${LESSON.path(locale)}$`));
  expect(await sameDocument(page)).toBe(true);
  await expect(app(page).getByRole('main')).toBeVisible();
  await expect(app(page).getByText(LESSON.words[locale])).toHaveCount(0);
}

test('de: after logout, going back in the same tab shows none of the licensed lesson text', async ({
  page,
}) => {
  const locale = 'de';
  await openLessonSignedIn(page, locale);

  await app(page)
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('button', { name: 'Abmelden' })
    .click();
  await expect(page).toHaveURL(/\/de\/auth\/login$/);
  await backToLessonSeesNothing(page, locale);
});

test('en: after a forced logout (401), going back in the same tab shows none of the licensed lesson text', async ({
  page,
}) => {
  const locale = 'en';
  await openLessonSignedIn(page, locale);

  // Another device signs every session of this account out; this page's next API call gets 401.
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const revoked = await page.request.delete('/api/auth/sessions', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(revoked.status()).toBe(200);
  await page.evaluate(async () => {
    const core = (globalThis as unknown as Record<symbol, { api: { getPurchases(): Promise<unknown> } }>)[
      Symbol.for('choir-coach.core')
    ];
    await core?.api.getPurchases().catch(() => undefined);
  });
  await expect(page).toHaveURL(/\/en\/auth\/login$/);
  await backToLessonSeesNothing(page, locale);
});
