import { describe, expect, it, vi } from 'vitest';
import { deviceOf } from '../../server/security/device';
import { hashToken, LAST_USE_PRECISION_MS } from '../../server/security/tokens';
import type { LoginResponse, SessionDto } from '../../src/core/contract/api';
import { CONDUCTOR, call, DEMO_PASSWORD, EXPIRING, NEWBIE, testServerForFile } from './helpers';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const env = testServerForFile();

/** Signs in as the given browser (User-Agent) and returns the token. */
async function signInAs(email: string, userAgent?: string): Promise<string> {
  const res = await call<LoginResponse>(env.app, 'POST', '/api/auth/login', {
    json: { email, password: DEMO_PASSWORD },
    ...(userAgent ? { headers: { 'User-Agent': userAgent } } : {}),
  });
  expect(res.status).toBe(200);
  return res.body.token;
}

const sessions = (token?: string) => call<SessionDto[]>(env.app, 'GET', '/api/auth/sessions', { token });
const whoami = (token: string) => call(env.app, 'GET', '/api/auth/whoami', { token });

describe('deviceOf', () => {
  it('names browser and system from a fixed vocabulary', () => {
    expect(deviceOf(CHROME_LINUX)).toEqual({ browser: 'Chrome', os: 'Linux' });
    expect(deviceOf(FIREFOX_WINDOWS)).toEqual({ browser: 'Firefox', os: 'Windows' });
    expect(deviceOf(SAFARI_IPHONE)).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(
      deviceOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toEqual({ browser: 'Edge', os: 'Windows' });
    expect(
      deviceOf(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', os: 'Android' });
  });

  it('stores nothing of an unknown or hostile user agent', () => {
    expect(deviceOf(undefined)).toEqual({ browser: null, os: null });
    expect(deviceOf('curl/8.5.0')).toEqual({ browser: null, os: null });
    expect(deviceOf('<script>alert(1)</script>')).toEqual({ browser: null, os: null });
  });
});

describe('GET /api/auth/sessions', () => {
  it('lists the signed-in devices with browser, system, dates and the caller marked current', async () => {
    const laptop = await signInAs(EXPIRING, CHROME_LINUX);
    const desktop = await signInAs(EXPIRING, FIREFOX_WINDOWS);
    const res = await sessions(laptop);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    const mine = res.body.find((s) => s.current);
    const other = res.body.find((s) => !s.current);
    expect(mine).toMatchObject({ browser: 'Chrome', os: 'Linux', current: true });
    expect(other).toMatchObject({ browser: 'Firefox', os: 'Windows', current: false });
    for (const session of res.body) {
      expect(Math.abs(Date.parse(session.createdAt) - Date.now())).toBeLessThan(60_000);
      expect(Math.abs(Date.parse(session.lastUsedAt) - Date.now())).toBeLessThan(60_000);
      expect(Object.keys(session).sort()).toEqual([
        'browser',
        'createdAt',
        'current',
        'id',
        'lastUsedAt',
        'os',
      ]);
    }
    // The id is neither token nor hash, and the response reveals neither.
    for (const token of [laptop, desktop]) {
      expect(res.text).not.toContain(token);
      expect(res.text).not.toContain(hashToken(token));
    }
    const fromDesktop = await sessions(desktop);
    expect(fromDesktop.body.find((s) => s.current)?.id).toBe(other?.id);
  });

  it('lists only the caller’s own devices', async () => {
    const token = await signInAs(NEWBIE, SAFARI_IPHONE);
    const res = await sessions(token);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ browser: 'Safari', os: 'iOS', current: true });
  });

  it('answers 401 without a token or with a revoked one', async () => {
    expect((await sessions()).status).toBe(401);
    expect((await call(env.app, 'DELETE', '/api/auth/sessions')).status).toBe(401);
    expect(
      (await call(env.app, 'DELETE', '/api/auth/sessions/1b4e28ba-2fa1-41d2-883f-0016d3cca427')).status,
    ).toBe(401);
    const token = await signInAs(NEWBIE);
    await call(env.app, 'POST', '/api/auth/logout', { token });
    expect((await sessions(token)).status).toBe(401);
  });

  it('records the last use at most every few minutes', async () => {
    const token = await signInAs(CONDUCTOR, CHROME_LINUX);
    const lastUse = () =>
      env.server.deps.db
        .selectFrom('tokens')
        .select(['last_used_at', 'created_at'])
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirstOrThrow()
        .then((row) => new Date(row.last_used_at ?? row.created_at).getTime());
    const signedInAt = await lastUse();
    await whoami(token);
    await whoami(token);
    expect(await lastUse()).toBe(signedInAt);

    // The clock moves past the interval (only the sign-in lookup writes last_used_at, and a cached
    // lookup remembers what it wrote: security/token-lookup-cache.ts).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + LAST_USE_PRECISION_MS + 60_000 });
    try {
      // The next request is a use after the interval: it is recorded (and the list shows it).
      const listed = (await sessions(token)).body.find((s) => s.current)!;
      const recorded = await lastUse();
      expect(recorded).toBeGreaterThan(signedInAt);
      expect(Date.parse(listed.lastUsedAt)).toBe(recorded);
      expect(Date.now() - recorded).toBeLessThan(10_000);
      await whoami(token);
      expect(await lastUse()).toBe(recorded);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('DELETE /api/auth/sessions/{sessionId}', () => {
  it('signs another device out: its token is 401 from then on, the caller stays signed in', async () => {
    const phone = await signInAs(CONDUCTOR, SAFARI_IPHONE);
    const laptop = await signInAs(CONDUCTOR, CHROME_LINUX);
    const phoneId = (await sessions(phone)).body.find((s) => s.current)!.id;
    const res = await call<{ revoked: number }>(env.app, 'DELETE', `/api/auth/sessions/${phoneId}`, {
      token: laptop,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ revoked: 1 });
    expect((await whoami(phone)).status).toBe(401);
    expect((await whoami(laptop)).status).toBe(200);
    expect((await sessions(laptop)).body.map((s) => s.id)).not.toContain(phoneId);
    // Signed out already: a second time is 404.
    expect((await call(env.app, 'DELETE', `/api/auth/sessions/${phoneId}`, { token: laptop })).status).toBe(
      404,
    );
  });

  it('answers 404 for another user’s session and leaves it signed in', async () => {
    const theirs = await signInAs(NEWBIE, FIREFOX_WINDOWS);
    const theirId = (await sessions(theirs)).body.find((s) => s.current)!.id;
    const mine = await signInAs(CONDUCTOR);
    const res = await call(env.app, 'DELETE', `/api/auth/sessions/${theirId}`, { token: mine });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not-found');
    expect((await whoami(theirs)).status).toBe(200);
  });

  it('answers 400 with a field message for an id that is not a session id', async () => {
    const token = await signInAs(CONDUCTOR);
    for (const id of ['abc', '1', hashToken(token)]) {
      const res = await call(env.app, 'DELETE', `/api/auth/sessions/${id}`, { token });
      expect(res.status, id).toBe(400);
      expect(res.body.fields?.['param.sessionId'], id).toBeTruthy();
    }
  });

  it('signs the own device out too', async () => {
    const token = await signInAs(CONDUCTOR);
    const own = (await sessions(token)).body.find((s) => s.current)!.id;
    expect((await call(env.app, 'DELETE', `/api/auth/sessions/${own}`, { token })).status).toBe(200);
    expect((await whoami(token)).status).toBe(401);
  });
});

describe('DELETE /api/auth/sessions (sign out everywhere)', () => {
  it('revokes every token of the user, the current one included, and no other user’s', async () => {
    const a = await signInAs(EXPIRING, CHROME_LINUX);
    const b = await signInAs(EXPIRING, SAFARI_IPHONE);
    const other = await signInAs(NEWBIE);
    const before = (await sessions(a)).body.length;
    const res = await call<{ revoked: number }>(env.app, 'DELETE', '/api/auth/sessions', { token: b });
    expect(res.status).toBe(200);
    expect(res.body.revoked).toBe(before);
    expect((await whoami(a)).status).toBe(401);
    expect((await whoami(b)).status).toBe(401);
    expect((await whoami(other)).status).toBe(200);
    const again = await signInAs(EXPIRING);
    expect((await sessions(again)).body).toHaveLength(1);
  });
});

describe('OpenAPI document', () => {
  it('describes the session routes with bearer security', async () => {
    const res = await call<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>(
      env.app,
      'GET',
      '/api/openapi.json',
    );
    expect(Object.keys(res.body.paths['/auth/sessions'] ?? {}).sort()).toEqual(['delete', 'get']);
    expect(Object.keys(res.body.paths['/auth/sessions/{sessionId}'] ?? {})).toEqual(['delete']);
    expect(res.body.paths['/auth/sessions']?.get?.security).toEqual([{ bearer: [] }]);
  });
});
