import { expect, type Page, test } from '@playwright/test';
import { withoutServerProgress } from '../support/common';
import { closeLicenceDialog, signIn } from '../support/learning';

const topicIds = (page: Page, list: number) =>
  page
    .locator(`[data-list="${list}"] [data-topic-id]`)
    .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-topic-id'))));

async function expectLists(page: Page) {
  await expect(page.locator('[data-list="1"] [data-topic-id]')).toHaveCount(3);
  expect(await topicIds(page, 1)).toEqual([0, 4, 8]);
  expect(await topicIds(page, 2)).toEqual([1, 3, 5, 7, 9]);
  expect(await topicIds(page, 3)).toEqual([2, 6, 10]);
  // "Singing in English" apart, with its own logo.
  await expect(page.locator('[part~="se"] [data-topic-id="11"]')).toBeVisible();
  await expect(page.locator('[part~="se"] [part~="se-logo"]').first()).toBeVisible();
}

/** The continue card of an account without progress starts the course at the free first lesson. */
async function expectContinueToPreview(page: Page, action: string) {
  const card = page.locator('[part~="continue"]');
  await card.getByRole('link', { name: new RegExp(action) }).click();
  await expect(page).toHaveURL(/\/learnElement\/0\/1\/11$/);
  await expect(page.locator('[part~="content"]')).toBeVisible();
}

test.describe('start page', () => {
  // Each account as if it had learnt nothing yet: "continue" follows the server's progress.
  test.beforeEach(({ page }) => withoutServerProgress(page));

  test('conductor: three topic lists, progress picture and continue to the current element', async ({
    page,
  }) => {
    await signIn(page, 'conductor@example.com', { locale: 'de' });
    await expect(page).toHaveURL(/\/de\/start$/);
    await expectLists(page);
    // Nothing learnt yet: where to begin, not twelve empty bars (issue 40).
    await expect(page.locator('[part~="first-step"]')).toContainText(
      'Beginnen Sie mit Thema 1, „Der Körper“',
    );
    await expect(page.locator('[part~="progress"] li')).toHaveCount(0);
    const start = page.locator('[part~="continue"]');
    await expect(start).toContainText('Mit dem Kurs beginnen');
    await start.getByRole('link', { name: /Beginnen/ }).click();
    await expect(page).toHaveURL(/\/de\/learnElement\/0\/1\/11$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Körper als Instrument' })).toBeVisible();
    // Open another element: it becomes the one to continue.
    await page.goto('/de/learnElement/1/12/122');
    await expect(page.getByRole('heading', { level: 1, name: 'Den Schlagpunkt sehen' })).toBeVisible();
    await page.goto('/de/start');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen zurück, Clara!');
    const resume = page.locator('[part~="continue"]');
    await expect(resume).toContainText('Weiterlernen');
    await expect(resume).toContainText('Den Schlagpunkt sehen');
    await resume.getByRole('link', { name: /Fortsetzen/ }).click();
    await expect(page).toHaveURL(/\/de\/learnElement\/1\/12\/122$/);
  });

  test('expiring: the renewal message on the start page', async ({ page }) => {
    await signIn(page, 'expiring@example.com', { locale: 'en' });
    const notice = page.locator('[part~="licence-notice"]');
    await expect(notice).toContainText('Your licence ends on');
    await expect(notice.getByRole('link', { name: 'Renew licence' })).toHaveAttribute(
      'href',
      /^https:\/\/staging\.shop\.choir-coach\.example\/choir-coach\/licence$/,
    );
    await expectLists(page);
    await expectContinueToPreview(page, 'Start');
  });

  test('expired: the licence dialog, then topics shown as locked', async ({ page }) => {
    await signIn(page, 'expired@example.com', { locale: 'en' });
    await closeLicenceDialog(page);
    await expectLists(page);
    await expect(page.locator('[data-topic-id="1"]')).toContainText('Locked');
    await expect(page.locator('[data-topic-id="0"]')).toContainText('Free preview');
    await expectContinueToPreview(page, 'Start');
  });

  test('new: topics with the free preview, no renewal message', async ({ page }) => {
    await signIn(page, 'new@example.com', { locale: 'de' });
    // Never had a licence: no "licence expired" dialog, purchase prompts instead.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // "zurück" once Noah has opened a lesson (other specs of the run may have done so).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Willkommen( zurück)?, Noah!$/);
    await expectLists(page);
    await expect(page.locator('[part~="licence-notice"]')).toHaveCount(0);
    await expect(page.locator('[data-topic-id="0"]')).toContainText('Kostenlose Vorschau');
    await expectContinueToPreview(page, 'Beginnen');
    // The free first lesson opens; it is now the one to continue.
    await page.goto('/de/start');
    await expect(page.locator('[part~="continue"]')).toContainText('Weiterlernen');
  });

  test('signed out: the topics and the free first lesson', async ({ page }) => {
    await page.goto('/de/start');
    await expectLists(page);
    await page.locator('[part~="preview-link"]').click();
    await expect(page).toHaveURL(/\/de\/learnElement\/0\/1\/11$/);
    await expect(page.locator('[part~="content"]')).toContainText('Körpersprache');
    await expect(page.locator('[part~="no-access"]')).toHaveCount(0);
  });
});
