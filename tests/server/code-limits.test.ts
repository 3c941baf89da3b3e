import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../server/config';
import {
  CONDUCTOR,
  call,
  EXPIRED,
  EXPIRING,
  login,
  NEWBIE,
  startTestServer,
  type TestApp,
  type TestServer,
  tally,
} from './helpers';

/** The production defaults (CODE_LIMIT_PER_USER, CODE_LIMIT_PER_ADDRESS), behind one trusted proxy. */
const LIMITS: Partial<ServerConfig> = {
  codeLimit: { perUser: 10, perAddress: 30, windowMs: 15 * 60_000 },
  trustProxy: true,
  trustedProxyHops: 1,
};

let server: TestServer;
const tokens = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer();
  for (const email of [CONDUCTOR, NEWBIE, EXPIRING, EXPIRED])
    tokens.set(email, await login(server.app, email));
});
afterAll(() => server?.close());
beforeEach(async () => {
  await server.deps.db.deleteFrom('rate_limits').execute();
});

const redeem = (app: TestApp, email: string, articleId: string, code: string, address = '203.0.113.1') =>
  call(app, 'GET', `/api/purchases/${articleId}/unlock/${code}`, {
    token: tokens.get(email),
    headers: { 'X-Forwarded-For': address },
  });

describe('wrong unlock codes (GET /api/purchases/{articleId}/unlock/{code})', () => {
  it('checks at most 10 of 300 parallel wrong codes of one user; the rest is 429 with Retry-After', async () => {
    const app = server.appWith(LIMITS);
    const responses = await Promise.all(
      Array.from({ length: 300 }, (_, i) => redeem(app, EXPIRED, '10003', `GUESS-${i}`)),
    );
    // On a busy machine 300 at once outrun the pool's wait, and some are shed as `503 overloaded`:
    // load, not the limit. Either way exactly 10 codes are checked and none past them.
    const { 404: checked, 429: limited = 0, 503: shed = 0, ...other } = tally(responses.map((a) => a.status));
    expect({ checked, other }).toEqual({ checked: 10, other: {} });
    expect(limited + shed).toBe(290);
    for (const answer of responses.filter((a) => a.status === 503))
      expect(answer.body.error).toBe('overloaded');
    const refused = responses.find((a) => a.status === 429)!;
    expect(refused.body.error).toBe('too-many-codes');
    expect(refused.body.message).toMatch(/Too many wrong codes\. Please try again in \d+ minutes?\./);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The right code does not get through either while the user is limited.
    expect((await redeem(app, EXPIRED, '10003', 'CHOIR-10003-DEMO')).status).toBe(429);
  }, 60_000);

  it('limits wrong codes per address over all its users', async () => {
    const app = server.appWith({ ...LIMITS, codeLimit: { ...LIMITS.codeLimit!, perAddress: 15 } });
    const statuses: number[] = [];
    for (const email of [CONDUCTOR, NEWBIE])
      for (let i = 0; i < 10; i++) statuses.push((await redeem(app, email, '10003', `NOPE-${i}`)).status);
    expect(tally(statuses)).toEqual({ 404: 15, 429: 5 });
    // Another user at another address is not affected.
    expect((await redeem(app, EXPIRING, '10003', 'NOPE-X', '198.51.100.2')).status).toBe(404);
  });

  it('counts only wrong codes: a redeemed code gives its attempt back', async () => {
    const app = server.appWith({ ...LIMITS, codeLimit: { ...LIMITS.codeLimit!, perUser: 2 } });
    expect((await redeem(app, NEWBIE, '10002', 'NOPE-1')).status).toBe(404);
    expect((await redeem(app, NEWBIE, '10002', 'CHOIR-10002-DEMO')).status).toBe(200);
    expect((await redeem(app, NEWBIE, '10002', 'CHOIR-10002-DEMO')).status).toBe(404); // used now
    expect((await redeem(app, NEWBIE, '10001', 'NOPE-2')).status).toBe(429);
  });
});
