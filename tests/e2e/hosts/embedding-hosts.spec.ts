import { expect, type Page, test } from '@playwright/test';
import { DEMO_PORT } from '../../../playwright.config';

/** The demo host pages of the server under test (another origin than the app, so CORS is real). */
const HOST = `http://localhost:${DEMO_PORT}`;

async function signInThrough(page: Page, locale: 'en' | 'de' = 'en') {
  const login = page.locator('choir-login');
  await login.getByLabel(locale === 'de' ? 'Email' : 'E-mail').fill('conductor@example.com');
  await login.getByLabel(locale === 'de' ? 'Passwort' : 'Password', { exact: true }).fill('choir-2026');
  await login.getByRole('button', { name: locale === 'de' ? 'Anmelden' : 'Sign in', exact: true }).click();
}

/** The host page's event log, newest first, as the shop shows it. */
const logLines = (page: Page) => page.locator('#log > div');

test('webshop page: sign in, list works, open one in the player, brand colour, events to the host', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${HOST}/webshop.html`);
  const player = page.locator('choir-player');
  const works = page.locator('choir-works');
  const login = page.locator('choir-login');

  // Signed out: the player shows the preview of the product, the list asks to sign in.
  await expect(player.locator('[part~="preview-hint"]')).toContainText('Dies ist eine Vorschau');
  await expect(works).toContainText('Melden Sie sich an, um Ihre Ausgaben zu sehen.');
  await expect(logLines(page)).toHaveCount(0);

  await signInThrough(page, 'de');
  await expect(login.getByRole('heading', { level: 1 })).toHaveText('Sie sind angemeldet');
  await expect(login).toContainText('Angemeldet als Clara Conductor (conductor@example.com).');
  await expect(login.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(logLines(page).first()).toContainText('choir-login {"user":{');
  await expect(logLines(page).first()).toContainText('"email":"conductor@example.com"');
  // Exactly one event per sign-in, although three elements share the session.
  await expect(logLines(page)).toHaveCount(1);

  // The same session everywhere: the list shows the purchases, the player the full edition.
  const cards = works.locator('[part~="edition"]');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Nun danket alle Gott');
  await expect(cards.nth(1)).toContainText('Drei Volkslieder');
  await expect(player.locator('[part~="preview-hint"]')).toHaveCount(0);
  await expect(player.getByRole('heading', { name: 'Drei Volkslieder' })).toBeVisible();

  // "Open" asks the host first; the shop opens the edition in its own player instead of leaving.
  const address = page.url();
  await cards.nth(0).getByRole('button', { name: 'Öffnen' }).click();
  await expect(logLines(page).first()).toContainText('choir-navigate {"path":"/de/player/10001"}');
  await expect(player.getByRole('heading', { name: 'Nun danket alle Gott' })).toBeVisible();
  await expect(player).toHaveAttribute('article-id', '10001');
  expect(page.url()).toBe(address);

  // The brand colour reaches the elements through --choir-* custom properties.
  const openApp = login.getByRole('link', { name: 'choir coach öffnen' });
  const colour = () => openApp.evaluate((link) => getComputedStyle(link).backgroundColor);
  await expect.poll(colour).toBe('rgb(154, 52, 18)');
  await page.locator('#brand-colour').fill('#166534');
  // Polled: the buttons fade to the new colour.
  await expect.poll(colour).toBe('rgb(22, 101, 52)');
  const playButton = player.locator('[part~="play"]');
  await expect
    .poll(() => playButton.evaluate((button) => getComputedStyle(button).backgroundColor))
    .toBe('rgb(22, 101, 52)');

  // Signing out ends the session in every element and tells the host why.
  await login.getByRole('button', { name: 'Abmelden' }).click();
  await expect(logLines(page).first()).toHaveText(/choir-logout \{"reason":"user"\}$/);
  await expect(login.getByLabel('Email')).toBeFocused();
  await expect(works).toContainText('Melden Sie sich an, um Ihre Ausgaben zu sehen.');
  await expect(player.locator('[part~="preview-hint"]')).toContainText('Dies ist eine Vorschau');
  expect(errors).toEqual([]);
});

test('webshop page: purchases go to the shop cart, failures reach the host as choir-error', async ({
  page,
}) => {
  await page.goto(`${HOST}/webshop.html`);
  const player = page.locator('choir-player');
  await player.locator('[part~="preview-hint"]').getByRole('link', { name: 'Kaufen' }).click();
  await expect(page.locator('#cart')).toHaveText('In den Warenkorb gelegt: Artikel 10002');
  await expect(logLines(page).first()).toContainText('choir-purchase-request {"articleId":"10002"');
  expect(page.url()).toBe(`${HOST}/webshop.html`);

  // A host sets a property; it reflects to the attribute, and an unknown edition is reported.
  await player.evaluate((element) => {
    (element as HTMLElement & { articleId: string }).articleId = '99999';
  });
  await expect(player).toHaveAttribute('article-id', '99999');
  await expect(logLines(page).first()).toContainText('choir-error {"code":"edition-not-found","message":"');
});

test('CMS page: one classic script tag, elements share one session', async ({ page, baseURL }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${HOST}/cms.html`);
  await expect(page.locator('choir-login').getByRole('heading', { level: 1 })).toHaveText(
    'Welcome to choir coach',
  );
  await signInThrough(page);
  // choir-start and choir-works read the same core: the user signed in through choir-login.
  await expect(page.locator('choir-start')).toContainText('Clara');
  const works = page.locator('choir-works');
  await expect(works.locator('[part~="edition"]')).toHaveCount(2);

  // The CMS themes the elements with its own CSS: only custom properties and parts get in.
  const signOut = page.locator('choir-login').getByRole('button', { name: 'Logout' });
  await expect
    .poll(() => signOut.evaluate((button) => getComputedStyle(button).color))
    .toBe('rgb(29, 78, 216)');
  await page.addStyleTag({
    content:
      'choir-login, choir-works { --choir-color-primary: #047857; } choir-works::part(open) { border-radius: 0; }',
  });
  await expect
    .poll(() => signOut.evaluate((button) => getComputedStyle(button).color))
    .toBe('rgb(4, 120, 87)');
  const open = works.locator('[part~="edition"]').first().getByRole('button', { name: 'Open' });
  expect(await open.evaluate((button) => getComputedStyle(button).borderRadius)).toBe('0px');

  // Nobody handles choir-navigate on this page: "Open" goes on to the edition in the app.
  await open.click();
  await expect(page).toHaveURL(`${baseURL}/en/player/10001`);
  expect(errors).toEqual([]);
});

test('strict Content-Security-Policy page: works without violations', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { violations: string[] }).violations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  const response = await page.goto(`${HOST}/csp.html`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'nonce-");
  const login = page.locator('choir-login');
  await expect(login.getByRole('heading', { level: 1 })).toHaveText('Welcome to choir coach');
  // Styles applied through the nonce: the button has the theme colour.
  const background = await login
    .getByRole('button', { name: 'Sign in', exact: true })
    .evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(background).toBe('rgb(29, 78, 216)');
  await signInThrough(page);
  await expect(page.locator('#status')).toHaveText('signed in: conductor@example.com');
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});

test('two copies of the bundle: no error, one definition, one shared state', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${HOST}/double.html`);
  await expect(page.locator('choir-login').getByRole('heading', { level: 1 })).toHaveText(
    'Welcome to choir coach',
  );
  await signInThrough(page);
  await expect(page.locator('#status')).toHaveText('signed in: conductor@example.com');
  const coreShared = await page.evaluate(() => {
    const core = (
      globalThis as unknown as Record<symbol, { auth: { user: { value: { email: string } | null } } }>
    )[Symbol.for('choir-coach.core')];
    return core?.auth.user.value?.email ?? null;
  });
  expect(coreShared).toBe('conductor@example.com');
  expect(errors).toEqual([]);
});

test('webshop page: the preview plays its voices apart across origins, and the mixer sets them', async ({
  page,
}) => {
  // Every gain the page makes, so the voices' gains can be listened to (a link Web Audio may not
  // read, without CORS, would hand on silence).
  await page.addInitScript(() => {
    const made: GainNode[] = [];
    const create = AudioContext.prototype.createGain;
    AudioContext.prototype.createGain = function (this: AudioContext) {
      const gain = create.call(this);
      made.push(gain);
      return gain;
    };
    (window as unknown as { gains: GainNode[] }).gains = made;
  });
  await page.goto(`${HOST}/webshop.html`);
  const player = page.locator('choir-player');
  await expect(player.locator('[part~="preview-hint"]')).toContainText('Dies ist eine Vorschau');
  await player.getByRole('button', { name: 'Abspielen' }).click();
  const audio = player.locator('audio');
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(1);
  expect(await audio.evaluate((element: HTMLAudioElement) => element.src)).toContain(
    '/preview/audio/part0-voices.m4a',
  );
  await player.getByRole('button', { name: 'Mischpult' }).click();
  await player.getByRole('button', { name: 'Alt solo' }).click();
  await expect(player.getByRole('button', { name: 'Alt', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The voices' gains hand on sound: the alto's, and only it, once the mixer's glide has settled
  // (a change glides over a few tens of milliseconds; a reading taken at once still hears it).
  const sounding = () =>
    page.evaluate(async () => {
      const voices = (window as unknown as { gains: GainNode[] }).gains.slice(-4);
      const analysers = voices.map((gain) => {
        const analyser = gain.context.createAnalyser();
        gain.connect(analyser);
        return analyser;
      });
      const loudest = [0, 0, 0, 0];
      for (let reading = 0; reading < 6; reading++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        analysers.forEach((analyser, index) => {
          const data = new Float32Array(analyser.fftSize);
          analyser.getFloatTimeDomainData(data);
          for (const x of data) loudest[index] = Math.max(loudest[index]!, Math.abs(x));
        });
      }
      voices.forEach((gain, index) => {
        gain.disconnect(analysers[index]!);
      });
      return loudest.map((level) => level > 0.001);
    });
  await expect.poll(sounding, { timeout: 10_000 }).toEqual([false, true, false, false]);
});
