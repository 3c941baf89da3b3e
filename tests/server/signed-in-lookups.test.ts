/**
 * The sign-in lookup of every request (token, user, licences) may be cached in memory on PGlite
 * (security/token-lookup-cache.ts). Whatever it caches, a change shows on the very next request, on both
 * engines: logout, a device signed out elsewhere, a licence bought, shared or withdrawn, and the
 * clock running past a licence's or a token's end.
 */
import type { KyselyPlugin } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { TokenLookupCache } from '../../server/security/token-lookup-cache';
import type { SessionDto, TopicDto } from '../../src/core/contract/api';
import { DAY_MS, LICENCE_BASELINE_MS } from '../../src/core/licence/licence-state';
import {
  CONDUCTOR,
  call,
  EXPIRING,
  login,
  NEWBIE,
  TEST_ENGINE,
  type TestApp,
  testServerForFile,
  WELCOME,
} from './helpers';

const env = testServerForFile();

const whoami = (token: string) => call(env.app, 'GET', '/api/auth/whoami', { token });

/** The arts whose locked lessons the caller may open, as `GET /api/topics` shows them. */
async function openArts(token: string): Promise<string[]> {
  const res = await call<TopicDto[]>(env.app, 'GET', '/api/topics?lang=en', { token });
  expect(res.status).toBe(200);
  const arts = res.body
    .filter((topic) => topic.modules.some((m) => m.learnElements.some((e) => !e.preview && e.access)))
    .map((topic) => topic.art);
  return [...new Set(arts)].sort();
}

describe('signing out takes effect on the next request', () => {
  it('logout: the token that was just used is 401 from then on', async () => {
    const token = await login(env.app, CONDUCTOR);
    expect((await whoami(token)).status).toBe(200);
    expect((await call(env.app, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await whoami(token)).status).toBe(401);
    expect((await call(env.app, 'GET', '/api/topics', { token })).status).toBe(401);
  });

  it('a device signed out from another one is 401 at once; the other stays signed in', async () => {
    const laptop = await login(env.app, CONDUCTOR);
    const phone = await login(env.app, CONDUCTOR);
    expect((await whoami(phone)).status).toBe(200);
    const listed = await call<SessionDto[]>(env.app, 'GET', '/api/auth/sessions', { token: phone });
    const phoneSession = listed.body.find((session) => session.current)!;
    const revoked = await call(env.app, 'DELETE', `/api/auth/sessions/${phoneSession.id}`, { token: laptop });
    expect(revoked.status).toBe(200);
    expect((await whoami(phone)).status).toBe(401);
    expect((await whoami(laptop)).status).toBe(200);
  });

  it('signing out everywhere ends every device at once', async () => {
    const devices = [await login(env.app, EXPIRING), await login(env.app, EXPIRING)];
    for (const token of devices) expect((await whoami(token)).status).toBe(200);
    expect((await call(env.app, 'DELETE', '/api/auth/sessions', { token: devices[0] })).status).toBe(200);
    for (const token of devices) expect((await whoami(token)).status).toBe(401);
  });

  it('a token past its end is 401 without any write', async () => {
    const token = await login(env.app, CONDUCTOR);
    expect((await whoami(token)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + env.server.deps.config.tokenTtlMs + 1000 });
    try {
      expect((await whoami(token)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a changed licence shows on the next request', () => {
  it('a shared seat opens the lessons at once, its withdrawal closes them at once', async () => {
    const owner = await login(env.app, CONDUCTOR);
    const member = await login(env.app, NEWBIE);
    expect(await openArts(member)).toEqual([]);
    const seat = `/api/purchases/CC-PACK-5/unlockspecific/${encodeURIComponent(NEWBIE)}`;
    expect((await call(env.app, 'GET', seat, { token: owner })).status).toBe(200);
    expect(await openArts(member)).toEqual(['CC']);
    expect((await call(env.app, 'DELETE', seat, { token: owner })).status).toBe(200);
    expect(await openArts(member)).toEqual([]);
  });

  it('a redeemed licence code opens the lessons at once', async () => {
    const token = await login(env.app, WELCOME);
    expect(await openArts(token)).toEqual([]);
    const redeemed = await call(env.app, 'GET', '/api/purchases/SE-365/unlock/COACH-SE-DEMO', { token });
    expect(redeemed.status).toBe(200);
    expect(await openArts(token)).toEqual(['SE']);
  });

  it('a licence past its end (and the day of grace) closes the lessons without any write', async () => {
    const token = await login(env.app, EXPIRING); // CC, valid for 10 more days
    expect(await openArts(token)).toEqual(['CC']);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * DAY_MS + LICENCE_BASELINE_MS });
    try {
      expect(await openArts(token)).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

/** Counts the statements an app sends to the database. */
function countingApp(): { app: TestApp; statements: () => number } {
  let statements = 0;
  // Counted once run (subqueries pass transformQuery too).
  const counter: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      statements++;
      return result;
    },
  };
  return {
    app: createApp({ ...env.server.deps, db: env.server.deps.db.withPlugin(counter) }),
    statements: () => statements,
  };
}

describe('the cost of a signed-in request', () => {
  it(`asks the database ${TEST_ENGINE === 'pglite' ? 'nothing once the lookup is kept' : 'once'} for GET /api/topics`, async () => {
    const counting = countingApp();
    const token = await login(env.app, CONDUCTOR);
    const topics = () => call(counting.app, 'GET', '/api/topics', { token });
    expect((await topics()).status).toBe(200);
    const before = counting.statements();
    for (let i = 0; i < 3; i++) expect((await topics()).status).toBe(200);
    expect(counting.statements() - before).toBe(TEST_ENGINE === 'pglite' ? 0 : 3);
  });
});

describe.skipIf(TEST_ENGINE !== 'pglite')('TokenLookupCache', () => {
  const writes = () => env.server.deps.dbWrites!;

  it('caches a lookup until a write that may change it', async () => {
    const cache = new TokenLookupCache<string>(writes());
    expect(await cache.getOrLoad('a', async () => 'first')).toBe('first');
    expect(await cache.getOrLoad('a', async () => 'second')).toBe('first');
    // Rate limits and new sign-ins change no cached lookup.
    await env.server.deps.db.deleteFrom('rate_limits').where('key', '=', 'none').execute();
    await login(env.app, NEWBIE);
    expect(await cache.getOrLoad('a', async () => 'second')).toBe('first');
    await env.server.deps.db.updateTable('purchases').set({ seats: 0 }).where('id', '=', -1).execute();
    expect(await cache.getOrLoad('a', async () => 'third')).toBe('third');
  });

  it('does not cache a lookup loaded while a write ran (it may predate the write)', async () => {
    const cache = new TokenLookupCache<string>(writes());
    const raced = await cache.getOrLoad('b', async () => {
      await env.server.deps.db
        .updateTable('tokens')
        .set({ revoked_at: new Date() })
        .where('token_hash', '=', '-')
        .execute();
      return 'loaded before the write';
    });
    expect(raced).toBe('loaded before the write');
    expect(await cache.getOrLoad('b', async () => 'after')).toBe('after');
  });
});
