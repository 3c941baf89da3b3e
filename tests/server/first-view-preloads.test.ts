import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

/** The app page names the modules of its route's first view (issue 15 point 6). */

let server: TestServer;
const distDir = mkdtempSync(path.resolve('.tmp/first-view-dist-'));

const files = (name: string) => ({
  de: [`chunks/${name}-de.js`],
  en: [`chunks/${name}.js`, `chunks/${name}-en.js`],
  fr: [`chunks/${name}-fr.js`],
});

beforeAll(async () => {
  mkdirSync(distDir, { recursive: true });
  writeFileSync(
    path.join(distDir, 'first-view.json'),
    JSON.stringify({
      'choir-app': { ...files('app'), en: ['elements/choir-app.js', 'chunks/shared.js', 'chunks/app-en.js'] },
      'area:start': {
        ...files('start'),
        en: ['chunks/start.js', 'chunks/shared.js', 'chunks/learning-en.js'],
      },
      'area:learn-element': files('lesson'),
      'area:player': files('player'),
      'area:base': files('base'),
    }),
  );
  server = await startTestServer({ config: { distDir } });
});
afterAll(async () => {
  await server?.close();
  rmSync(distDir, { recursive: true, force: true });
});

async function preloads(url: string) {
  const res = await server.app.request(url);
  const html = await res.text();
  const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(html)?.[1];
  const links = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" nonce="([^"]+)" \/>/g)];
  for (const [, , linkNonce] of links) expect(linkNonce).toBe(nonce);
  return { html, hrefs: links.map(([, href]) => href) };
}

describe('module preloads of the first view', () => {
  it('names the app and the start area with the texts of the path’s language, each once', async () => {
    const { hrefs } = await preloads('/en/start');
    expect(hrefs).toEqual([
      '/dist/elements/choir-app.js',
      '/dist/chunks/shared.js',
      '/dist/chunks/app-en.js',
      '/dist/chunks/start.js',
      '/dist/chunks/learning-en.js',
    ]);
  });

  it('picks the area of a lesson, the player and the other pages; the sign-in page needs only the app', async () => {
    expect((await preloads('/fr/learnElement/0/1/14')).hrefs).toEqual([
      '/dist/chunks/app-fr.js',
      '/dist/chunks/lesson-fr.js',
    ]);
    expect((await preloads('/de/player/10001')).hrefs).toEqual([
      '/dist/chunks/app-de.js',
      '/dist/chunks/player-de.js',
    ]);
    expect((await preloads('/de/auth/profile')).hrefs).toEqual([
      '/dist/chunks/app-de.js',
      '/dist/chunks/base-de.js',
    ]);
    expect((await preloads('/en/auth/login')).hrefs).toEqual([
      '/dist/elements/choir-app.js',
      '/dist/chunks/shared.js',
      '/dist/chunks/app-en.js',
    ]);
  });

  it('declares the route’s language on the page (German without a locale segment)', async () => {
    expect((await preloads('/en/start')).html).toContain('<html lang="en">');
    expect((await preloads('/de/player/10001')).html).toContain('<html lang="de"');
    expect((await preloads('/somewhere')).html).toContain('<html lang="de">');
  });

  it('marks the pages whose first view shows no topics, so the page does not ask for them at once', async () => {
    const marked = async (url: string) => /<html [^>]*data-topics-later/.test((await preloads(url)).html);
    for (const url of ['/de/player/10001', '/en/works', '/en/auth/login', '/', '/en/imprint'])
      expect(await marked(url), url).toBe(true);
    for (const url of [
      '/en/start',
      '/de/learnElement/0/1/14',
      '/en/topic/2',
      '/en/search',
      '/de/auth/library',
    ])
      expect(await marked(url), url).toBe(false);
    // The page's own script reads the mark before it asks for the topics.
    expect((await preloads('/en/works')).html).toMatch(/hasAttribute\('data-topics-later'\)/);
  });

  it('names a lesson’s texts and a video lesson’s links for the page to ask for at once, with the tempo it opens with', async () => {
    const asks = (html: string) => {
      const mark = /<html [^>]*data-early-requests='([^']*)'/.exec(html)?.[1];
      return mark === undefined ? null : JSON.parse(mark.replaceAll('&amp;', '&'));
    };
    expect(asks((await preloads('/en/learnElement/0/1/14')).html)).toEqual([
      { path: '/api/topics/0?lang={lang}' },
      { path: '/api/topics/14/videoSrc?language={lang}', still: true },
      { path: '/api/topics/14/subtitles' },
    ]);
    // A lesson whose video offers several tempi opens with its own (as the app asks).
    const metre = (await preloads('/de/learnElement/3/31/316')).html;
    expect(metre).toContain('videoSrc?language={lang}&amp;bpm=210');
    expect(asks(metre)).toEqual([
      { path: '/api/topics/3?lang={lang}' },
      { path: '/api/topics/316/videoSrc?language={lang}&bpm=210', still: true },
      { path: '/api/topics/316/subtitles?bpm=210' },
    ]);
    // A text lesson: its texts only (the topic is the lesson's own, whatever the path says).
    expect(asks((await preloads('/en/learnElement/7/1/13')).html)).toEqual([
      { path: '/api/topics/0?lang={lang}' },
    ]);
    // An unknown or malformed lesson, other pages (the test server has no editions): nothing.
    for (const url of [
      '/en/learnElement/0/1/999999',
      '/en/learnElement/0/1/x',
      '/en/start',
      '/en/player/10001',
    ])
      expect(asks((await preloads(url)).html), url).toBeNull();
    // The page's own script reads the mark.
    expect((await preloads('/en/start')).html).toContain('dataset.earlyRequests');
  });

  it('loads the entry of the app bundle, which a browser keeps for good, instead of the autoloader', async () => {
    const manifest = JSON.parse(readFileSync(path.join(distDir, 'first-view.json'), 'utf8'));
    manifest['choir-app'].en[0] = 'app/choir-app-0a1b2c3d.js';
    writeFileSync(path.join(distDir, 'first-view.json'), JSON.stringify(manifest));
    mkdirSync(path.join(distDir, 'app'), { recursive: true });
    writeFileSync(path.join(distDir, 'app/choir-app-0a1b2c3d.js'), 'export {};');
    const { html } = await preloads('/en/start');
    expect(html).toMatch(/<script type="module" nonce="[^"]+" src="\/dist\/app\/choir-app-0a1b2c3d\.js">/);
    expect(html).not.toContain('/dist/choir-coach.js');
    const entry = await server.app.request('/dist/app/choir-app-0a1b2c3d.js');
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('leaves no placeholder behind when the build has no manifest, and loads the autoloader', async () => {
    rmSync(path.join(distDir, 'first-view.json'));
    const { html, hrefs } = await preloads('/en/start');
    expect(hrefs).toEqual([]);
    expect(html).not.toContain('%PRELOADS%');
    expect(html).not.toContain('%APP_SCRIPT%');
    expect(html).toMatch(/<script type="module" nonce="[^"]+" src="\/dist\/choir-coach\.js">/);
  });
});
