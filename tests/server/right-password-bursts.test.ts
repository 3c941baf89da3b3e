/**
 * A choir behind one address signing in before rehearsal: a burst of RIGHT passwords never counts
 * against the address and never locks it (docs/security.md, "Limits"). Bursts of wrong passwords
 * are in login-limits.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../server/config';
import {
  CONDUCTOR,
  call,
  DEMO_PASSWORD,
  EXPIRED,
  EXPIRING,
  NEWBIE,
  startTestServer,
  type TestApp,
  type TestServer,
  tally,
  WELCOME,
} from './helpers';

/** The production defaults (LOGIN_LIMIT_PER_ACCOUNT, LOGIN_LIMIT_PER_ADDRESS). */
const LIMITS: Partial<ServerConfig> = {
  loginLimit: { perAccount: 10, perAddress: 50, windowMs: 15 * 60_000 },
  loginSlowdown: { stepMs: 0, maxMs: 0 },
};
/** 120 scrypt checks and then 50 more take a while on a small, busy machine. */
const BURST_TIMEOUT_MS = 120_000;
const DEMO_ACCOUNTS = [CONDUCTOR, EXPIRING, EXPIRED, NEWBIE, WELCOME];

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
beforeEach(async () => {
  await server.deps.db.deleteFrom('rate_limits').execute();
});

const signIn = (app: TestApp, email: string, password: string) =>
  call(app, 'POST', '/api/auth/login', { json: { email, password } });

/**
 * Signs every e-mail address in at once and then, once, those the saturated server told to come
 * back (a clear `503 overloaded` with Retry-After is allowed under a surge, a refusal is not).
 * Returns the statuses of the first burst.
 */
async function signInAll(app: TestApp, emails: readonly string[]) {
  const burst = await Promise.all(emails.map((email) => signIn(app, email, DEMO_PASSWORD)));
  for (const res of burst.filter((res) => res.status !== 200)) {
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('overloaded');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  }
  const again = await Promise.all(
    emails.filter((_, i) => burst[i]!.status !== 200).map((email) => signIn(app, email, DEMO_PASSWORD)),
  );
  expect(again.map((res) => res.status)).toEqual(again.map(() => 200));
  return burst.map((res) => res.status);
}

/** The address still has its whole allowance: 50 wrong passwords are checked, the rest refused. */
async function expectWholeAllowanceLeft(app: TestApp) {
  const statuses = await Promise.all(
    Array.from({ length: 60 }, async (_, i) => (await signIn(app, `after${i}@example.com`, 'x')).status),
  );
  expect(tally(statuses)).toEqual({ 401: 50, 429: 10 });
}

describe('a burst of right passwords from one address', () => {
  it(
    'signs 120 in for one account, never refuses one, and leaves nothing counted',
    async () => {
      const app = server.appWith(LIMITS);
      const statuses = await signInAll(app, Array(120).fill(CONDUCTOR));
      expect(tally(statuses)[200]).toBeGreaterThan(0);
      await expectWholeAllowanceLeft(app);
    },
    BURST_TIMEOUT_MS,
  );

  it(
    'signs 60 in over five accounts (a choir behind one NAT), never refusing one',
    async () => {
      const app = server.appWith(LIMITS);
      const statuses = await signInAll(
        app,
        Array.from({ length: 60 }, (_, i) => DEMO_ACCOUNTS[i % 5]!),
      );
      expect(tally(statuses)[200]).toBeGreaterThan(0);
      await expectWholeAllowanceLeft(app);
    },
    BURST_TIMEOUT_MS,
  );

  it('tells an attempt that found no turn in time to come back (503 overloaded), never refusing it', async () => {
    const app = server.appWith({
      ...LIMITS,
      loginLimit: { ...LIMITS.loginLimit!, perAccount: 1 },
      loginWaitMs: 1,
    });
    const burst = await Promise.all(Array.from({ length: 5 }, () => signIn(app, CONDUCTOR, DEMO_PASSWORD)));
    const statuses = tally(burst.map((res) => res.status));
    expect(statuses[200]).toBeGreaterThanOrEqual(1);
    expect(statuses[200]! + statuses[503]!).toBe(5);
    const busy = burst.find((res) => res.status === 503)!;
    expect(busy.body.error).toBe('overloaded');
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(app, CONDUCTOR, DEMO_PASSWORD)).status).toBe(200);
  });
});
