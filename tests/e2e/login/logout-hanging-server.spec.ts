import { expect, type Route, test } from '@playwright/test';
import { signIn } from '../support/common';

/**
 * Issue 14, shared devices: a server that does not respond never keeps a shared device signed in,
 * and a progress patch still on its way at sign-out is never sent for the next person.
 * The scenario runs in German only (for the suite's time; the English texts are checked elsewhere).
 */
const TEXTS = {
  nav: 'Hauptnavigation',
  logout: 'Abmelden',
  email: 'Email',
  password: 'Passwort',
  signIn: 'Anmelden',
  change: 'Einstellungen ändern',
  options: 'Optionen',
  alto: 'Alt',
  ring: 'Fortschritt: 0 Prozent',
} as const;

/** An exercise of topic 0 ("Letting the arms swing"): ticking a step reports progress and steps. */
const EXERCISE = (locale: string) => `/${locale}/learnElement/0/2/23`;

// The offline worker stays out of it: these requests are routed by the test, not by a worker.
test.use({ serviceWorkers: 'block' });

const locale = 'de';

test(`${locale}: sign-out finishes at once with a silent server; the first user's patch never goes out for the next`, async ({
  page,
}) => {
  test.setTimeout(90_000);
  const app = page.locator('choir-app');
  await signIn(page, 'conductor@example.com', { locale, redirect: EXERCISE(locale) });
  const firstToken = await page.evaluate(() => localStorage.getItem('access_token'));
  const firstUser = await page.evaluate(() => JSON.parse(localStorage.getItem('choir.user')!).id as string);

  // The server never responds to the sign-out, nor (for now) any patch of the first user.
  await page.route('**/api/auth/logout', () => undefined);
  const heldPatches: Route[] = [];
  const reachedServer: { authorization: string | null; body: string }[] = [];
  await page.route('**/api/auth/usersettings?*', async (route) => {
    const request = route.request();
    if (request.method() !== 'PATCH') return route.fallback();
    const authorization = await request.headerValue('authorization');
    if (authorization === `Bearer ${firstToken}`) {
      heldPatches.push(route);
      return;
    }
    reachedServer.push({ authorization, body: request.postData() ?? '' });
    await route.fallback();
  });

  // A step changed either way (the worker's other specs may have done this exercise already).
  const first = app.locator('[part~="content"] input[type="checkbox"]').first();
  await first.setChecked(!(await first.isChecked()));
  await expect.poll(() => heldPatches.length).toBeGreaterThan(0);
  expect(heldPatches[0]!.request().postData()).toContain('"learnElementId":23');

  await app.getByRole('navigation', { name: TEXTS.nav }).getByRole('button', { name: TEXTS.logout }).click();
  await expect(page).toHaveURL(/auth\/login$/, { timeout: 2000 });
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  // The next person signs in on the same page (no reload: the first user's patch is still on its
  // way); only then does that patch fail (the connection dropped).
  await app.getByLabel(TEXTS.email).fill('new@example.com');
  await app.getByLabel(TEXTS.password, { exact: true }).fill('choir-2026');
  await app.getByRole('button', { name: TEXTS.signIn, exact: true }).click();
  await expect(page).not.toHaveURL(/auth\/login/);
  const secondToken = await page.evaluate(() => localStorage.getItem('access_token'));
  // (The app itself gave up on the changes it retried at sign-out: those routes are gone.)
  for (const route of heldPatches.splice(0)) await route.abort('internetdisconnected').catch(() => undefined);
  // It is kept for its own user (sent when they sign in again), not queued for this one.
  await expect
    .poll(() =>
      page.evaluate(
        (id) => JSON.stringify(JSON.parse(localStorage.getItem('choir.heldSettings') ?? '{}')[id] ?? null),
        firstUser,
      ),
    )
    .toContain('"learnElementId":23');

  // The second person changes a setting: their patch goes out, with nothing of the first user's.
  await page.goto(`/${locale}/auth/profile`);
  await app.getByRole('button', { name: TEXTS.change }).click();
  const dialog = app.getByRole('dialog', { name: TEXTS.options });
  await dialog.getByRole('button', { name: TEXTS.alto }).click();
  await dialog.getByRole('button', { name: 'OK' }).click();
  // (Their sign-in on a /de/ address may store its language first: decision 0035.)
  await expect
    .poll(() =>
      reachedServer.some(
        (r) => r.authorization === `Bearer ${secondToken}` && r.body.includes('"preferredVoice":"alto"'),
      ),
    )
    .toBe(true);
  for (const patch of reachedServer) {
    expect(patch.authorization).not.toBe(`Bearer ${firstToken}`);
    expect(patch.body).not.toContain('"learnElementId":23');
    expect(patch.body).not.toContain('exerciseSteps');
  }
  expect(heldPatches).toHaveLength(0);

  // The second person sees none of the first one's progress.
  await page.goto(`/${locale}/start`);
  await expect(page.locator('[data-topic-id="0"] [part~="progress-ring"]').first()).toHaveAttribute(
    'aria-label',
    TEXTS.ring,
  );
  const stored = await page.evaluate(() => localStorage.getItem('choir.learnElementMetadata') ?? '[]');
  expect(stored).not.toContain('"learnElementId":23');
});
