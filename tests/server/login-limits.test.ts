import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../server/config';
import {
  CONDUCTOR,
  call,
  DEMO_PASSWORD,
  EXPIRING,
  NEWBIE,
  startTestServer,
  type TestApp,
  type TestServer,
  tally,
} from './helpers';

/** The production defaults (LOGIN_LIMIT_PER_ACCOUNT, LOGIN_LIMIT_PER_ADDRESS). */
const LIMITS: Partial<ServerConfig> = {
  loginLimit: { perAccount: 10, perAddress: 50, windowMs: 15 * 60_000 },
  loginSlowdown: { stepMs: 0, maxMs: 0 },
};
/** Bursts of scrypt checks take a while on a small, busy machine. */
const BURST_TIMEOUT_MS = 90_000;
/** Behind one trusted proxy: the address is the right-most X-Forwarded-For entry. */
const PROXIED: Partial<ServerConfig> = { ...LIMITS, trustProxy: true, trustedProxyHops: 1 };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
beforeEach(async () => {
  await server.deps.db.deleteFrom('rate_limits').execute();
});

const signIn = (app: TestApp, email: string, password: string, forwardedFor?: string) =>
  call(app, 'POST', '/api/auth/login', {
    json: { email, password },
    ...(forwardedFor ? { headers: { 'X-Forwarded-For': forwardedFor } } : {}),
  });

// A 401 means the password was really checked, a 429 that the attempt was refused before.
describe('a burst of parallel sign-in attempts (in-process)', () => {
  it(
    'checks at most 10 of 100 wrong passwords for one account from one address',
    async () => {
      const app = server.appWith(LIMITS);
      const statuses = await Promise.all(
        Array.from({ length: 100 }, async () => (await signIn(app, CONDUCTOR, 'wrong')).status),
      );
      expect(tally(statuses)).toEqual({ 401: 10, 429: 90 });
    },
    BURST_TIMEOUT_MS,
  );

  it(
    'checks at most 50 of 200 wrong passwords for 200 accounts from one address',
    async () => {
      const app = server.appWith(LIMITS);
      const statuses = await Promise.all(
        Array.from({ length: 200 }, async (_, i) => (await signIn(app, `spray${i}@example.com`, 'x')).status),
      );
      expect(tally(statuses)).toEqual({ 401: 50, 429: 150 });
    },
    BURST_TIMEOUT_MS,
  );
});

describe('a burst of parallel sign-in attempts (through a real HTTP server)', () => {
  let base: string;
  let close: () => void;
  beforeAll(async () => {
    const app = server.appWith(LIMITS);
    const http = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => http.once('listening', resolve));
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    close = () => http.close();
  });
  afterAll(() => close?.());

  const post = async (email: string, password: string) =>
    (
      await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Connection: 'close' },
        body: JSON.stringify({ email, password }),
      })
    ).status;

  it(
    'checks at most 10 of 100 wrong passwords for one account',
    async () => {
      const statuses = await Promise.all(Array.from({ length: 100 }, () => post(EXPIRING, 'wrong')));
      expect(tally(statuses)).toEqual({ 401: 10, 429: 90 });
    },
    BURST_TIMEOUT_MS,
  );

  it(
    'checks at most 50 of 200 wrong passwords for 200 accounts',
    async () => {
      const statuses = await Promise.all(
        Array.from({ length: 200 }, (_, i) => post(`http-spray${i}@example.com`, 'wrong')),
      );
      expect(tally(statuses)).toEqual({ 401: 50, 429: 150 });
    },
    BURST_TIMEOUT_MS,
  );
});

describe('no lock-out of a customer by strangers', () => {
  it('lets the right password from another address through after 12 failures from address A', async () => {
    const app = server.appWith(PROXIED);
    for (let i = 0; i < 12; i++) await signIn(app, CONDUCTOR, 'wrong', '203.0.113.1');
    const fromB = await signIn(app, CONDUCTOR, DEMO_PASSWORD, '198.51.100.2');
    expect(fromB.status).toBe(200);
    // Address A stays limited for this account, even with the right password.
    const fromA = await signIn(app, CONDUCTOR, DEMO_PASSWORD, '203.0.113.1');
    expect(fromA.status).toBe(429);
    expect(fromA.body.error).toBe('too-many-attempts');
    expect(Number(fromA.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('slows an attacked account down, growing with its failures and capped', async () => {
    const app = server.appWith({
      ...PROXIED,
      loginLimit: { ...LIMITS.loginLimit!, perAccount: 2 },
      loginSlowdown: { stepMs: 1000, maxMs: 1500 },
    });
    // 2 failures from each of two addresses: the account has 4, each pair is at its limit.
    for (const address of ['203.0.113.3', '203.0.113.4'])
      for (let i = 0; i < 2; i++) await signIn(app, NEWBIE, 'wrong', address);
    const started = Date.now();
    const res = await signIn(app, NEWBIE, DEMO_PASSWORD, '198.51.100.5');
    const waited = Date.now() - started;
    expect(res.status).toBe(200);
    expect(waited).toBeGreaterThanOrEqual(1500); // 1000 ms doubled twice, capped at 1500 ms
    expect(waited).toBeLessThan(1500 + 3000);
    // The right password ends the slow-down.
    const after = Date.now();
    expect((await signIn(app, NEWBIE, DEMO_PASSWORD, '198.51.100.6')).status).toBe(200);
    expect(Date.now() - after).toBeLessThan(waited - 1000);
  });

  it('limits an address that sprays many accounts, whatever the password', async () => {
    const app = server.appWith({ ...PROXIED, loginLimit: { ...LIMITS.loginLimit!, perAddress: 5 } });
    for (let i = 0; i < 5; i++)
      expect((await signIn(app, `victim${i}@example.com`, 'wrong', '203.0.113.7')).status).toBe(401);
    expect((await signIn(app, CONDUCTOR, DEMO_PASSWORD, '203.0.113.7')).status).toBe(429);
    expect((await signIn(app, CONDUCTOR, DEMO_PASSWORD, '203.0.113.8')).status).toBe(200);
  });

  it('gives a successful sign-in its address reservation back', async () => {
    const app = server.appWith({ ...PROXIED, loginLimit: { ...LIMITS.loginLimit!, perAddress: 3 } });
    for (let i = 0; i < 6; i++)
      expect((await signIn(app, CONDUCTOR, DEMO_PASSWORD, '198.51.100.9')).status).toBe(200);
  });
});

describe('the client address behind a trusted proxy (TRUST_PROXY, TRUSTED_PROXY_HOPS)', () => {
  const rotating = (i: number) => `10.${i >> 8}.${i & 255}.1`;

  it('takes the right-most X-Forwarded-For entry: a rotating first entry does not escape the limit', async () => {
    const app = server.appWith({ ...PROXIED, loginLimit: { ...LIMITS.loginLimit!, perAddress: 5 } });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push(
        (await signIn(app, `rotating${i}@example.com`, 'x', `${rotating(i)}, 203.0.113.10`)).status,
      );
    expect(tally(statuses)).toEqual({ 401: 5, 429: 3 });
  });

  it('takes the N-th entry from the right with TRUSTED_PROXY_HOPS=N', async () => {
    const app = server.appWith({ ...PROXIED, trustedProxyHops: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await signIn(app, EXPIRING, 'wrong', `${rotating(i)}, 203.0.113.11, 10.9.9.9`)).status);
    expect(tally(statuses)).toEqual({ 401: 10, 429: 2 });
    // Another client behind the same inner proxy is another address.
    expect((await signIn(app, EXPIRING, DEMO_PASSWORD, '203.0.113.12, 10.9.9.9')).status).toBe(200);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const app = server.appWith(LIMITS);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn(app, EXPIRING, 'wrong', rotating(i))).status);
    expect(tally(statuses)).toEqual({ 401: 10, 429: 2 });
  });
});
