import type { CoreEnvironment } from '../../../src/core/core';
import { memoryStorage } from '../../../src/core/store/persistence';

export interface FakeResponse {
  status?: number;
  body?: unknown;
  /** Simulate no response at all (offline, refused). */
  networkError?: boolean;
}

export type Route = (request: {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}) => FakeResponse | undefined | Promise<FakeResponse | undefined>;

/**
 * A test environment for the core: in-memory storage, a manual clock and timers, and a fetch that
 * responds from a route function and records every request.
 */
export function fakeEnvironment(route: Route = () => undefined) {
  const storage = memoryStorage();
  const writes: string[] = [];
  const trackedStorage = {
    getItem: storage.getItem,
    setItem(key: string, value: string) {
      writes.push(key);
      storage.setItem(key, value);
    },
    removeItem(key: string) {
      writes.push(key);
      storage.removeItem(key);
    },
  };
  let now = Date.parse('2026-06-15T10:00:00Z');
  let online = true;
  const timers: { at: number; callback: () => void; id: number }[] = [];
  let nextTimer = 1;
  const requests: { method: string; url: URL; body: unknown; headers: Headers; signal: AbortSignal }[] = [];
  const logs: string[] = [];

  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.text();
    const entry = {
      method: request.method,
      url: new URL(request.url),
      body: text ? JSON.parse(text) : undefined,
      headers: request.headers,
      signal: request.signal,
    };
    requests.push(entry);
    // A route may respond later (or never); the request's signal gives up on it, as a browser does.
    const aborted = new Promise<never>((_, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (request.signal.aborted) abort();
      request.signal.addEventListener('abort', abort);
    });
    const response = (await Promise.race([route(entry), aborted])) ?? {
      status: 404,
      body: { error: 'not-found', message: 'no fake route' },
    };
    if (response.networkError) throw new TypeError('Failed to fetch');
    return new Response(response.body === undefined ? null : JSON.stringify(response.body), {
      status: response.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;

  const env: CoreEnvironment = {
    storage: trackedStorage,
    location: { protocol: 'http:', hostname: 'localhost' },
    now: () => now,
    timers: {
      setTimeout(callback, ms) {
        const id = nextTimer++;
        timers.push({ at: now + ms, callback, id });
        return id;
      },
      clearTimeout(handle) {
        const index = timers.findIndex((t) => t.id === handle);
        if (index >= 0) timers.splice(index, 1);
      },
    },
    isOnline: () => online,
    fetch,
    log: (message) => void logs.push(message),
  };

  return {
    env,
    storage,
    writes,
    requests,
    logs,
    advance(ms: number) {
      now += ms;
      for (const timer of [...timers].sort((a, b) => a.at - b.at)) {
        if (timer.at <= now) {
          timers.splice(timers.indexOf(timer), 1);
          timer.callback();
        }
      }
    },
    setOnline(value: boolean) {
      online = value;
    },
    get now() {
      return now;
    },
  };
}

export const DEMO_USER = {
  id: 'u1',
  username: 'Clara Conductor',
  email: 'conductor@example.com',
  firstName: 'Clara',
  lastName: 'Conductor',
};

/**
 * A server holding one user's settings: sign-in and sign-out succeed, GET gives `stored`, PATCH merges
 * into it and is recorded in `patches`; purchases and topics are empty.
 */
export function settingsServer(stored: Record<string, unknown> = {}) {
  const patches: Record<string, unknown>[] = [];
  const route: Route = ({ method, url, body }) => {
    if (method === 'POST' && url.pathname === '/api/auth/login')
      return { body: { token: 'tok-1', expiresAt: '2026-07-15T10:00:00Z', user: DEMO_USER } };
    if (method === 'POST' && url.pathname === '/api/auth/logout') return { body: {} };
    if (url.pathname === '/api/auth/usersettings' && method === 'GET') return { body: stored };
    if (url.pathname === '/api/auth/usersettings' && method === 'PATCH') {
      patches.push(body as Record<string, unknown>);
      Object.assign(stored, body);
      return { body: stored };
    }
    if (url.pathname === '/api/purchases' || url.pathname === '/api/topics') return { body: [] };
    return undefined;
  };
  return { route, patches, stored };
}
