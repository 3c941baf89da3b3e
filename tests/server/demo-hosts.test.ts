import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDemoHosts } from '../../server/demo-hosts';

/** Issue 14: the full app on its own host (`/app.html` on the demo port, the bundle and worker from there). */
const distDir = mkdtempSync(path.join(tmpdir(), 'choir-coach-demo-dist-'));
mkdirSync(path.join(distDir, 'chunks'));
writeFileSync(path.join(distDir, 'sw.js'), '// worker\n');
writeFileSync(path.join(distDir, 'chunks', 'app-ABCDEFGH.js'), 'export {};\n');
const hosts = createDemoHosts({ rootDir: process.cwd(), appOrigin: 'http://localhost:3000', distDir });
const get = (url: string) => hosts.request(url);

describe('demo host of the full app', () => {
  it('serves /app.html with <choir-app> and no api-base, loading the bundle from its own origin', async () => {
    const response = await get('/app.html');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<choir-app>\s*<\/choir-app>/);
    expect(html).not.toMatch(/<choir-app[^>]*api-base/);
    expect(html).toContain('<script type="module" src="/dist/choir-coach.js">');
  });

  it('on a server at another port than the rule’s 3000, names that server as the API', async () => {
    const elsewhere = createDemoHosts({
      rootDir: process.cwd(),
      appOrigin: 'http://localhost:4100',
      distDir,
    });
    const html = await (await elsewhere.request('/en/start')).text();
    expect(html).toContain('<choir-app api-base="http://localhost:4100/api"></choir-app>');
  });

  it('answers every app path with the app page, so deep links and offline reloads work', async () => {
    for (const route of ['/en/start', '/de/learnElement/1/12/122', '/en/auth/login']) {
      const response = await get(route);
      expect(response.status, route).toBe(200);
      expect(await response.text(), route).toContain('<choir-app>');
    }
    expect((await get('/missing.png')).status).toBe(404);
    expect((await get('/webshop.html')).status).toBe(200);
    expect((await get('/')).headers.get('location')).toBe('/webshop.html');
  });

  it('serves the offline worker and the bundle from its own origin, nothing outside dist', async () => {
    const worker = await get('/sw.js?page=%2Fapp.html&api=http%3A%2F%2Flocalhost%3A3000%2Fapi');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect((await get('/dist/chunks/app-ABCDEFGH.js')).status).toBe(200);
    expect((await get('/dist/../package.json')).status).toBe(404);
    expect((await get('/dist/%2e%2e/package.json')).status).toBe(404);
  });
});
