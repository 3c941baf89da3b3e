import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse, SessionDto } from '../../src/core/contract/api';
import { CONDUCTOR, call, DEMO_PASSWORD, EXPIRED, EXPIRING, testServerForFile } from './helpers';
import { passTime } from './pass-time';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const DAY = 86_400_000;

const env = testServerForFile();

afterEach(() => vi.useRealTimers());

async function signIn(email: string, deviceId?: string): Promise<string> {
  const res = await call<LoginResponse>(env.app, 'POST', '/api/auth/login', {
    json: { email, password: DEMO_PASSWORD, ...(deviceId ? { deviceId } : {}) },
    headers: { 'User-Agent': CHROME_LINUX },
  });
  expect(res.status).toBe(200);
  return res.body.token;
}

const sessions = (token: string) => call<SessionDto[]>(env.app, 'GET', '/api/auth/sessions', { token });
const whoami = (token: string) => call(env.app, 'GET', '/api/auth/whoami', { token });

/** Issue 40: "11 × Chrome on Linux after a morning". */
describe('one row per browser', () => {
  it('a browser that signs in again replaces its own session; another browser keeps its own', async () => {
    const laptop = 'laptop-0123456789abcdef';
    const first = await signIn(EXPIRING, laptop);
    const second = await signIn(EXPIRING, laptop);
    const third = await signIn(EXPIRING, laptop);
    const phone = await signIn(EXPIRING, 'phone-fedcba9876543210');
    const listed = (await sessions(third)).body;
    expect(listed).toHaveLength(2);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    // The replaced tokens no longer sign anything in.
    expect((await whoami(first)).status).toBe(401);
    expect((await whoami(second)).status).toBe(401);
    expect((await whoami(phone)).status).toBe(200);
  });

  it('the same browser id of another account replaces nothing of this one', async () => {
    const shared = 'shared-browser-0123456789';
    const mine = await signIn(EXPIRED, shared);
    await signIn(EXPIRING, shared);
    expect((await whoami(mine)).status).toBe(200);
  });

  it('refuses a device id that is no id, with a field message', async () => {
    const res = await call(env.app, 'POST', '/api/auth/login', {
      json: { email: EXPIRED, password: DEMO_PASSWORD, deviceId: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields?.['json.deviceId']).toBeTruthy();
  });
});

describe('sessions unused for 90 days', () => {
  it('end: refused and gone from the list; one in use lives on', async () => {
    const idle = await signIn(CONDUCTOR, 'idle-browser-0123456789');
    const used = await signIn(CONDUCTOR, 'used-browser-0123456789');
    passTime(89 * DAY);
    expect((await whoami(used)).status).toBe(200);
    expect((await sessions(used)).body).toHaveLength(2);
    passTime(2 * DAY);
    // 91 days without use: the idle one has ended; the other was used two days ago.
    expect((await sessions(used)).body).toHaveLength(1);
    expect((await whoami(idle)).status).toBe(401);
    passTime(89 * DAY);
    expect((await whoami(used)).status).toBe(200);
  });
});
