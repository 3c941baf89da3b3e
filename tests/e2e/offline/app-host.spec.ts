import { expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO_PORT } from '../../../playwright.config';

// Uses the offline worker, which playwright.config.ts blocks for the other specs.
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 14, "the full app on its own host": `/app.html` on the demo port runs `<choir-app>` with
 * no api-base. By the address rule (requirements R7.1) a localhost page talks to the API on port 3000; the
 * browser here reaches that address at the server under test (`--host-rules`), so the API stays on
 * another origin than the page, as `client.x` and `api.x` are. In German and in English.
 */
const API_PORT = Number(process.env.E2E_PORT ?? 3100);
const HOST = `http://localhost:${DEMO_PORT}`;

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--host-rules=MAP localhost:3000 localhost:${API_PORT}`],
  },
});

const TEXTS = {
  de: {
    email: 'Email',
    password: 'Passwort',
    signIn: 'Anmelden',
    topic: 'Puls',
    offline: 'Keine Verbindung!',
  },
  en: { email: 'E-mail', password: 'Password', signIn: 'Sign in', topic: 'Pulse', offline: 'No connection!' },
} as const;

for (const locale of ['de', 'en'] as const) {
  test(`${locale}: sign in at /app.html, reload offline, the start page shows the topics`, async ({
    page,
    context,
  }) => {
    const texts = TEXTS[locale];
    test.setTimeout(90_000);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) apiCalls.push(new URL(request.url()).origin);
    });
    await page.goto(`${HOST}/app.html`);
    await expect(page).toHaveURL(new RegExp(`^${HOST}/(de|en)/auth/login`));
    await page.goto(`${HOST}/${locale}/auth/login`);
    await page.getByLabel(texts.email).fill('conductor@example.com');
    await page.getByLabel(texts.password, { exact: true }).fill('choir-2026');
    await page.getByRole('button', { name: texts.signIn, exact: true }).click();
    await expect(page).toHaveURL(`${HOST}/${locale}/start`);
    // The API responded from its own origin, found by the address rule.
    expect(new Set(apiCalls)).toEqual(new Set(['http://localhost:3000']));

    // The worker is the demo origin's own; once it controls the page, it keeps the topics.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${HOST}/`);
    await page.reload();
    const topicCards = page.locator('choir-app').getByRole('heading', { name: texts.topic });
    await expect(topicCards.first()).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    const app = page.locator('choir-app');
    await expect(app.getByRole('status').filter({ hasText: texts.offline })).toBeVisible();
    await expect(app.getByRole('heading', { level: 1 })).toContainText('Clara');
    await expect(topicCards.first()).toBeVisible();
    // A deep link of the app, reloaded offline, is the app page too.
    await page.goto(`${HOST}/${locale}/topic/1`);
    await expect(app.getByRole('heading', { level: 1 })).toContainText(texts.topic);
    await context.setOffline(false);
  });
}
