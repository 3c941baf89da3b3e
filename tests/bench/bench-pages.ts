/**
 * The pages the front-end benches (Lighthouse, phone profile) open, and how a browser is signed in
 * for them: the app keeps its token in `localStorage`, so a header alone is not enough.
 */
import type { Page } from 'playwright-core';

export interface BenchPage {
  name: 'login' | 'start' | 'lesson' | 'player';
  path: string;
  signedIn: boolean;
}

export const BENCH_PAGES: BenchPage[] = [
  { name: 'login', path: '/en/auth/login', signedIn: false },
  { name: 'start', path: '/en/start', signedIn: true },
  { name: 'lesson', path: '/en/learnElement/0/1/14', signedIn: true },
  { name: 'player', path: '/en/player/10001', signedIn: true },
];

/** The storage key of the token (src/core/store/persistence.ts). */
export const TOKEN_KEY = 'access_token';
/** The storage key of the signed-in user: the app counts a session only with both (auth-store.ts). */
const USER_KEY = 'choir.user';

async function signInConductor(base: string): Promise<{ token: string; user: unknown }> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'conductor@example.com', password: 'choir-2026' }),
  });
  if (!response.ok) throw new Error(`sign-in for the bench failed: ${response.status}`);
  return (await response.json()) as { token: string; user: unknown };
}

/** Signs the demo conductor in through the API and returns the token the app would store. */
export async function conductorToken(base: string): Promise<string> {
  return (await signInConductor(base)).token;
}

/** A signed-in conductor's `localStorage` as the app leaves it after signing in: token and user. */
export async function conductorStorage(base: string): Promise<{ name: string; value: string }[]> {
  const { token, user } = await signInConductor(base);
  return [
    { name: TOKEN_KEY, value: token },
    { name: USER_KEY, value: JSON.stringify(user) },
  ];
}

/** Signs the demo conductor in through the sign-in form, as a user does, and waits for the start page. */
export async function signInByForm(page: Page, base: string) {
  await page.goto(`${base}/en/auth/login`);
  await page.getByLabel('E-mail').fill('conductor@example.com');
  await page.getByLabel('Password', { exact: true }).fill('choir-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/start/);
}

/**
 * Replaces the page by `html`, a rival that does only what a bench measures (the floor input sets).
 * From about:blank: at the app's address its strict CSP would block the page's script.
 */
export async function showEmptyPage(page: Page, html: string) {
  await page.goto('about:blank');
  await page.setContent(html);
}
