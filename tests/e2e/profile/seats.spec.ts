import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/common';

/**
 * A choir pack's buyer shares a seat with a singer and withdraws it. The scenario runs in German only
 * (for the suite's time; the English texts are checked elsewhere).
 */
const locale = 'de';
const SINGER = 'new@example.com';

const TEXTS = {
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
  test.afterEach(async ({ request }) => {
    const login = await request.post('/api/auth/login?app=choir-coach', {
      data: { email: 'conductor@example.com', password: 'choir-2026' },
    });
    const { token } = (await login.json()) as { token: string };
    await request.delete(`/api/purchases/CC-PACK-5/unlockspecific/${SINGER}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  });
  test(`the buyer shares a seat, the singer opens a licensed lesson, the seat is withdrawn (${locale})`, async ({
    page,
    browser,
  }) => {
    await signIn(page, 'conductor@example.com', { locale });
    await page.evaluate(() => {
      const events: unknown[] = [];
      (window as unknown as { seatEvents: unknown[] }).seatEvents = events;
      document.addEventListener('choir-seat-change', (event) => events.push(event.detail));
    });
    const app = page.locator('choir-app');

    // The notification about seats leads to the panel.
    await app.getByRole('button', { name: TEXTS.notifications }).click();
    await app.getByRole('link', { name: new RegExp(TEXTS.seatsNotice) }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/auth/profile#seats$`));
    const panel = app.locator('section').filter({ has: page.getByRole('heading', { name: TEXTS.seats }) });
    await expect(panel).toBeInViewport();
    expect(await singerSees(browser, TEXTS.lesson)).toBe(false);

    // Checked before asking: the buyer's own address, a malformed one.
    const email = panel.getByLabel(TEXTS.email);
    await email.fill('conductor@example.com');
    await panel.getByRole('button', { name: TEXTS.share }).click();
    await expect(panel.getByText(TEXTS.own)).toBeVisible();
    await email.fill('singer@');
    await panel.getByRole('button', { name: TEXTS.share }).click();
    await expect(panel.getByText(TEXTS.invalid)).toBeVisible();

    // Share, confirmed.
    await email.fill(SINGER);
    await panel.getByRole('button', { name: TEXTS.share }).click();
    const confirmShare = app.getByRole('dialog', { name: TEXTS.shareTitle });
    await expect(confirmShare).toContainText(SINGER);
    await confirmShare.getByRole('button', { name: TEXTS.share }).click();
    const holder = panel.getByRole('cell', { name: SINGER, exact: true });
    await expect(holder).toBeVisible();
    await expect(email).toHaveValue('');
    expect(await seatEvents(page)).toEqual([{ articleId: 'CC-PACK-5', email: SINGER, action: 'share' }]);
    expect(await singerSees(browser, TEXTS.lesson)).toBe(true);

    // The same address again: the server's refusal in the user's language.
    await email.fill(SINGER);
    await panel.getByRole('button', { name: TEXTS.share }).click();
    await app
      .getByRole('dialog', { name: TEXTS.shareTitle })
      .getByRole('button', { name: TEXTS.share })
      .click();
    await expect(panel.getByRole('alert')).toHaveText(TEXTS.already);

    // Withdraw, confirmed: the singer is locked out again.
    await panel.getByRole('button', { name: TEXTS.withdrawLabel }).click();
    await app
      .getByRole('dialog', { name: TEXTS.withdrawTitle })
      .getByRole('button', { name: TEXTS.withdraw })
      .click();
    await expect(holder).toHaveCount(0);
    expect(await seatEvents(page)).toEqual([
      { articleId: 'CC-PACK-5', email: SINGER, action: 'share' },
      { articleId: 'CC-PACK-5', email: SINGER, action: 'withdraw' },
    ]);
    expect(await singerSees(browser, TEXTS.lesson)).toBe(false);
  });
});
