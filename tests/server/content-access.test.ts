import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEditions } from '../../server/content/editions';
import { isPublicContent } from '../../server/content/public-files';
import { loadVideos } from '../../server/content/videos';
import type { CatalogueDto, TopicDto } from '../../src/core/contract/api';
import {
  CONDUCTOR,
  call,
  login,
  NEWBIE,
  REAL_CONTENT_DIR,
  sha256,
  startTestServer,
  type TestApp,
  type TestServer,
} from './helpers';

/**
 * The paywall on files (issue 12 point 1), over the real content folder: every file the API
 * withholds from a signed-out or an unlicensed user cannot be fetched by them under any URL
 * spelling, while a licensed user gets it through the API's signed link. "Withheld" is derived
 * from the API's own responses, not from a list of paths.
 */

let server: TestServer;
let app: TestApp;
const tokens: Record<string, string | undefined> = { anonymous: undefined };

const ALL_FILES = (
  readdirSync(REAL_CONTENT_DIR, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[]
)
  .filter((entry) => entry.isFile())
  .map((entry) =>
    path.relative(REAL_CONTENT_DIR, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
  )
  .sort();

beforeAll(async () => {
  server = await startTestServer({
    config: { contentDir: REAL_CONTENT_DIR, purchaseAvailabilityDelayMs: 0 },
    videos: loadVideos(REAL_CONTENT_DIR),
    editions: loadEditions(REAL_CONTENT_DIR),
  });
  app = server.app;
  tokens.licensed = await login(app, CONDUCTOR);
  tokens.unlicensed = await login(app, NEWBIE);
  // The licensed user holds every edition: the demo owns two, a code opens the third.
  await call(app, 'GET', '/api/purchases/10003/unlock/CHOIR-10003-DEMO', { token: tokens.licensed });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** Every file link in an API response, as content path -> the link the API gave. */
function fileLinks(value: unknown, into = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') {
    const url = URL.canParse(value) ? new URL(value) : null;
    const match = url ? /^\/(?:api\/files|content)\/(.+)$/.exec(url.pathname) : null;
    if (url && match?.[1]) into.set(decodeURIComponent(match[1]), `${url.pathname}${url.search}`);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) fileLinks(item, into);
  }
  return into;
}

/** All file links the API hands this user: lessons (video, poster, captions, example) and editions. */
async function linksFor(token: string | undefined): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  const topics = (await call<TopicDto[]>(app, 'GET', '/api/topics', { token })).body;
  const ids = topics.flatMap((t) => t.modules.flatMap((m) => m.learnElements.map((e) => e.learnElementId)));
  const calls = ids.flatMap((id) => [
    `/api/topics/${id}/videoSrc?language=de`,
    `/api/topics/${id}/videoSrc?language=en`,
    `/api/topics/${id}/subtitles`,
    `/api/topics/${id}/example`,
  ]);
  const catalogue = (await call<CatalogueDto>(app, 'GET', '/api/catalogue', { token })).body;
  for (const { articleId } of catalogue.editions)
    calls.push(`/api/catalogue/${articleId}/stream/true`, `/api/catalogue/${articleId}/stream/false`);
  // A few at a time, as a browser would: all at once, a busy machine sheds some as `503 overloaded`
  // and their links would silently be missing from the walk.
  for (let start = 0; start < calls.length; start += 8) {
    const batch = calls.slice(start, start + 8).map((url) => call<unknown>(app, 'GET', url, { token }));
    for (const res of await Promise.all(batch)) {
      expect(res.status).toBeLessThan(500);
      if (res.status === 200) fileLinks(res.body, links);
    }
  }
  return links;
}

/** Every text of the course a licensed user reads that this user gets only as `""`. */
async function withheldTexts(token: string | undefined): Promise<Set<string>> {
  const bodies = async (t: string | undefined) =>
    (await call<TopicDto[]>(app, 'GET', '/api/topics', { token: t })).body.flatMap((topic) =>
      topic.modules.flatMap((m) => m.learnElements.flatMap((e) => [e.body.de, e.body.en])),
    );
  const [full, own] = await Promise.all([bodies(tokens.licensed), bodies(token)]);
  return new Set(full.filter((text, i) => text !== '' && own[i] === ''));
}

function stringsOf(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, into);
  return into;
}

/** Files that carry a withheld text (the course files hold every lesson body). */
function filesWithTexts(texts: Set<string>): string[] {
  return ALL_FILES.filter((file) => {
    if (!file.endsWith('.json')) return false;
    const strings = stringsOf(JSON.parse(readFileSync(path.join(REAL_CONTENT_DIR, file), 'utf8')));
    return [...texts].some((text) => strings.has(text));
  });
}

/** The ways a path can be written to slip past a rule on the URL. */
function spellings(file: string): string[] {
  const [first = '', ...rest] = file.split('/');
  const tail = rest.join('/');
  return [
    `/content/${file}`,
    `//content//${file}`,
    `/content//${file}`,
    `/content/${file.replaceAll('/', '%2f')}`,
    `/content/${file.replaceAll('/', '%2F')}`,
    `/content/${file.replaceAll('.', '%2e')}`,
    `/content/${file.replaceAll('/', '%252f')}`,
    `/content/${encodeURIComponent(encodeURIComponent(file))}`,
    `/content/${file.replaceAll('/', '%5c')}`,
    `/content\\${file.replaceAll('/', '\\')}`,
    `/content/./${file}`,
    `/content/%2e/${file}`,
    `/content/${first}/./${tail}`,
    `/content/pages/../${file}`,
    `/content/pages/..%2f${file}`,
    `/content/pages%2f..%2f${file.replaceAll('/', '%2f')}`,
    `/content/pages/%2e%2e/${file}`,
    `/content/pages/%252e%252e/${file}`,
    `/CONTENT/${file}`,
    `/Content/${file}`,
    `/content/${file.toUpperCase()}`,
    `/content/${first.toUpperCase()}/${tail}`,
    `/content/${file}/`,
    `/content/${file}.`,
    `/content/${file}%00`,
    `/content/${file}%20`,
    `/dist/../content/${file}`,
    `/dist/..%2fcontent/${file}`,
    `/dist/%2e%2e/content/${file}`,
    `/dist/..%2f..%2fcontent/${file}`,
    `/sw.js/../content/${file}`,
    `/${file}`,
    `/api/files/${file}`,
    `/api/files/${file}?expires=9999999999&signature=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
    `/api/files/pages/../${file}`,
  ];
}

/** Neither the file nor a part of it: an error, or the app page (which every app path serves). */
async function expectNotServed(url: string, token: string | undefined, method = 'GET', range?: string) {
  const headers: Record<string, string> = range ? { Range: range } : {};
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await app.request(url, { method, headers });
  const text = await res.text();
  const what = `${method} ${url}${range ? ` (${range})` : ''}`;
  expect(res.status, what).toBeLessThan(500);
  if (res.ok) {
    expect(res.headers.get('content-type'), what).toMatch(/^text\/html/);
    if (method === 'GET') expect(text.toLowerCase(), what).toContain('<!doctype html>');
  }
}

describe('files under /content: what the API withholds is not reachable under any URL', () => {
  let licensedLinks: Map<string, string>;
  const withheld: Record<'anonymous' | 'unlicensed', string[]> = { anonymous: [], unlicensed: [] };

  beforeAll(async () => {
    licensedLinks = await linksFor(tokens.licensed);
    for (const who of ['anonymous', 'unlicensed'] as const) {
      const own = await linksFor(tokens[who]);
      const byLink = [...licensedLinks.keys()].filter((file) => !own.has(file));
      withheld[who] = [...new Set([...byLink, ...filesWithTexts(await withheldTexts(tokens[who]))])].sort();
    }
  }, 120_000);

  it('finds paid content of every kind among the withheld files (the walk is not empty)', () => {
    for (const kind of [
      /^course\/topic-\d+\.json$/,
      /^videos\/.+\.mp4$/,
      /^videos\/.+\.vtt$/,
      /^videos\/.+\.jpg$/,
      /^examples\/.+\/score\.svg$/,
      /^examples\/.+\/sync\.json$/,
      /^examples\/.+\/audio\.m4a$/,
      /^editions\/.+\/pages\/.+\.svg$/,
      /^editions\/.+\/audio\/.+$/,
    ]) {
      expect(
        withheld.anonymous.some((file) => kind.test(file)),
        String(kind),
      ).toBe(true);
      expect(
        withheld.unlicensed.some((file) => kind.test(file)),
        String(kind),
      ).toBe(true);
    }
    // Every withheld file really exists in the folder walked.
    for (const file of withheld.anonymous) expect(ALL_FILES).toContain(file);
  });

  for (const who of ['anonymous', 'unlicensed'] as const) {
    it(`keeps every withheld file from the ${who} user, however the URL is written (GET, HEAD, Range)`, async () => {
      for (const file of withheld[who]) {
        for (const [index, url] of spellings(file).entries()) {
          await expectNotServed(url, tokens[who]);
          // HEAD and Range on the first spellings: the same rule, not a second route.
          if (index < 8) {
            await expectNotServed(url, tokens[who], 'HEAD');
            await expectNotServed(url, tokens[who], 'GET', 'bytes=0-15');
          }
        }
      }
    }, 240_000);
  }

  it('gives the licensed user every withheld file through the API’s signed link only', async () => {
    const paid = [...new Set([...withheld.anonymous, ...withheld.unlicensed])].filter((file) =>
      licensedLinks.has(file),
    );
    expect(paid.length).toBeGreaterThan(100);
    for (const file of paid) {
      const link = licensedLinks.get(file)!;
      expect(link, file).toMatch(/^\/api\/files\/.+\?expires=\d+&signature=[\w-]+$/);
      const res = await app.request(link);
      expect(res.status, file).toBe(200);
      expect(sha256(Buffer.from(await res.arrayBuffer())), file).toBe(
        sha256(readFileSync(path.join(REAL_CONTENT_DIR, file))),
      );
      // With a licence but without the link, the file is still not public.
      await expectNotServed(`/content/${file}`, tokens.licensed);
    }
    // A link signs one path: the same signature on another file is refused.
    const [one, other] = paid;
    const query = licensedLinks.get(one!)!.split('?')[1];
    expect((await app.request(`/api/files/${other}?${query}`)).status).toBe(403);
  }, 120_000);

  it('leaves no file public that the API does not hand out: only the info pages', async () => {
    const publicFiles = ALL_FILES.filter(isPublicContent);
    // The build's compressed siblings (`.br`, `.gz`) are no URL of their own: they go out only in place of their file.
    const infoPages = ALL_FILES.filter((file) => file.startsWith('pages/') && !/\.(br|gz)$/.test(file));
    expect(publicFiles).toEqual(infoPages);
    expect(publicFiles.length).toBeGreaterThan(0);
    for (const file of publicFiles) {
      expect(withheld.anonymous, file).not.toContain(file);
      const res = await app.request(`/content/${file}`);
      expect(res.status, file).toBe(200);
      expect(await res.text(), file).toBe(readFileSync(path.join(REAL_CONTENT_DIR, file), 'utf8'));
    }
    // Everything else (sources, pipeline, indexes, old edition versions) is not served at all.
    for (const file of ALL_FILES.filter((f) => !isPublicContent(f))) {
      const res = await app.request(`/content/${file}`);
      expect(res.status, file).toBe(404);
    }
  });
});
