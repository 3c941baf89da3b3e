import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONDUCTOR, call, login, startTestServer, type TestApp, type TestServer } from './helpers';

/**
 * Never a 500 for bad input (docs/design.md, "Server"): every POST/PATCH endpoint gets garbage bodies and must
 * answer 4xx with the error shape, signed in so that the body is what gets judged.
 */

let server: TestServer;
let app: TestApp;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  app = server.app;
  token = await login(app, CONDUCTOR);
});
afterAll(() => server?.close());

const ENDPOINTS = [
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/loginold'],
  ['POST', '/api/auth/logexception'],
  ['POST', '/api/auth/usersettings?app=choir-coach'],
  ['PATCH', '/api/auth/usersettings?app=choir-coach'],
] as const;

/** Raw bodies: what a broken or hostile client might send. */
const GARBAGE: [name: string, body: string][] = [
  ['empty body', ''],
  ['whitespace', '   '],
  ['malformed JSON', '{"email": '],
  ['JSON null', 'null'],
  ['a number', '42'],
  ['a string', '"hello"'],
  ['an array instead of an object', '[{"email":"conductor@example.com","password":"x"}]'],
  [
    'wrong types everywhere',
    '{"email":123,"password":false,"username":[],"message":{},"language":7,"learnElementMetadata":"all"}',
  ],
  [
    'huge numbers',
    '{"email":1e400,"message":1e308,"viewportFocusOffset":1e308,"learnElementMetadata":[{"learnElementId":1e308,"learnElementProgress":1e308}]}',
  ],
  [
    'an id beyond 32 bits',
    '{"learnElementMetadata":[{"learnElementId":2147483648,"learnElementProgress":1}]}',
  ],
  [
    'negative and fractional ids',
    '{"learnElementMetadata":[{"learnElementId":-1,"learnElementProgress":-5},{"learnElementId":1.5,"learnElementProgress":1}]}',
  ],
  [
    'NUL characters',
    '{"email":"a\\u0000@example.com","username":"a\\u0000b","password":"\\u0000","message":"a\\u0000b","note":"\\u0000","language":"de\\u0000"}',
  ],
  [
    'lone surrogates',
    '{"email":"\\ud800@example.com","username":"\\udfff","password":"x","message":"\\ud800","note":"\\udc00x"}',
  ],
  [
    'unicode look-alikes',
    '{"email":"cоnductor@exаmple.com","password":"🎵🎶","language":"dé","preferredVoice":"ténore"}',
  ],
  [
    'deeply nested arrays',
    `{"message":${'['.repeat(500)}${']'.repeat(500)},"language":${'['.repeat(500)}${']'.repeat(500)}}`,
  ],
  [
    'prototype pollution keys',
    '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},"language":"xx"}',
  ],
  [
    'very long strings',
    JSON.stringify({
      email: `${'a'.repeat(300)}@example.com`,
      username: 'u'.repeat(300),
      password: 'p'.repeat(600),
      message: 'm'.repeat(2001),
      language: 'x'.repeat(1000),
    }),
  ],
];

describe('garbage bodies to every POST/PATCH endpoint answer 4xx, never 500', () => {
  for (const [method, url] of ENDPOINTS) {
    it.each(GARBAGE)(`${method} ${url.replace(/\?.*/, '')}: %s`, async (_name, body) => {
      const res = await call(app, method, url, { token, body });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.error).toEqual(expect.any(String));
      expect(res.body.message).toEqual(expect.any(String));
    });
  }
});

describe('bodies that pass the schema but cannot be stored', () => {
  it('answers 400 for a NUL character in a free settings key or value', async () => {
    for (const json of [{ note: 'a\u0000b' }, { 'k\u0000': 1 }]) {
      const res = await call(app, 'PATCH', '/api/auth/usersettings?app=choir-coach', { token, json });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('bad-request');
    }
  });

  it('answers 400 for a lone surrogate in a free settings value', async () => {
    const res = await call(app, 'POST', '/api/auth/usersettings?app=choir-coach', {
      token,
      body: '{"note":"\\ud800"}',
    });
    expect(res.status).toBe(400);
  });

  it('answers 400 with a field message for a learnElementId beyond 32 bits', async () => {
    const res = await call(app, 'PATCH', '/api/auth/usersettings?app=choir-coach', {
      token,
      json: { learnElementMetadata: [{ learnElementId: 2 ** 31, learnElementProgress: 1 }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields?.['json.learnElementMetadata.0.learnElementId']).toBeTruthy();
  });

  it('keeps settings usable after rejected writes', async () => {
    const res = await call(app, 'PATCH', '/api/auth/usersettings?app=choir-coach', {
      token,
      json: { language: 'en' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ language: 'en' });
  });
});

describe('garbage in paths and queries answers 4xx, never 500', () => {
  const PATHS = [
    '/api/topics/%E0%A4%A',
    '/api/topics/99999999999999999999999',
    '/api/topics/2147483648/subtitles',
    '/api/topics/11/videoSrc?language=%00',
    '/api/ping/%00?limit=%00',
    '/api/purchases/%00/unlock/%00%00%00%00',
    '/api/purchases/10001/unlock/%E0%A4%A%E0%A4%A',
    '/api/purchases/CC-PACK-5/unlockspecific/%00%40example.com',
    '/api/purchases/10001/downloadmanifest/%00',
    '/api/auth/usersettings?app=%00',
    '/api/purchases?app[]=x',
    '/api/files/%E0%A4%A?expires=1&signature=x',
    '/api/files/..%2f..%2fpackage.json?expires=99999999999&signature=AAAA',
    '/content/%E0%A4%A',
  ];
  it.each(PATHS)('GET %s', async (url) => {
    const res = await call(app, 'GET', url, { token });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
