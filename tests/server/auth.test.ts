import { describe, expect, it } from 'vitest';
import type { LoginResponse, User } from '../../src/core/contract/api';
import {
  CONDUCTOR,
  call,
  DEMO_PASSWORD,
  EXPIRED,
  EXPIRING,
  GENEROUS,
  login,
  NEWBIE,
  testServerForFile,
} from './helpers';

const env = testServerForFile();

const USER_KEYS = ['email', 'firstName', 'id', 'lastName', 'username'];

describe('POST /api/auth/login', () => {
  it('answers a token, its expiry and the user for the right password', async () => {
    const res = await call<LoginResponse>(env.app, 'POST', '/api/auth/login', {
      json: { email: CONDUCTOR, password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[\w-]{20,}$/);
    expect(Date.parse(res.body.expiresAt)).toBeGreaterThan(Date.now());
    expect(Object.keys(res.body.user).sort()).toEqual(USER_KEYS);
    expect(res.body.user).toMatchObject({ email: CONDUCTOR, firstName: 'Clara', lastName: 'Conductor' });
    expect(res.text).not.toMatch(/password|hash/i);
  });

  it('accepts the e-mail address in any case and with surrounding spaces', async () => {
    const res = await call<LoginResponse>(env.app, 'POST', '/api/auth/login', {
      json: { email: '  Conductor@Example.COM ', password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(CONDUCTOR);
  });

  it('gives every sign-in its own token', async () => {
    const [a, b] = await Promise.all([login(env.app, EXPIRING), login(env.app, EXPIRING)]);
    expect(a).not.toBe(b);
  });

  it('answers 401 for a wrong password and the same message for an unknown e-mail address', async () => {
    const wrong = await call(env.app, 'POST', '/api/auth/login', {
      json: { email: EXPIRED, password: 'not-it' },
    });
    const unknown = await call(env.app, 'POST', '/api/auth/login', {
      json: { email: 'nobody@example.com', password: DEMO_PASSWORD },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error).toBe('invalid-credentials');
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.message.length).toBeGreaterThan(0);
  });

  it('answers 400 with a field message when the e-mail address is missing', async () => {
    const res = await call(env.app, 'POST', '/api/auth/login', { json: { password: DEMO_PASSWORD } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('bad-request');
    expect(res.body.fields?.['json.email']).toBeTruthy();
  });

  it('answers 400 with a field message for an invalid e-mail address or an empty password', async () => {
    const bad = await call(env.app, 'POST', '/api/auth/login', {
      json: { email: 'no-at-sign', password: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.['json.email']).toMatch(/e-mail/i);

    const empty = await call(env.app, 'POST', '/api/auth/login', {
      json: { email: CONDUCTOR, password: '' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields?.['json.password']).toMatch(/password/i);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await call(env.app, 'POST', '/api/auth/login', {
      body: '{"email": "conductor@example.com",',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid-json');
  });
});

describe('POST /api/auth/login rate limit', () => {
  it('answers 429 with Retry-After after N failures for one account, even with the right password', async () => {
    const perAccount = 3;
    const strict = env.server.appWith({ loginLimit: { ...GENEROUS.loginLimit!, perAccount } });
    const email = 'ratelimited@example.com'; // unknown accounts are limited too (no account probing)
    for (let i = 0; i < perAccount; i++) {
      const res = await call(strict, 'POST', '/api/auth/login', { json: { email, password: 'wrong' } });
      expect(res.status).toBe(401);
    }
    const limited = await call(strict, 'POST', '/api/auth/login', { json: { email, password: 'wrong' } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.error).toBe('too-many-attempts');

    // A real account: the limit holds even when the password is finally right.
    for (let i = 0; i < perAccount; i++) {
      await call(strict, 'POST', '/api/auth/login', { json: { email: EXPIRED, password: 'wrong' } });
    }
    const right = await call(strict, 'POST', '/api/auth/login', {
      json: { email: EXPIRED, password: DEMO_PASSWORD },
    });
    expect(right.status).toBe(429);

    // Other accounts are not affected.
    expect(
      (await call(strict, 'POST', '/api/auth/login', { json: { email: NEWBIE, password: DEMO_PASSWORD } }))
        .status,
    ).toBe(200);
  });

  it('clears the failure count of an account after a successful sign-in', async () => {
    const strict = env.server.appWith({ loginLimit: { ...GENEROUS.loginLimit!, perAccount: 2 } });
    await call(strict, 'POST', '/api/auth/login', { json: { email: EXPIRING, password: 'wrong' } });
    expect(
      (await call(strict, 'POST', '/api/auth/login', { json: { email: EXPIRING, password: DEMO_PASSWORD } }))
        .status,
    ).toBe(200);
    await call(strict, 'POST', '/api/auth/login', { json: { email: EXPIRING, password: 'wrong' } });
    expect(
      (await call(strict, 'POST', '/api/auth/login', { json: { email: EXPIRING, password: DEMO_PASSWORD } }))
        .status,
    ).toBe(200);
  });
});

describe('POST /api/auth/loginold', () => {
  it('signs in with username or email', async () => {
    const byUsername = await call<LoginResponse>(env.app, 'POST', '/api/auth/loginold', {
      json: { username: CONDUCTOR, password: DEMO_PASSWORD },
    });
    expect(byUsername.status).toBe(200);
    expect(byUsername.body.user.email).toBe(CONDUCTOR);
    expect(byUsername.body.token).toBeTruthy();

    const byEmail = await call<LoginResponse>(env.app, 'POST', '/api/auth/loginold', {
      json: { email: NEWBIE, password: DEMO_PASSWORD },
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.user.email).toBe(NEWBIE);
  });

  it('answers 401 for a wrong password', async () => {
    const res = await call(env.app, 'POST', '/api/auth/loginold', {
      json: { username: CONDUCTOR, password: 'nope' },
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid-credentials');
  });

  it('answers 400 with a field message when neither username nor email is given', async () => {
    const res = await call(env.app, 'POST', '/api/auth/loginold', { json: { password: DEMO_PASSWORD } });
    expect(res.status).toBe(400);
    expect(res.body.fields?.['json.email']).toBeTruthy();
  });

  it('answers 400 with a field message when the password is missing', async () => {
    const res = await call(env.app, 'POST', '/api/auth/loginold', { json: { username: CONDUCTOR } });
    expect(res.status).toBe(400);
    expect(res.body.fields?.['json.password']).toBeTruthy();
  });
});

describe('GET /api/auth/whoami', () => {
  it('answers the user of the token', async () => {
    const conductor = await call<User>(env.app, 'GET', '/api/auth/whoami', {
      token: await login(env.app, CONDUCTOR),
    });
    const newbie = await call<User>(env.app, 'GET', '/api/auth/whoami', {
      token: await login(env.app, NEWBIE),
    });
    expect(conductor.status).toBe(200);
    expect(conductor.body.email).toBe(CONDUCTOR);
    expect(newbie.body.email).toBe(NEWBIE);
    expect(newbie.body.id).not.toBe(conductor.body.id);
  });

  it('answers 401 with WWW-Authenticate without a token', async () => {
    const res = await call(env.app, 'GET', '/api/auth/whoami');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('unauthorized');
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('answers 401 for a made-up token', async () => {
    const res = await call(env.app, 'GET', '/api/auth/whoami', { token: 'x'.repeat(43) });
    expect(res.status).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const shortLived = env.server.appWith({ tokenTtlMs: -1000 });
    const token = await login(shortLived, NEWBIE);
    expect((await call(env.app, 'GET', '/api/auth/whoami', { token })).status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token: later calls with it answer 401', async () => {
    const token = await login(env.app, CONDUCTOR);
    const other = await login(env.app, CONDUCTOR);
    expect((await call(env.app, 'GET', '/api/auth/whoami', { token })).status).toBe(200);

    const res = await call(env.app, 'POST', '/api/auth/logout', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ loggedOut: true });

    expect((await call(env.app, 'GET', '/api/auth/whoami', { token })).status).toBe(401);
    expect((await call(env.app, 'GET', '/api/purchases?app=choir-coach', { token })).status).toBe(401);
    expect((await call(env.app, 'POST', '/api/auth/logout', { token })).status).toBe(401);
    // Only that session ends: another token of the same user still works.
    expect((await call(env.app, 'GET', '/api/auth/whoami', { token: other })).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await call(env.app, 'POST', '/api/auth/logout');
    expect(res.status).toBe(401);
  });

  it('answers 401 even on a public route when the token sent is not valid', async () => {
    const res = await call(env.app, 'GET', '/api/topics', { token: 'revoked-or-made-up' });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/auth/logexception', () => {
  it('answers 201 and stores the report (with the user when signed in)', async () => {
    const message = `TypeError in player ${Math.random()}`;
    const res = await call(env.app, 'POST', '/api/auth/logexception', {
      token: await login(env.app, NEWBIE),
      json: { message, stack: 'at play (player.ts:1:1)', context: { route: '/de/start' } },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ logged: true });
    const row = await env.server.deps.db
      .selectFrom('client_errors')
      .innerJoin('users', 'users.id', 'client_errors.user_id')
      .select(['client_errors.message', 'client_errors.detail', 'users.email'])
      .where('client_errors.message', '=', message)
      .executeTakeFirst();
    expect(row?.email).toBe(NEWBIE);
    expect(row?.detail).toMatchObject({ stack: 'at play (player.ts:1:1)', context: { route: '/de/start' } });
  });

  it('accepts a report signed out', async () => {
    const res = await call(env.app, 'POST', '/api/auth/logexception', {
      json: { message: 'signed out error' },
    });
    expect(res.status).toBe(201);
  });

  it('answers 413 for a report over 16 KB', async () => {
    const res = await call(env.app, 'POST', '/api/auth/logexception', {
      json: { message: 'big', context: { dump: 'x'.repeat(17 * 1024) } },
    });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('payload-too-large');
  });

  it('answers 400 with a field message when the message is missing', async () => {
    const res = await call(env.app, 'POST', '/api/auth/logexception', { json: { stack: 'at x' } });
    expect(res.status).toBe(400);
    expect(res.body.fields?.['json.message']).toBeTruthy();
  });

  it('answers 429 with Retry-After after too many reports from one address', async () => {
    await env.server.deps.db.deleteFrom('rate_limits').where('key', 'like', 'logexception:%').execute();
    const limited = env.server.appWith({
      logExceptionLimit: { perAddress: 3, windowMs: 60_000, maxBytes: 16 * 1024 },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await call(limited, 'POST', '/api/auth/logexception', { json: { message: `report ${i}` } })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const res = await call(limited, 'POST', '/api/auth/logexception', { json: { message: 'again' } });
    expect(res.body.error).toBe('too-many-reports');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    await env.server.deps.db.deleteFrom('rate_limits').where('key', 'like', 'logexception:%').execute();
  });
});
