import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../server/http/json-limits';
import { MAX_APP_ID_LENGTH } from '../../server/http/schemas';
import type { UserSettings } from '../../src/core/contract/api';
import { MAX_PROGRESS_ENTRIES } from '../../src/core/contract/schemas';
import { APP, CONDUCTOR, call, login, startTestServer, type TestApp, type TestServer } from './helpers';

/** Hostile JSON within the 256 KB body cap answers 400 with a clear message, never 500 (issue 12 point 7). */

let server: TestServer;
let app: TestApp;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  app = server.app;
  token = await login(app, CONDUCTOR);
});
afterAll(() => server?.close());

const SETTINGS = `/api/auth/usersettings?app=${APP}`;
const nested = (levels: number, open = '[', close = ']') => `${open.repeat(levels)}${close.repeat(levels)}`;

describe('JSON nesting depth', () => {
  const BODIES: [method: string, url: string, body: string][] = [
    ['POST', '/api/auth/logexception', `{"message":"x","context":{"a":${nested(7000)}}}`],
    ['PATCH', SETTINGS, `{"notes":${nested(7000)}}`],
    ['POST', SETTINGS, `{"notes":${nested(7000)}}`],
    ['PATCH', SETTINGS, `{"notes":${nested(20_000, '{"a":', '}')}}`],
    ['POST', '/api/auth/login', nested(100_000)],
  ];

  it.each(BODIES)('%s %s with thousands of levels answers 400 too-deep', async (method, url, body) => {
    const res = await call(app, method, url, { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'too-deep', message: expect.stringMatching(/nested too deeply/) });
  });

  it('accepts settings nested up to the limit', async () => {
    const body = `{"notes":${nested(MAX_JSON_DEPTH - 1)}}`;
    const res = await call<UserSettings>(app, 'PATCH', SETTINGS, { token, body });
    expect(res.status).toBe(200);
    const tooDeep = await call(app, 'PATCH', SETTINGS, {
      token,
      body: `{"notes":${nested(MAX_JSON_DEPTH)}}`,
    });
    expect(tooDeep.body.error).toBe('too-deep');
  });

  it('does not count brackets inside strings', async () => {
    const message = `a \\"quoted\\" ${'['.repeat(1500)}`;
    const res = await call(app, 'POST', '/api/auth/logexception', { body: `{"message":"${message}"}` });
    expect(res.status).toBe(201);
  });
});

describe('broken JSON', () => {
  it.each(['{"email": ', '{"a":1}}', "{'a':1}", '{"a":1,}', '\u0000'])(
    '%j answers 400 invalid-json',
    async (body) => {
      const res = await call(app, 'PATCH', SETTINGS, { token, body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'invalid-json', message: 'The request body is not valid JSON.' });
    },
  );
});

describe('size limits of settings and progress', () => {
  it(`answers 400 with a field message for more than ${MAX_PROGRESS_ENTRIES} progress entries`, async () => {
    const entries = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ learnElementId: i + 1, learnElementProgress: 10 }));
    const res = await call(app, 'PATCH', SETTINGS, {
      token,
      json: { learnElementMetadata: entries(MAX_PROGRESS_ENTRIES + 1) },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields?.['json.learnElementMetadata']).toMatch(/progress entries/);
    const ok = await call(app, 'PATCH', SETTINGS, {
      token,
      json: { learnElementMetadata: entries(MAX_PROGRESS_ENTRIES) },
    });
    expect(ok.status).toBe(200);
  });

  it('refuses PATCHes that would grow the stored settings past 64 KB, and keeps the settings', async () => {
    const chunk = 'x'.repeat(20 * 1024);
    for (const key of ['a', 'b', 'c']) {
      expect((await call(app, 'PATCH', SETTINGS, { token, json: { [key]: chunk } })).status).toBe(200);
    }
    const res = await call(app, 'PATCH', SETTINGS, { token, json: { d: chunk } });
    expect(res.status).toBe(400);
    expect(res.body.fields?.json).toMatch(/64 KB/);
    const stored = await call<UserSettings>(app, 'GET', SETTINGS, { token });
    expect(stored.body).toMatchObject({ a: chunk, b: chunk, c: chunk });
    expect(stored.body).not.toHaveProperty('d');
    // Replacing keeps working, and progress does not count against the settings size.
    expect((await call(app, 'POST', SETTINGS, { token, json: { language: 'de' } })).status).toBe(200);
  });

  it(`answers 400 with a field message for an app id longer than ${MAX_APP_ID_LENGTH} characters`, async () => {
    for (const url of ['/api/auth/usersettings', '/api/purchases']) {
      const res = await call(app, 'GET', `${url}?app=${'a'.repeat(MAX_APP_ID_LENGTH + 1)}`, { token });
      expect(res.status).toBe(400);
      expect(res.body.fields?.['query.app']).toMatch(/at most 64 characters/);
    }
  });
});
