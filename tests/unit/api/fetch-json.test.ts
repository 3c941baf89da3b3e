import { type FetchError as OfetchError, ofetch } from 'ofetch';
import { withBase as ufoWithBase, withQuery as ufoWithQuery } from 'ufo';
import { describe, expect, it } from 'vitest';
import {
  FetchError,
  type FetchOptions,
  fetchJson,
  withBase,
  withQuery,
} from '../../../src/core/api/fetch-json';

/** What the client's calls send: fetch-json.ts makes the same addresses and bodies as ofetch did. */
const QUERIES: Record<string, unknown>[] = [
  { lang: 'de', bodies: 'none' },
  { app: 'choir-coach' },
  { version: '2026-11-01T10:00:00Z', part: 0, width: 390, height: 844, staff: 7.5 },
  { layouts: 'a,b c/d', quality: undefined, empty: '', none: null, flag: true, zero: 0 },
  { list: ['x y', 'z&w'], object: { a: 1 }, 'k=ey': 'v#1+2', odd: 'ä|`^{}' },
];
const ADDRESSES = [
  '/topics',
  '/topics/3?lang=en',
  '/a?x=1&x=2&y=%2C#part',
  '/broken?x=1+2&bad=%E0%A4%A',
  'https://cdn.test/file.svg',
];

describe('fetch-json: the addresses ofetch made', () => {
  it('joins the base as ufo does', () => {
    for (const base of ['http://api.test/api', 'http://api.test/api/', '/api', '', '/'])
      for (const path of [...ADDRESSES, '/', '', 'relative', './here', '/api', '/api/x', '/apix'])
        expect(withBase(path, base), `${base} + ${path}`).toBe(ufoWithBase(path, base));
  });

  it('merges the query as ufo does', () => {
    for (const address of ADDRESSES.map((path) => `http://api.test/api${path}`).concat(ADDRESSES))
      for (const query of QUERIES)
        expect(withQuery(address, query), address).toBe(ufoWithQuery(address, query as never));
  });
});

/** A fetch that records what it was given and answers `answer`. */
function recording(answer: () => Response) {
  const calls: { input: string; init: RequestInit }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ input: String(input), init: init ?? {} });
    return answer();
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

const hooks = { prepare() {}, noResponse() {}, refused() {} };

async function both(options: FetchOptions, answer: () => Response) {
  const ours = recording(answer);
  const theirs = recording(answer);
  const mine = await fetchJson(
    ours.fetch,
    '/call',
    { baseURL: 'http://api.test/api', ...options },
    hooks,
  ).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  const reference = await ofetch
    .create({ retry: 0 }, { fetch: theirs.fetch })('/call', {
      baseURL: 'http://api.test/api',
      ...(options as object),
    })
    .then(
      (value: unknown) => ({ value }),
      (error: unknown) => ({ error }),
    );
  return { ours: ours.calls[0]!, theirs: theirs.calls[0]!, mine, reference };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('fetch-json: the calls and answers ofetch made', () => {
  it('sends a plain object as JSON, with its headers, as ofetch did', async () => {
    for (const options of [
      { method: 'post', body: { code: 'X' } },
      { method: 'PUT', body: [1, 2] },
      { method: 'PATCH', body: 'raw', headers: { 'content-type': 'text/plain' } },
      { method: 'POST', body: new Blob(['b']) },
      { method: 'GET', query: { lang: 'fr' } },
    ] satisfies FetchOptions[]) {
      const { ours, theirs } = await both(options, () => json({ ok: true }));
      expect(ours.input).toBe(theirs.input);
      expect(ours.init.method).toBe(theirs.init.method);
      expect(ours.init.body).toEqual(theirs.init.body);
      expect([...new Headers(ours.init.headers)]).toEqual([...new Headers(theirs.init.headers)]);
    }
  });

  it('reads an answer by its type, as ofetch did', async () => {
    for (const answer of [
      () => json({ a: [1] }),
      () => new Response('not json', { headers: { 'content-type': 'application/json' } }),
      () => new Response('{"b":2}'),
      () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }),
      () => new Response('text', { headers: { 'content-type': 'text/plain; charset=utf-8' } }),
      () => new Response(null, { status: 204 }),
    ]) {
      const { mine, reference } = await both({}, answer);
      expect(mine).toEqual(reference);
    }
    const blob = await both({}, () => new Response('x', { headers: { 'content-type': 'audio/ogg' } }));
    expect((blob.mine as { value: Blob }).value).toBeInstanceOf(Blob);
  });

  it('calls fetch after the caller’s synchronous code, as ofetch did (a stub set right after a call is used)', async () => {
    let installed = 'before';
    const seen: string[] = [];
    const fetch = (async () => {
      seen.push(installed);
      return json({});
    }) as typeof globalThis.fetch;
    const call = fetchJson(fetch, '/x', {}, hooks);
    installed = 'after';
    await call;
    expect(seen).toEqual(['after']);
  });

  it('fails on a 4xx or 5xx and on no response like ofetch, with the same message and fields', async () => {
    const refused = await both({ method: 'put' }, () => json({ error: 'too-large' }, 413));
    const mine = (refused.mine as { error: FetchError }).error;
    const reference = (refused.reference as { error: OfetchError }).error;
    expect(mine).toBeInstanceOf(FetchError);
    expect([mine.name, mine.message, mine.status, mine.data]).toEqual([
      reference.name,
      reference.message,
      reference.status,
      reference.data,
    ]);
    const offline = await both({}, () => {
      throw new TypeError('Failed to fetch');
    });
    const lost = (offline.mine as { error: FetchError }).error;
    const lostReference = (offline.reference as { error: OfetchError }).error;
    expect([lost.name, lost.message, lost.response]).toEqual([
      lostReference.name,
      lostReference.message,
      lostReference.response,
    ]);
    expect('response' in lost).toBe(true);
    expect(lost.cause).toBeInstanceOf(TypeError);
  });
});
