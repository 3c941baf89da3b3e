import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEditions } from '../../server/content/editions';
import type { HealthDto } from '../../src/core/contract/api';
import {
  type ContentFixture,
  call,
  createContentFixture,
  REAL_CONTENT_DIR,
  startTestServer,
  TEST_ENGINE,
  type TestApp,
  type TestServer,
} from './helpers';

let fixture: ContentFixture;
let server: TestServer;
let app: TestApp;

beforeAll(async () => {
  fixture = createContentFixture();
  server = await startTestServer({
    config: { contentDir: fixture.contentDir },
    editions: loadEditions(fixture.contentDir),
  });
  app = server.app;
});
afterAll(async () => {
  await server?.close();
  fixture?.cleanup();
});

describe('GET /api/health', () => {
  it('answers ok with version, database kind and uptime', async () => {
    const res = await call<HealthDto>(app, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      version: server.deps.config.version,
      database: TEST_ENGINE,
      databaseUp: true,
      uptimeSeconds: expect.any(Number),
    });
  });
});

describe('liveness while the database is held busy', () => {
  it('answers /api/health at once from a recent background check; /api/health/ready waits for the database', async () => {
    // Every connection held by a transaction that waits (PGlite has one, a PostgreSQL pool ten).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holders = Array.from({ length: 10 }, () =>
      server.deps.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await held;
      }),
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 1100)); // the last check is now old
      const ready = app.request('/api/health/ready');
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        const res = await call<HealthDto>(app, 'GET', '/api/health');
        expect(res.status).toBe(200);
        expect(performance.now() - started).toBeLessThan(100);
        expect(res.body.databaseUp).toBe(true); // busy is not down
      }
      release();
      expect((await ready).status).toBe(200);
    } finally {
      release();
      await Promise.all(holders);
    }
  });
});

describe('GET /api/ping/{fimit}', () => {
  it('echoes the path value and the limit', async () => {
    const res = await call<{ pong: string; limit: number; time: string }>(
      app,
      'GET',
      '/api/ping/hello?limit=5',
    );
    expect(res.status).toBe(200);
    expect(res.body.pong).toBe('hello');
    expect(res.body.limit).toBe(5);
    expect(Number.isNaN(Date.parse(res.body.time))).toBe(false);
  });

  it('defaults the limit to 1', async () => {
    const res = await call<{ limit: number }>(app, 'GET', '/api/ping/hello');
    expect(res.status).toBe(200);
    expect(res.body.limit).toBe(1);
  });

  it('answers 400 with a field message when limit is not a number', async () => {
    for (const limit of ['abc', '2.5', '']) {
      const res = await call(app, 'GET', `/api/ping/hello?limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect(res.body.fields?.['query.limit'], limit).toBeTruthy();
    }
  });

  it('answers 400 with a field message when limit is out of range', async () => {
    for (const limit of ['0', '-3', '1001', '1e9']) {
      const res = await call(app, 'GET', `/api/ping/hello?limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect(res.body.fields?.['query.limit'], limit).toBeTruthy();
    }
  });

  it('answers 400 for a path value over 64 characters', async () => {
    const res = await call(app, 'GET', `/api/ping/${'x'.repeat(65)}`);
    expect(res.status).toBe(400);
    expect(res.body.fields?.['param.fimit']).toBeTruthy();
  });
});

describe('GET /api/openapi.json and /api/reference', () => {
  const EXPECTED: Record<string, string[]> = {
    '/auth/login': ['post'],
    '/auth/loginold': ['post'],
    '/auth/logout': ['post'],
    '/auth/whoami': ['get'],
    '/auth/usersettings': ['get', 'patch', 'post'],
    '/auth/logexception': ['post'],
    '/health': ['get'],
    '/ping/{fimit}': ['get'],
    '/purchases': ['get'],
    '/purchases/{articleId}/unlock/{code}': ['get'],
    '/purchases/{articleId}/unlockspecific/{email}': ['delete', 'get'],
    '/purchases/{articleId}/downloadmanifest/{preview}': ['get'],
    '/topics': ['get'],
    '/topics/{id}': ['get'],
    '/topics/{learnElementId}/subtitles': ['get'],
    '/topics/{learnElementId}/videoSrc': ['get'],
  };

  it('lists every API path with its methods', async () => {
    const res = await call<{
      openapi: string;
      servers: { url: string }[];
      paths: Record<string, Record<string, unknown>>;
    }>(app, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(res.body.servers).toEqual([{ url: '/api' }]);
    for (const [route, methods] of Object.entries(EXPECTED)) {
      expect(Object.keys(res.body.paths[route] ?? {}).sort(), route).toEqual(methods);
    }
  });

  it('marks signed-in routes with bearer security', async () => {
    const res = await call<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>(
      app,
      'GET',
      '/api/openapi.json',
    );
    expect(res.body.paths['/auth/whoami']?.get?.security).toEqual([{ bearer: [] }]);
    expect(res.body.paths['/purchases']?.get?.security).toEqual([{ bearer: [] }]);
  });

  it('serves an HTML reference page naming the paths', async () => {
    const res = await call(app, 'GET', '/api/reference');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.text).toMatch(/^<!doctype html>/i);
    for (const route of Object.keys(EXPECTED)) expect(res.text).toContain(`/api${route}`);
  });

  it('answers unknown API routes with a JSON 404, never the app page', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-such-route'],
      ['GET', '/api/topics/1/nothing'],
      ['POST', '/api/no-such-route'],
      ['DELETE', '/api/topics'],
    ] as const) {
      const res = await call(app, method, url);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.error, `${method} ${url}`).toBe('not-found');
    }
  });
});

describe('CORS', () => {
  it('allows a configured embedding origin and no other', async () => {
    const allowed = server.deps.config.allowedOrigins[0]!;
    const ok = await call(app, 'GET', '/api/health', { headers: { Origin: allowed } });
    expect(ok.headers.get('access-control-allow-origin')).toBe(allowed);
    const other = await call(app, 'GET', '/api/health', { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('static content under /content', () => {
  const PUBLIC = '/content/pages/about.en.json';

  it('serves a public file with ETag, Accept-Ranges and cache headers', async () => {
    const res = await call(app, 'GET', PUBLIC);
    expect(res.status).toBe(200);
    expect(res.text).toBe(readFileSync(fixture.file('pages/about.en.json'), 'utf8'));
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('etag')).toBeTruthy();
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
  });

  it('answers If-None-Match with the current ETag with 304 and no body', async () => {
    const etag = (await call(app, 'GET', PUBLIC)).headers.get('etag')!;
    const res = await call(app, 'GET', PUBLIC, { headers: { 'If-None-Match': etag } });
    expect(res.status).toBe(304);
    expect(res.text).toBe('');
    const stale = await call(app, 'GET', PUBLIC, { headers: { 'If-None-Match': 'W/"stale"' } });
    expect(stale.status).toBe(200);
  });

  it('answers a Range request with 206 and Content-Range', async () => {
    const whole = readFileSync(fixture.file('pages/about.en.json'), 'utf8');
    // A part of a JSON file is not JSON: read the raw responses.
    const part = (range: string) => app.request(PUBLIC, { headers: { Range: range } });
    const res = await part('bytes=0-5');
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 0-5/${whole.length}`);
    expect(await res.text()).toBe(whole.slice(0, 6));
    const suffix = await part('bytes=-4');
    expect(suffix.status).toBe(206);
    expect(await suffix.text()).toBe(whole.slice(-4));
    const unsatisfiable = await call(app, 'GET', PUBLIC, {
      headers: { Range: `bytes=${whole.length + 10}-` },
    });
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.body).toMatchObject({ error: 'range-not-satisfiable', message: expect.any(String) });
  });

  it('answers 404 for a file that does not exist', async () => {
    expect((await call(app, 'GET', '/content/pages/missing.en.json')).status).toBe(404);
  });

  it('never serves files outside the content folder (path traversal) ', async () => {
    const attempts = [
      '/content/..%2fsecret.txt',
      '/content/..%2Fsecret.txt',
      '/content/%2e%2e%2fsecret.txt',
      '/content/%2E%2E%2Fsecret.txt',
      '/content/videos%2f..%2f..%2fsecret.txt',
      '/content/..%252fsecret.txt',
      '/content/..%5csecret.txt',
      '/content/....//secret.txt',
      '/content/%2e%2e/secret.txt',
      '/content/%2fetc%2fpasswd',
      '/content/..%00/secret.txt',
      '/content/%E0%A4%A',
    ];
    for (const attempt of attempts) {
      const res = await call(app, 'GET', attempt);
      expect(res.status, attempt).toBe(404);
      expect(res.text, attempt).not.toContain('TOP-SECRET');
      expect(res.text, attempt).not.toContain('root:');
    }
  });

  it('never serves the project’s package.json from the real content folder', async () => {
    const real = server.appWith({ contentDir: REAL_CONTENT_DIR });
    const packageName = JSON.parse(readFileSync(path.join(REAL_CONTENT_DIR, '..', 'package.json'), 'utf8'))
      .name as string;
    for (const attempt of [
      '/content/..%2fpackage.json',
      '/content/%2e%2e%2fpackage.json',
      '/content/course%2f..%2f..%2fpackage.json',
    ]) {
      const res = await call(real, 'GET', attempt);
      expect(res.status, attempt).toBe(404);
      expect(res.text, attempt).not.toContain(`"name": "${packageName}"`);
    }
  });

  it('answers 404 for private edition files and media, however the path is written', async () => {
    const attempts = [
      '/content/editions/catalogue.json',
      `/content/editions/10001/1.0.0/manifest.json`,
      '/content/editions/10001/1.0.0/preview/manifest.json',
      '/content/editions%2fcatalogue.json',
      '/content//editions/catalogue.json',
      '/content/.%2feditions/catalogue.json',
      '/content/course%2f..%2feditions%2fcatalogue.json',
      '/content/videos%2f..%2feditions/catalogue.json',
      '/content/videos/fake-720.mp4',
      '/content/videos%2ffake-720.mp4',
    ];
    for (const attempt of attempts) {
      const res = await call(app, 'GET', attempt);
      expect(res.status, attempt).toBe(404);
      expect(res.text, attempt).not.toContain('articleId');
    }
  });
});

describe('signed file links under /api/files', () => {
  it('answers 403 for a malformed escape instead of failing', async () => {
    const res = await call(app, 'GET', '/api/files/%E0%A4%A?expires=1&signature=x');
    expect(res.status).toBe(403);
  });
});

describe('the app page for every other path', () => {
  it('answers an unknown app path like /de/start with the app HTML', async () => {
    const res = await call(app, 'GET', '/de/start');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.text).toMatch(/^<!doctype html>/i);
    expect(res.text).toContain('<choir-app');
    expect(res.text).not.toContain('%SHOP_URL%');
    // localhost links to the staging shop (requirements R7.7).
    expect(res.text).toContain(server.deps.config.shopStagingUrl);
  });

  it('answers the same page for / and deep links', async () => {
    const root = await call(app, 'GET', '/');
    const deep = await call(app, 'GET', '/en/topics/3/module/31');
    expect(root.status).toBe(200);
    // The same page but for its per-response CSP nonce, and the route's language, title and
    // description (tests/server/page-head.test.ts), first-view modules and whether it shows
    // topics (tests/server/first-view-preloads.test.ts).
    const shell = (html: string) =>
      html
        .replace(/nonce="[^"]+"|content="[A-Za-z0-9+/=]{20,}"/g, '')
        .replace(/<title>[^<]*<\/title>|<meta name="description" content="[^"]*"/g, '')
        .replace(/<html lang="[a-z]+"( data-topics-later)?>/, '')
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
    expect(deep.text).toContain('<choir-app');
    expect(shell(deep.text)).toBe(shell(root.text));
  });

  it('answers 404 for an unknown file name instead of the page', async () => {
    expect((await call(app, 'GET', '/no-such-file.js')).status).toBe(404);
  });
});
