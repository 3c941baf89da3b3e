/**
 * The offline worker, served at the site root (`/sw.js`). It keeps the app shell, the bundle and the
 * topics so that a second visit works without a network. No DOM, no app code: only caching rules.
 *
 * - navigations: network first, else the cached app page (every app path is the same page);
 * - `/dist/*`: hashed chunks cache first; entry files network first;
 * - `GET /api/topics*`: network first, else the last answer made for the same credentials (the
 *   course stays readable offline; the page drops these answers on logout, see user-caches.ts);
 * - `/content/*` (only the info pages are public, see server/content/public-files.ts): stale while revalidate;
 * - anything else (the rest of the API, signed links to lesson media and editions): network only. A
 *   signed link changes with every answer and is a licensed user's file: it is never cached here.
 */
import { USER_API_CACHE } from '../core/offline/user-caches';

declare const self: ServiceWorkerGlobalScope;
declare const __CHOIR_SHA__: string;

const VERSION = typeof __CHOIR_SHA__ === 'string' ? __CHOIR_SHA__ : 'dev';
const SHELL = `choir-shell-${VERSION}`;
const RUNTIME = 'choir-runtime';
const APP_PAGE = '/';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      const manifest = (await (await fetch('/dist/precache.json', { cache: 'no-cache' })).json()) as string[];
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
      // Earlier versions kept the signed-in topics among the public files.
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

async function networkFirst(request: Request, cacheName: string, fallback?: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(fallback ?? request, response.clone());
    return response;
  } catch (error) {
    const cached = (await cache.match(fallback ?? request)) ?? (await caches.match(fallback ?? request));
    if (cached) return cached;
    throw error;
  }
}

const CREDENTIAL_HEADER = 'x-choir-credential';

/** Whom an API answer was made for: a hash of the request's Authorization header (no token is stored). */
async function credentialOf(request: Request): Promise<string> {
  const authorization = request.headers.get('authorization');
  if (!authorization) return 'anonymous';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Network first for answers that depend on the signed-in user; offline, the cached answer only
 * for the same credentials, so a visitor or another user never gets someone else's lesson texts.
 */
async function networkFirstForCredential(request: Request): Promise<Response> {
  const cache = await caches.open(USER_API_CACHE);
  const credential = await credentialOf(request);
  try {
    const response = await fetch(request);
    if (response.ok) {
      const headers = new Headers(response.headers);
      headers.set(CREDENTIAL_HEADER, credential);
      const copy = new Response(await response.clone().blob(), { status: response.status, headers });
      await cache.put(request, copy);
    }
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached?.headers.get(CREDENTIAL_HEADER) === credential) return cached;
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
  if (url.origin !== self.location.origin) return;
  // Authorised answers differ per user: only the topics (whose access flags the next online
  // visit corrects) are kept; the token never decides what is cached.
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, SHELL, APP_PAGE));
  } else if (url.pathname.startsWith('/dist/')) {
    const hashed = /-[A-Z0-9]{8}\.js$/i.test(url.pathname);
    event.respondWith(hashed ? cacheFirst(request) : networkFirst(request, SHELL));
  } else if (url.pathname === '/api/topics' || /^\/api\/topics\/\d+$/.test(url.pathname)) {
    event.respondWith(networkFirstForCredential(request));
  } else if (url.pathname.startsWith('/content/')) {
    event.respondWith(staleWhileRevalidate(request, event));
  }
});
