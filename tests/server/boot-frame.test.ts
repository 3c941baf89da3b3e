import { describe, expect, it } from 'vitest';
import type { CatalogueEntry } from '../../server/content/editions';
import { loadEditions } from '../../server/content/editions';
import { manifestSummaries } from '../../server/content/manifest-summaries';
import { bootBarAttributes, bootScreen } from '../../server/http/boot-frame';
import { REAL_CONTENT_DIR, startTestServer } from './helpers';

/** The app page's placeholder bar and first-view draft (demo/index.html) fit the route the app will draw (issue 15). */
describe('the app page’s placeholder bar', () => {
  it('has room for the back arrow except on the start page, and is hidden where the app draws no bar', () => {
    expect(bootBarAttributes('/en/start', 'en')).toBe('');
    expect(bootBarAttributes('/de/learnElement/0/1/14', 'de')).toBe('data-back');
    expect(bootBarAttributes('/en/player/10001', 'en')).toBe('data-back');
    expect(bootBarAttributes('/en/works', 'en')).toBe('data-back');
    expect(bootBarAttributes('/de/auth/login', 'de')).toBe('hidden');
    expect(bootBarAttributes('/en/no/such/page', 'en')).toBe('hidden');
    // `/` goes on to the sign-in page at once.
    expect(bootBarAttributes('/', 'de')).toBe('hidden');
  });

  it('is in the page the server sends, filled in', async () => {
    const server = await startTestServer();
    try {
      const lesson = await (await server.app.request('/en/learnElement/0/1/14')).text();
      expect(lesson).toMatch(/<div class="boot-bar" aria-hidden="true" data-back>/);
      const login = await (await server.app.request('/de/auth/login')).text();
      expect(login).toMatch(/<div class="boot-bar" aria-hidden="true" hidden>/);
      expect(login).not.toContain('%BOOT_BAR%');
    } finally {
      await server.close();
    }
  });
});

describe('the app page’s draft of the player', () => {
  const content = {
    editions: loadEditions(REAL_CONTENT_DIR),
    summaries: manifestSummaries(REAL_CONTENT_DIR),
  };

  it('draws a known edition’s title bar in the path’s language, as the app’s draft of its first view', async () => {
    const english = await bootScreen('/en/player/10001', 'en', content);
    expect(english).toMatch(
      /^<div class="boot-player" data-first-view data-path="\/en\/player\/10001" aria-hidden="true">/,
    );
    expect(english).toContain('<strong>Now Thank We All Our God</strong>');
    expect(english).toContain('<span>Johann Crüger · Martin Rinkart</span>');
    expect(english).toContain('<span>My works</span>');
    expect(english).toContain('<div class="boot-stage">Opening the edition…</div>');
    const german = await bootScreen('/de/player/10001', 'de', content);
    expect(german).toContain('<strong>Nun danket alle Gott</strong>');
    expect(german).toContain('<span>Meine Werke</span>');
  });

  it('leaves the second line blank for a work of several parts (the app names the part it opens at)', async () => {
    const parts = await bootScreen('/en/player/10002', 'en', content);
    expect(parts).toContain('<span>&nbsp;</span></span>');
    expect(parts).not.toContain('·');
  });

  it('draws nothing for an unknown edition or another page', async () => {
    for (const pathname of [
      '/en/player/99999',
      '/en/player/%3Cb%3E',
      '/en/works',
      '/en/start',
      '/de/auth/login',
    ])
      expect(await bootScreen(pathname, 'en', content), pathname).toBe('');
  });

  it('escapes what it writes: a title is text, never markup or a replacement pattern', async () => {
    const hostile: CatalogueEntry = {
      ...content.editions.find('10001')!,
      title: { de: '<img src=x onerror=alert(1)>', en: `$& "quoted" & 'single' %NONCE%</strong>` },
      composers: [{ name: '<script>alert(2)</script>' }],
    };
    const editions = { find: (id: string) => (id === '10001' ? hostile : undefined) };
    const html = await bootScreen('/en/player/10001', 'en', { ...content, editions });
    expect(html).not.toMatch(/<img|<script|<\/strong><\/strong>/);
    expect(html).toContain('$&amp; &quot;quoted&quot; &amp; &#39;single&#39; %NONCE%&lt;/strong&gt;');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
  });

  it('is in the page the server sends for the player, with its catalogue entry asked for early', async () => {
    const server = await startTestServer({
      editions: content.editions,
      config: { contentDir: REAL_CONTENT_DIR },
    });
    try {
      const player = await (await server.app.request('/en/player/10001')).text();
      expect(player).toContain('<div class="boot-player" data-first-view data-path="/en/player/10001"');
      expect(player).toContain(`data-early-requests='[{"path":"/api/catalogue/10001"}]'`);
      expect(player).not.toContain('%BOOT_SCREEN%');
      const start = await (await server.app.request('/en/start')).text();
      expect(start).not.toContain('class="boot-player"');
      expect(start).not.toContain('%BOOT_SCREEN%');
      // The entry it asks for answers the signed-out page too (the catalogue is public).
      const entry = await server.app.request('/api/catalogue/10001');
      expect(entry.status).toBe(200);
      expect((await entry.json()).title.en).toBe('Now Thank We All Our God');
    } finally {
      await server.close();
    }
  });
});
