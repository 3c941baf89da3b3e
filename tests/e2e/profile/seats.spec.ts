import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/common';
import { withdrawSeat } from '../support/seats';

/**
 * A choir pack's buyer shares a seat with a singer and withdraws it, in German and in English. The
 * singer's access to a licensed lesson (three sign-ins in a browser of their own, the same in every
 * language) is checked in the German run only, for the suite's time.
 */
const SINGER = 'new@example.com';

const TEXTS = {
  de: {
    seats: /^Plätze: .*\(CC-PACK-5\)$/,
    notifications: /^Benachrichtigungen/,
    seatsNotice: 'Ihr Chorpaket hat 5 Plätze',
    email: 'E-Mail-Adresse',
    share: 'Platz vergeben',
    shareTitle: 'Platz vergeben?',
    own: 'Das ist Ihre eigene Adresse: Sie haben die Lizenz bereits.',
    invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
    already: `An ${SINGER} ist bereits ein Platz dieses Pakets vergeben.`,
    withdrawLabel: `Platz von ${SINGER} zurücknehmen`,
    withdrawTitle: 'Platz zurücknehmen?',
    withdraw: 'Zurücknehmen',
    lesson: '/de/learnElement/0/1/14',
  },
  en: {
    seats: /^Seats: .*\(CC-PACK-5\)$/,
    notifications: /^Notifications/,
    seatsNotice: 'Your choir pack has 5 seats',
    email: 'E-mail address',
    share: 'Share seat',
    shareTitle: 'Share a seat?',
    own: 'This is your own address: you hold the licence already.',
    invalid: 'Please enter a valid e-mail address, e.g. name@example.com.',
    already: `A seat of this pack is already shared with ${SINGER}.`,
    withdrawLabel: `Withdraw the seat of ${SINGER}`,
    withdrawTitle: 'Withdraw the seat?',
    withdraw: 'Withdraw',
    lesson: null,
  },
} as const;

/** The singer's view of a licensed lesson, in a browser of their own. */
async function singerSees(browser: Browser, lesson: string) {
  const page = await browser.newPage();
  await signIn(page, SINGER, { at: lesson });
  const locked = page.locator('[part~="no-access"]');
  const content = page.locator('[part~="content"]');
  await expect(locked.or(content).first()).toBeVisible();
  const open = (await content.count()) > 0 && (await locked.count()) === 0;
  await page.context().close();
  return open;
}

async function seatEvents(page: Page) {
  return page.evaluate(() => (window as unknown as { seatEvents: unknown[] }).seatEvents);
}

test.describe('sharing seats of a choir pack', () => {
  // Two people in two browsers, the singer signing in three times.
  test.setTimeout(150_000);

  // The run's specs share the database: the singer never keeps a seat after this spec.
  test.afterEach(({ request }) => withdrawSeat(request, SINGER));
  for (const locale of ['de', 'en'] as const) {
    test(`the buyer shares a seat${TEXTS[locale].lesson ? ', the singer opens a licensed lesson,' : ''} and withdraws it (${locale})`, async ({
      page,
      browser,
    }) => {
      const texts = TEXTS[locale];
      /** Whether the singer opens the licensed lesson, where this run checks it. */
      const singerOpens = async (open: boolean) => {
        if (texts.lesson) expect(await singerSees(browser, texts.lesson)).toBe(open);
      };
      await signIn(page, 'conductor@example.com', { locale });
      await page.evaluate(() => {
        const events: unknown[] = [];
        (window as unknown as { seatEvents: unknown[] }).seatEvents = events;
        document.addEventListener('choir-seat-change', (event) => events.push(event.detail));
      });
      const app = page.locator('choir-app');

      // The notification about seats leads to the panel.
      await app.getByRole('button', { name: texts.notifications }).click();
      await app.getByRole('link', { name: new RegExp(texts.seatsNotice) }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/auth/profile#seats$`));
      const panel = app.locator('section').filter({ has: page.getByRole('heading', { name: texts.seats }) });
      await expect(panel).toBeInViewport();
      await singerOpens(false);

      // Checked before asking: the buyer's own address, a malformed one.
      const email = panel.getByLabel(texts.email);
      await email.fill('conductor@example.com');
      await panel.getByRole('button', { name: texts.share }).click();
      await expect(panel.getByText(texts.own)).toBeVisible();
      await email.fill('singer@');
      await panel.getByRole('button', { name: texts.share }).click();
      await expect(panel.getByText(texts.invalid)).toBeVisible();

      // Share, confirmed.
      await email.fill(SINGER);
      await panel.getByRole('button', { name: texts.share }).click();
      const confirmShare = app.getByRole('dialog', { name: texts.shareTitle });
      await expect(confirmShare).toContainText(SINGER);
      await confirmShare.getByRole('button', { name: texts.share }).click();
      const holder = panel.getByRole('cell', { name: SINGER, exact: true });
      await expect(holder).toBeVisible();
      await expect(email).toHaveValue('');
      expect(await seatEvents(page)).toEqual([{ articleId: 'CC-PACK-5', email: SINGER, action: 'share' }]);
      await singerOpens(true);

      // The same address again: the server's refusal in the user's language.
      await email.fill(SINGER);
      await panel.getByRole('button', { name: texts.share }).click();
      await app
        .getByRole('dialog', { name: texts.shareTitle })
        .getByRole('button', { name: texts.share })
        .click();
      await expect(panel.getByRole('alert')).toHaveText(texts.already);

      // Withdraw, confirmed: the singer is locked out again.
      await panel.getByRole('button', { name: texts.withdrawLabel }).click();
      await app
        .getByRole('dialog', { name: texts.withdrawTitle })
        .getByRole('button', { name: texts.withdraw })
        .click();
      await expect(holder).toHaveCount(0);
      expect(await seatEvents(page)).toEqual([
        { articleId: 'CC-PACK-5', email: SINGER, action: 'share' },
        { articleId: 'CC-PACK-5', email: SINGER, action: 'withdraw' },
      ]);
      await singerOpens(false);
    });
  }
});
