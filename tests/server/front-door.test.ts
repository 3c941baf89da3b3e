import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEditions } from '../../server/content/editions';
import type { EditionFilesDto } from '../../src/core/contract/api';
import { REAL_CONTENT_DIR, startTestServer, type TestApp, type TestServer } from './helpers';

/** The app page's policy, HSTS and the origin of the server's links (issue 12 point 9). */

let server: TestServer;
let app: TestApp;
const PORT = 3000; // the config's default port: its localhost hosts are the allowed ones

beforeAll(async () => {
  server = await startTestServer({
    config: { contentDir: REAL_CONTENT_DIR, port: PORT },
    editions: loadEditions(REAL_CONTENT_DIR),
  });
  app = server.app;
});
afterAll(async () => {
  await server?.close();
});

/** One directive of a policy header, as its list of sources. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1);
}

async function appPage(target: TestApp = app, url = '/de/start') {
  const res = await target.request(url);
  return { res, html: await res.text(), policy: res.headers.get('content-security-policy') ?? '' };
}

describe('the app page’s Content-Security-Policy', () => {
  it('allows scripts and styles only with a fresh nonce that the page’s own tags carry', async () => {
    const first = await appPage();
    const second = await appPage(app, '/en/topics/1');
    expect(first.res.status).toBe(200);
    const script = directive(first.policy, 'script-src') ?? [];
    const nonce = /^'nonce-(.+)'$/.exec(script.find((s) => s.startsWith("'nonce-")) ?? '')?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{16,}={0,2}$/);
    expect(script).toContain("'strict-dynamic'");
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(directive(first.policy, 'style-src')).toContain(`'nonce-${nonce}'`);
    // Every script and style element of the page carries it, and Emotion finds it in the meta tag.
    const tags = [...first.html.matchAll(/<(script|style)\b[^>]*>/g)].map((m) => m[0]);
    expect(tags.length).toBeGreaterThanOrEqual(2);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    expect(first.html).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
    expect(first.html).not.toContain('%NONCE%');
    // A new nonce per response.
    expect(second.policy).not.toContain(`'nonce-${nonce}'`);
  });

  it('forbids plugins, base-tag tricks and framing by other sites', async () => {
    const { policy } = await appPage();
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
  });

  it('takes frame-ancestors from FRAME_ANCESTORS and allows the configured consent and tag-manager scripts', async () => {
    const configured = server.appWith({
      frameAncestors: "'self' https://shop.example",
      integrations: {
        consent: {
          scriptUrl: 'https://consent.example/uc.js',
          consentIds: ['a'],
          declarationUrl: 'https://declarations.example/{id}/{language}.js',
        },
        tagManager: { id: 'GTM-1', enabled: true, scriptUrl: 'https://tags.example/gtm.js?id={id}' },
      },
    });
    const { policy } = await appPage(configured);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'", 'https://shop.example']);
    for (const origin of [
      'https://consent.example',
      'https://declarations.example',
      'https://tags.example',
    ]) {
      expect(directive(policy, 'script-src')).toContain(origin);
      expect(directive(policy, 'connect-src')).toContain(origin);
    }
    // Without configuration, no external origin is allowed.
    expect((await appPage()).policy).not.toMatch(/consent\.example|tags\.example/);
  });

  it('is not sent on API responses and files (they are no documents)', async () => {
    expect((await app.request('/api/health')).headers.get('content-security-policy')).toBeNull();
    expect(
      (await app.request('/content/pages/about.en.json')).headers.get('content-security-policy'),
    ).toBeNull();
  });
});

describe('Strict-Transport-Security', () => {
  const hsts = (res: Response) => res.headers.get('strict-transport-security');

  it('is sent only when the request came over https', async () => {
    expect(hsts(await app.request('http://localhost:3000/de/start'))).toBeNull();
    expect(hsts(await app.request('http://localhost:3000/api/health'))).toBeNull();
    expect(hsts(await app.request('https://localhost:3000/de/start'))).toMatch(/max-age=\d{7,}/);
    expect(hsts(await app.request('https://localhost:3000/api/health'))).toMatch(/max-age=\d{7,}/);
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', async () => {
    const forwarded = { headers: { 'X-Forwarded-Proto': 'https' } };
    expect(hsts(await app.request('/api/health', forwarded))).toBeNull();
    const behindProxy = server.appWith({ trustProxy: true });
    expect(hsts(await behindProxy.request('/api/health', forwarded))).toMatch(/max-age=\d+/);
    expect(hsts(await behindProxy.request('/api/health'))).toBeNull();
  });
});

describe('the origin of signed links', () => {
  /** A real HTTP request (as a browser or attacker sends it), with any Host header. */
  async function viaHttp(
    target: TestApp,
    host: string,
    urlPath: string,
    headers: Record<string, string> = {},
  ) {
    const listener = serve({ fetch: target.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => listener.once('listening', resolve));
    const { port } = listener.address() as AddressInfo;
    try {
      return await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: urlPath, headers: { ...headers, Host: host } },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              body += chunk;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.end();
      });
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  }

  const STREAM = '/api/catalogue/10001/stream/true';
  const linkOrigins = (body: string) => [
    ...new Set((JSON.parse(body) as EditionFilesDto).files.map((file) => new URL(file.url).origin)),
  ];

  it('never builds links on a hostile Host header: they point at the configured default', async () => {
    const res = await viaHttp(app, 'evil.example', STREAM);
    expect(res.status).toBe(200);
    expect(linkOrigins(res.body)).toEqual([`http://localhost:${PORT}`]);
    expect(res.body).not.toContain('evil.example');
    const page = await viaHttp(app, 'evil.example', '/de/start');
    expect(page.body).not.toContain('evil.example');
  });

  it('uses the request’s host when it is on PUBLIC_HOSTS (default: localhost and 127.0.0.1 on the port)', async () => {
    expect(linkOrigins((await viaHttp(app, `127.0.0.1:${PORT}`, STREAM)).body)).toEqual([
      `http://127.0.0.1:${PORT}`,
    ]);
    expect(linkOrigins((await viaHttp(app, `localhost:${PORT}`, STREAM)).body)).toEqual([
      `http://localhost:${PORT}`,
    ]);
    // Another port of the same name is not ours.
    expect(linkOrigins((await viaHttp(app, 'localhost:6666', STREAM)).body)).toEqual([
      `http://localhost:${PORT}`,
    ]);
    const listed = server.appWith({ publicHosts: ['coach.example', 'www.coach.example'], trustProxy: true });
    const proxied = await viaHttp(listed, 'www.coach.example', STREAM, { 'X-Forwarded-Proto': 'https' });
    expect(linkOrigins(proxied.body)).toEqual(['https://www.coach.example']);
    expect(linkOrigins((await viaHttp(listed, 'evil.example', STREAM)).body)).toEqual([
      'http://coach.example',
    ]);
  });

  it('always uses PUBLIC_URL when it is set', async () => {
    const configured = server.appWith({ publicUrl: 'https://coach.example/' });
    for (const host of ['evil.example', `localhost:${PORT}`])
      expect(linkOrigins((await viaHttp(configured, host, STREAM)).body), host).toEqual([
        'https://coach.example',
      ]);
  });
});
