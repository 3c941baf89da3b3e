/**
 * Password checks (scrypt, on libuv's thread pool, which files and compression share) run a few at
 * a time; past a bounded queue a sign-in gets `503 overloaded` with Retry-After, not a refusal, and
 * nothing of it stays counted against its address.
 */
import { describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../server/config';
import { CONDUCTOR, call, DEMO_PASSWORD, type TestApp, tally, testServerForFile } from './helpers';

const setup = testServerForFile();

/** Every request from its own address behind one proxy: only the hashing queue can say no. */
const PROXIED: Partial<ServerConfig> = { trustProxy: true, trustedProxyHops: 1 };

const signIn = (app: TestApp, address: string, password = DEMO_PASSWORD) =>
  call(app, 'POST', '/api/auth/login', {
    json: { email: CONDUCTOR, password },
    headers: { 'X-Forwarded-For': address },
  });

describe('the password-hashing queue', () => {
  it('answers 503 overloaded with Retry-After past its length, and counts nothing of it', async () => {
    const app = setup.server.appWith({
      ...PROXIED,
      loginLimit: { perAccount: 1, perAddress: 1, windowMs: 15 * 60_000 },
      loginSlowdown: { stepMs: 0, maxMs: 0 },
      passwordHashing: { concurrency: 1, maxQueued: 2, maxWaitMs: 60_000 },
    });
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(app, `203.0.113.${i}`)));
    const statuses = tally(burst.map((res) => res.status));
    expect(statuses[200]).toBeGreaterThanOrEqual(3);
    expect(statuses[200]! + statuses[503]!).toBe(12);
    const busy = burst.find((res) => res.status === 503)!;
    expect(busy.body.error).toBe('overloaded');
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
    // Told to come back, not counted: each address still has its one attempt for a wrong password
    // (one after the other: this queue takes three at a time).
    const again: number[] = [];
    for (const [i, res] of burst.entries())
      again.push(res.status === 503 ? (await signIn(app, `203.0.113.${i}`, 'wrong')).status : 401);
    expect(tally(again)).toEqual({ 401: 12 });
  });

  it('answers 503 overloaded to a check that waited longer than the queue allows', async () => {
    const app = setup.server.appWith({
      ...PROXIED,
      passwordHashing: { concurrency: 1, maxQueued: 100, maxWaitMs: 1 },
    });
    const burst = await Promise.all(Array.from({ length: 6 }, (_, i) => signIn(app, `198.51.100.${i}`)));
    const statuses = tally(burst.map((res) => res.status));
    expect(statuses[200]).toBeGreaterThanOrEqual(1);
    expect(statuses[503]).toBeGreaterThanOrEqual(1);
    expect(statuses[200]! + statuses[503]!).toBe(6);
  });
});
