import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/core/api/client';

/**
 * The app page starts the first view's requests before the bundle has loaded (its inline script in
 * demo/index.html, run here as the page runs it); the API client takes those responses instead of
 * requesting again (issue 15 point 6).
 */
const EARLY_KEY = Symbol.for('choir-coach.early-responses');
/** The route's language the page's script leaves for the core (src/core/core.ts). */
const PAGE_LANGUAGE = Symbol.for('choir-coach.page-language');
const early = globalThis as { [EARLY_KEY]?: unknown; [PAGE_LANGUAGE]?: unknown };
const pageScript = /<script nonce="%NONCE%">([\s\S]*?)<\/script>/.exec(
  readFileSync('demo/index.html', 'utf8'),
)![1]!;

/**
 * Runs the page's inline script with `token` (and `stored` settings) in storage on a page of
 * `lang`; the page's own requests get `responses`.
 */
function openPage(
  token: string | null,
  responses: Record<string, () => Promise<Response>>,
  {
    lang = 'en',
    stored = null,
    path,
    topicsLater = false,
  }: { lang?: string; stored?: string | null; path?: string; topicsLater?: boolean } = {},
) {
  path ??= `/${lang}/start`;
  vi.stubGlobal('location', { href: `http://app.test${path}`, pathname: path });
  // The server marks a page whose first view shows no topics (`data-topics-later` on <html>).
  const hasAttribute = (name: string) => topicsLater && name === 'data-topics-later';
  vi.stubGlobal('document', { documentElement: { lang, hasAttribute } });
  const storage: Record<string, string | null> = { access_token: token, 'choir.settings': stored };
  vi.stubGlobal('localStorage', { getItem: (key: string) => storage[key] ?? null });
  const pageFetch = vi.fn(
    (path: string) => responses[path]?.() ?? Promise.reject(new TypeError('unexpected')),
  );
  vi.stubGlobal('fetch', pageFetch);
  new Function(pageScript)();
  vi.stubGlobal('fetch', undefined);
  return pageFetch;
}

function client(token: string | null) {
  const fetch = vi.fn(async () => Response.json([{ id: 'asked again' }]));
  const request = createApiClient({
    baseUrl: () => '/api',
    token: () => token,
    onAuthError: () => {},
    onNetworkError: () => {},
    log: () => {},
    fetch,
  });
  return { request, fetch };
}

afterEach(() => {
  vi.unstubAllGlobals();
  // Both globals the page's script leaves: files of a worker share them (vitest `isolate: false`),
  // and a language left here started every later file's cores in English.
  delete early[EARLY_KEY];
  delete early[PAGE_LANGUAGE];
});

describe('responses the page requested early', () => {
  it('are taken once, for the same address and token, without asking again', async () => {
    const pageFetch = openPage('t1', {
      '/api/topics?lang=en&bodies=none': async () => Response.json([{ id: 'early' }]),
      '/api/purchases?app=choir-coach': async () => Response.json([{ id: 'early purchase' }]),
      '/api/auth/usersettings?app=choir-coach': async () => Response.json({ language: 'fr' }),
    });
    expect(pageFetch).toHaveBeenCalledTimes(3);
    const { request, fetch } = client('t1');
    expect(await request('/topics', { query: { lang: 'en', bodies: 'none' } })).toEqual([{ id: 'early' }]);
    expect(await request('/purchases', { query: { app: 'choir-coach' } })).toEqual([
      { id: 'early purchase' },
    ]);
    expect(await request('/auth/usersettings', { query: { app: 'choir-coach' } })).toEqual({
      language: 'fr',
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(await request('/topics', { query: { lang: 'en', bodies: 'none' } })).toEqual([
      { id: 'asked again' },
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('are not used for another token, another address or another method', async () => {
    openPage('t1', {
      '/api/topics?lang=en&bodies=none': async () => Response.json([{ id: 'early' }]),
      '/api/purchases?app=choir-coach': async () => Response.json([]),
    });
    const { request, fetch } = client('t2');
    expect(await request('/topics', { query: { lang: 'en', bodies: 'none' } })).toEqual([
      { id: 'asked again' },
    ]);
    await request('/purchases', { query: { app: 'other' } });
    await request('/topics', { method: 'POST', body: {}, query: { lang: 'en', bodies: 'none' } });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('a signed-out page asks only for the topics, and a failed early request is asked again', async () => {
    const pageFetch = openPage(null, {
      '/api/topics?lang=en&bodies=none': () => Promise.reject(new TypeError('offline')),
    });
    expect(pageFetch).toHaveBeenCalledTimes(1);
    const { request, fetch } = client(null);
    expect(await request('/topics', { query: { lang: 'en', bodies: 'none' } })).toEqual([
      { id: 'asked again' },
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a page whose first view shows no topics (the player) asks only for the purchases and settings', async () => {
    const pageFetch = openPage(
      't1',
      {
        '/api/purchases?app=choir-coach': async () => Response.json([{ id: 'early purchase' }]),
        '/api/auth/usersettings?app=choir-coach': async () => Response.json({}),
      },
      { path: '/en/player/10001', topicsLater: true },
    );
    expect(pageFetch.mock.calls.map(([path]) => path)).toEqual([
      '/api/purchases?app=choir-coach',
      '/api/auth/usersettings?app=choir-coach',
    ]);
    const { request, fetch } = client('t1');
    expect(await request('/purchases', { query: { app: 'choir-coach' } })).toEqual([
      { id: 'early purchase' },
    ]);
    expect(await request('/topics', { query: { lang: 'en', bodies: 'none' } })).toEqual([
      { id: 'asked again' },
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('ask for the topics in the language the app will show: the stored one where the route allows it', async () => {
    const topicsAsked = (lang: string, language: string | null, stored = JSON.stringify({ language })) =>
      openPage(null, {}, { lang, stored }).mock.calls[0]![0];
    expect(topicsAsked('en', null)).toBe('/api/topics?lang=en&bodies=none');
    expect(topicsAsked('en', 'fr')).toBe('/api/topics?lang=fr&bodies=none');
    expect(topicsAsked('en', 'de')).toBe('/api/topics?lang=en&bodies=none');
    expect(topicsAsked('de', 'fr')).toBe('/api/topics?lang=de&bodies=none');
    expect(topicsAsked('de', 'de')).toBe('/api/topics?lang=de&bodies=none');
    expect(topicsAsked('en', 'xx')).toBe('/api/topics?lang=en&bodies=none');
    // A path without a locale is sent on to the stored language's; its page says German.
    const withoutLocale = (language: string | null) =>
      openPage(null, {}, { lang: 'de', path: '/imprint', stored: JSON.stringify({ language }) }).mock
        .calls[0]![0];
    expect(withoutLocale('fr')).toBe('/api/topics?lang=fr&bodies=none');
    expect(withoutLocale(null)).toBe('/api/topics?lang=de&bodies=none');
    expect(topicsAsked('en', null, '{not json')).toBe('/api/topics?lang=en&bodies=none');
  });
});
