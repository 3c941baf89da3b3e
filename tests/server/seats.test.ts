import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse, SeatPackDto } from '../../src/core/contract/api';
import {
  CONDUCTOR,
  call,
  DEMO_PASSWORD,
  EXPIRING,
  NEWBIE,
  startTestServer,
  type TestApp,
  type TestServer,
} from './helpers';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const PACK = '/api/purchases/CC-PACK-5/unlockspecific';
const FRIEND = 'friend@example.com';

let server: TestServer;
let app: TestApp;
let owner: string;

beforeAll(async () => {
  server = await startTestServer();
  app = server.app;
  const res = await call<LoginResponse>(app, 'POST', '/api/auth/login', {
    json: { email: CONDUCTOR, password: DEMO_PASSWORD },
    headers: { 'User-Agent': FIREFOX_WINDOWS },
  });
  owner = res.body.token;
});
afterAll(() => server?.close());

const token = async (email: string) =>
  (await call<LoginResponse>(app, 'POST', '/api/auth/login', { json: { email, password: DEMO_PASSWORD } }))
    .body.token;

describe('seat log of a licence pack', () => {
  it('logs sharing and withdrawing, and shows holders and history to the owner', async () => {
    expect((await call(app, 'GET', `${PACK}/${NEWBIE}`, { token: owner })).status).toBe(200);
    expect((await call(app, 'GET', `${PACK}/${FRIEND}`, { token: owner })).status).toBe(200);
    expect((await call(app, 'DELETE', `${PACK}/${FRIEND}`, { token: owner })).status).toBe(200);
    // Refused changes are not logged.
    expect((await call(app, 'GET', `${PACK}/${NEWBIE}`, { token: owner })).status).toBe(409);
    expect((await call(app, 'DELETE', `${PACK}/${FRIEND}`, { token: owner })).status).toBe(404);

    const res = await call<SeatPackDto>(app, 'GET', '/api/purchases/CC-PACK-5/seats', { token: owner });
    expect(res.status).toBe(200);
    expect(res.body.articleId).toBe('CC-PACK-5');
    expect(res.body.seats).toBe(5);
    expect(res.body.holders.map((holder) => holder.email)).toEqual([NEWBIE]);
    expect(res.body.log.map((entry) => [entry.action, entry.email])).toEqual([
      ['withdraw', FRIEND],
      ['share', FRIEND],
      ['share', NEWBIE],
    ]);
    for (const entry of res.body.log) {
      expect(entry).toMatchObject({ browser: 'Firefox', os: 'Windows' });
      expect(Math.abs(Date.parse(entry.at) - Date.now())).toBeLessThan(60_000);
    }

    const packs = await call<SeatPackDto[]>(app, 'GET', '/api/purchases/packs', { token: owner });
    expect(packs.status).toBe(200);
    expect(packs.body).toEqual([res.body]);
  });

  it('shows the pack to its owner only: the seat holder and a stranger get 403', async () => {
    for (const email of [NEWBIE, EXPIRING]) {
      const res = await call(app, 'GET', '/api/purchases/CC-PACK-5/seats', { token: await token(email) });
      expect(res.status, email).toBe(403);
      expect(res.body.error).toBe('not-owner');
      const packs = await call<SeatPackDto[]>(app, 'GET', '/api/purchases/packs', {
        token: await token(email),
      });
      expect(packs.body, email).toEqual([]);
    }
  });

  it('answers 404 for an owned article without seats', async () => {
    const res = await call(app, 'GET', '/api/purchases/SE-365/seats', { token: owner });
    expect(res.status).toBe(404);
  });

  it('answers 401 without a token and 400 for a bad article id', async () => {
    expect((await call(app, 'GET', '/api/purchases/CC-PACK-5/seats')).status).toBe(401);
    expect((await call(app, 'GET', '/api/purchases/packs')).status).toBe(401);
    const bad = await call(app, 'GET', '/api/purchases/a%20b/seats', { token: owner });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.['param.articleId']).toBeTruthy();
  });
});
