/**
 * The offline worker, served at the root of the app's origin (`/sw.js`). It caches the app shell,
 * the bundle and what the signed-in user has loaded, so that a reload works without a network. No
 * DOM, no app code: only caching rules. Its address says where the app lives (`?page=`, default
 * `/`) and where the API is (`?api=`, default `/api`, possibly on another origin: `client.x` talks
 * to `api.x`).
 *
 * - "network first" below means: the network's response, else the cached copy when the network fails
 *   or is silent for `NETWORK_TIMEOUT_MS` (network-or-cache.ts);
 * - navigations to app paths: network first, else the cached app page (every app path is the same page);
 * - `/dist/*`: hashed chunks cache first; entry files network first;
 * - the API's GET responses a screen shows (topics, lesson sources, settings, purchases, seats,
 *   devices, catalogue): network first, else the last response made for the same credentials (see
 *   `networkFirstForCredential`); the page drops them on logout (user-caches.ts);
 * - a musical example's score, sync map and audio (signed links): cached once loaded, under the
 *   example's id rather than the expiring link, and served offline to the same credentials only;
 * - `/content/*` (only the info pages are public, see server/content/public-files.ts): stale while revalidate;
 * - anything else (other API calls, edition files and videos behind signed links): network only.
 */
import { KEPT_API_PATHS } from '../core/offline/kept-api-paths';
import { USER_API_CACHE } from '../core/offline/user-caches';
import { rangeOf } from './byte-range';
import { networkOrCache } from './network-or-cache';

declare const self: ServiceWorkerGlobalScope;
declare const __CHOIR_SHA__: string;

const VERSION = typeof __CHOIR_SHA__ === 'string' ? __CHOIR_SHA__ : 'dev';
const SHELL = `choir-shell-${VERSION}`;
const RUNTIME = 'choir-runtime';
const options = new URL(self.location.href).searchParams;
const APP_PAGE = options.get('page') ?? '/';
/** The API base without a trailing slash, e.g. `https://api.example.org/api`. */
const API_BASE = new URL(options.get('api') ?? '/api', self.location.origin).href.replace(/\/$/, '');
const API_ORIGIN = new URL(API_BASE).origin;
/** What install caches: the app page's bundle, or the per-element files (a host using the autoloader). */
const PRECACHE = options.get('bundle') === 'app' ? '/dist/precache-app.json' : '/dist/precache.json';

const EXAMPLE_PATH = /^\/topics\/(\d+)\/example$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      const manifest = (await (await fetch(PRECACHE, { cache: 'no-cache' })).json()) as string[];
      await cache.addAll([APP_PAGE, ...manifest]);
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('choir-shell-') && name !== SHELL) await caches.delete(name);
      }
      // Earlier versions cached the signed-in topics among the public files.
      const runtime = await caches.open(RUNTIME);
      for (const request of await runtime.keys())
        if (new URL(request.url).pathname.startsWith('/api/')) await runtime.delete(request);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') void self.skipWaiting();
});

async function networkFirst(event: FetchEvent, cacheName: string, fallback?: string): Promise<Response> {
  const request = event.request;
  const cache = await caches.open(cacheName);
  const network = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(fallback ?? request, response.clone());
    return response;
  });
  return networkOrCache(
    network,
    async () => (await cache.match(fallback ?? request)) ?? (await caches.match(fallback ?? request)),
    (work) => event.waitUntil(work),
  );
}

const CREDENTIAL_HEADER = 'x-choir-credential';

/** Whom an API response was made for: a hash of the request's Authorization header (no token is stored). */
async function credentialOf(request: Request): Promise<string> {
  const authorization = request.headers.get('authorization');
  if (!authorization) return 'anonymous';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The credentials each page last called the API with. Media elements and plain fetches of signed
 * links send no Authorization header: a cached example file is served only to a page whose API calls
 * carry the credentials it was cached for.
 */
const credentialOfClient = new Map<string, string>();

/** A copy of `response` tagged with the credentials it was made for, to keep in Cache Storage. */
async function tagged(response: Response, credential: string): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(CREDENTIAL_HEADER, credential);
  return new Response(await response.clone().blob(), { status: response.status, headers });
}

/**
 * Network first for responses that depend on the signed-in user; offline, the cached response only
 * for the same credentials, so a visitor or another user never gets someone else's lesson texts.
 */
async function networkFirstForCredential(event: FetchEvent): Promise<Response> {
  const request = event.request;
  const cache = await caches.open(USER_API_CACHE);
  const credential = await credentialOf(request);
  if (event.clientId) credentialOfClient.set(event.clientId, credential);
  const network = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(request, await tagged(response, credential));
    return response;
  });
  return networkOrCache(
    network,
    async () => {
      const cached = await cache.match(request);
      return cached?.headers.get(CREDENTIAL_HEADER) === credential ? cached : undefined;
    },
    (work) => event.waitUntil(work),
  );
}

type ExampleFile = 'score' | 'sync' | 'audio';

/** A signed link without its expiring query: the same file whatever the signature. */
const withoutQuery = (url: string) => url.replace(/[?#].*$/, '');

/**
 * Which cached example lists this signed file, for the given credentials: the example's cache key
 * for it (by the example's id, not by the expiring link), or null.
 */
async function exampleFileKey(url: string, credential: string): Promise<string | null> {
  const cache = await caches.open(USER_API_CACHE);
  const file = withoutQuery(url);
  for (const request of await cache.keys()) {
    const id = EXAMPLE_PATH.exec(request.url.slice(API_BASE.length))?.[1];
    if (!id) continue;
    const cached = await cache.match(request);
    if (cached?.headers.get(CREDENTIAL_HEADER) !== credential) continue;
    const example = (await cached.json()) as { score: { src: string }; sync: string; audio: { src: string } };
    const files: Record<ExampleFile, string> = {
      score: example.score.src,
      sync: example.sync,
      audio: example.audio.src,
    };
    for (const [kind, src] of Object.entries(files))
      if (withoutQuery(src) === file) return `${API_BASE}/offline/examples/${id}/${kind}`;
  }
  return null;
}

/**
 * A signed link of a musical example: from the network (cached whole under the example's id as it
 * passes), else the cached copy for the same credentials, a range of it for `<audio>`.
 */
async function exampleFile(event: FetchEvent): Promise<Response> {
  const request = event.request;
  const credential = credentialOfClient.get(event.clientId);
  const key = credential ? await exampleFileKey(request.url, credential) : null;
  if (!key || !credential) return fetch(request);
  const cache = await caches.open(USER_API_CACHE);
  try {
    const response = await fetch(request);
    if (response.status === 200) {
      await cache.put(key, await tagged(response, credential));
    } else if (response.status === 206) {
      // A cache cannot hold a part: keep the whole file, fetched beside the stream.
      event.waitUntil(
        fetch(request.url, { mode: 'cors', credentials: 'omit' })
          .then(async (whole) => whole.ok && cache.put(key, await tagged(whole, credential)))
          .catch(() => undefined),
      );
    }
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (cached?.headers.get(CREDENTIAL_HEADER) === credential)
      return rangeOf(cached, request.headers.get('range'));
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(RUNTIME)).put(request, response.clone());
  return response;
}

async function staleWhileRevalidate(request: Request, event: FetchEvent): Promise<Response> {
  const cache = await caches.open(RUNTIME);
  const cached = await cache.match(request);
  const refresh = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(request, response.clone());
    return response;
  });
  if (cached) {
    event.waitUntil(refresh.catch(() => undefined));
    return cached;
  }
  return refresh;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const own = url.origin === self.location.origin;
  const api = url.href.startsWith(`${API_BASE}/`)
    ? url.pathname.slice(new URL(API_BASE).pathname.length)
    : null;
  if (request.mode === 'navigate') {
    // Every app path is the app page; another file on this origin (a host's own page) is not.
    if (own && (!/\.[a-z0-9]+$/i.test(url.pathname) || url.pathname === APP_PAGE))
      event.respondWith(networkFirst(event, SHELL, APP_PAGE));
  } else if (own && url.pathname.startsWith('/dist/')) {
    const hashed = /-[A-Z0-9]{8}\.js$/i.test(url.pathname);
    event.respondWith(hashed ? cacheFirst(request) : networkFirst(event, SHELL));
  } else if (api !== null && KEPT_API_PATHS.test(api)) {
    event.respondWith(networkFirstForCredential(event));
  } else if (api?.startsWith('/files/')) {
    event.respondWith(exampleFile(event));
  } else if ((own || url.origin === API_ORIGIN) && url.pathname.startsWith('/content/')) {
    event.respondWith(staleWhileRevalidate(request, event));
  }
});
