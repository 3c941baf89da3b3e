import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/core/api/client';

/**
 * The app page starts the first view's requests before the bundle has loaded (demo/index.html);
 * the API client takes those answers instead of asking again (issue 15 point 6).
 */
const EARLY_KEY = Symbol.for('choir-coach.early-answers');
const early = globalThis as { [EARLY_KEY]?: unknown[] };

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

function askedEarly(path: string, authorization: string | null, answer: Promise<Response>) {
  early[EARLY_KEY] ??= [];
  early[EARLY_KEY].push({ url: `http://app.test${path}`, authorization, answer });
}

beforeEach(() => vi.stubGlobal('location', { href: 'http://app.test/en/start' }));
afterEach(() => {
  vi.unstubAllGlobals();
  delete early[EARLY_KEY];
});

describe('answers the page asked for early', () => {
  it('are taken once, for the same address and token, without asking again', async () => {
    askedEarly('/api/topics', 'Bearer t1', Promise.resolve(Response.json([{ id: 'early' }])));
    const { request, fetch } = client('t1');
    expect(await request('/topics')).toEqual([{ id: 'early' }]);
    expect(fetch).not.toHaveBeenCalled();
    expect(await request('/topics')).toEqual([{ id: 'asked again' }]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('are not used for another token, another address or another method', async () => {
    askedEarly('/api/topics', null, Promise.resolve(Response.json([{ id: 'anonymous' }])));
    askedEarly('/api/purchases?app=choir-coach', 'Bearer t1', Promise.resolve(Response.json([])));
    const { request, fetch } = client('t2');
    expect(await request('/topics')).toEqual([{ id: 'asked again' }]);
    await request('/purchases', { query: { app: 'other' } });
    await request('/topics', { method: 'POST', body: {} });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('ask again when the early request failed', async () => {
    askedEarly('/api/topics', 'Bearer t1', Promise.reject(new TypeError('offline')));
    const { request, fetch } = client('t1');
    expect(await request('/topics')).toEqual([{ id: 'asked again' }]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
