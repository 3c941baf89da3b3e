/** Fakes of the browser parts a download uses: Cache Storage, a file server with faults, storage. */
import { createHash } from 'node:crypto';
import { FetchError } from 'ofetch';
import type { ApiErrorBody, DownloadManifestDto } from '../../../src/core/contract/api';
import type { DownloadDeps } from '../../../src/core/works/downloads/download-state';

const keyOf = (request: RequestInfo | URL) =>
  typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;

interface Stored {
  body: Uint8Array<ArrayBuffer>;
  headers: [string, string][];
}

/** One cache: responses are kept as bytes, so a match gives a fresh Response every time. */
export class FakeCache {
  readonly entries = new Map<string, Stored>();
  constructor(private readonly owner: FakeCacheStorage) {}
  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    const stored = this.entries.get(keyOf(request));
    return stored ? new Response(stored.body.slice(), { headers: stored.headers }) : undefined;
  }
  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const key = keyOf(request);
    const body = new Uint8Array(await response.arrayBuffer());
    const fault = this.owner.putFault?.(key, body.byteLength);
    if (fault) throw fault;
    this.entries.set(key, { body, headers: [...response.headers] });
  }
  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(keyOf(request));
  }
  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();
  /** Makes a put fail (e.g. with a QuotaExceededError DOMException). */
  putFault: ((key: string, bytes: number) => Error | undefined) | undefined;
  async open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new FakeCache(this);
      this.caches.set(name, cache);
    }
    return cache;
  }
  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }
  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }
  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }
  async match(): Promise<Response | undefined> {
    return undefined;
  }
  /** Every stored key of every cache whose name starts with `prefix`. */
  storedKeys(prefix = ''): string[] {
    return [...this.caches]
      .filter(([name]) => name.startsWith(prefix))
      .flatMap(([, cache]) => [...cache.entries.keys()]);
  }
  asCacheStorage(): CacheStorage {
    return this as unknown as CacheStorage;
  }
}

/** An HTTP error response as the core's API client throws it. */
export function httpError(status: number, body: Partial<ApiErrorBody>, retryAfter?: string): FetchError {
  const response = new Response(null, { status, headers: retryAfter ? { 'retry-after': retryAfter } : {} });
  return Object.assign(new FetchError(`HTTP ${status}`), { response, data: body });
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Deterministic file content of a given size. */
export function bytesOf(size: number, seed: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + seed * 7) & 0xff;
  return bytes;
}

export type FileFault =
  | { kind: 'status'; status: number }
  /** The connection drops after this many bytes of the body. */
  | { kind: 'drop'; afterBytes: number }
  | { kind: 'corrupt' };

/**
 * An edition on a fake server: files with sizes and hashes, manifests with expiring links, a
 * download counter, and faults per file that are used up once (`times`) or for good.
 */
export function fakeEdition(options: { articleId?: string; version?: string; sizes?: number[] } = {}) {
  const articleId = options.articleId ?? '10001';
  let version = options.version ?? '1.0.0';
  const sizes = options.sizes ?? [2_000, 50_000, 120_000, 8_000];
  const paths = ['manifest.json', 'pages/p01.svg', 'audio/part0-full.m4a', 'sync/part0.json'];
  const contents = new Map<string, Uint8Array<ArrayBuffer>>();
  const fill = () => {
    paths.forEach((path, i) => {
      contents.set(path, bytesOf(sizes[i % sizes.length]!, i + version.length * 13 + version.charCodeAt(2)));
    });
  };
  fill();
  const faults = new Map<string, { fault: FileFault; times: number }>();
  const fetched: string[] = [];
  let manifests = 0;
  let now = Date.parse('2026-06-15T10:00:00Z');
  let linkTtlMs = 60 * 60_000;
  let manifestError: unknown = null;
  let online = true;

  const manifest = (): DownloadManifestDto => ({
    articleId,
    version,
    preview: false,
    expiresAt: new Date(now + linkTtlMs).toISOString(),
    downloadsUsed: manifests,
    downloadLimit: 10,
    files: paths.map((path) => ({
      path,
      url: `https://api.test/api/files/editions/${articleId}/${version}/${path}?expires=${Math.floor((now + linkTtlMs) / 1000)}`,
      size: contents.get(path)!.byteLength,
      sha256: sha256(contents.get(path)!),
    })),
  });

  const fetch = (async (input: RequestInfo | URL) => {
    if (!online) throw new TypeError('Failed to fetch');
    const url = new URL(keyOf(input));
    const path = url.pathname.replace(`/api/files/editions/${articleId}/${version}/`, '');
    const expires = Number(url.searchParams.get('expires')) * 1000;
    fetched.push(path);
    if (expires < now) return new Response('{"error":"link-expired"}', { status: 410 });
    const body = contents.get(path);
    if (!body) return new Response('{"error":"not-found"}', { status: 404 });
    const entry = faults.get(path);
    const fault = entry && entry.times !== 0 ? entry.fault : null;
    if (entry && entry.times > 0) entry.times--;
    if (fault?.kind === 'status') return new Response('{"error":"forbidden"}', { status: fault.status });
    if (fault?.kind === 'corrupt') {
      const bad = body.slice();
      bad[0] = bad[0]! ^ 0xff;
      return new Response(bad);
    }
    if (fault?.kind === 'drop') {
      const half = body.slice(0, fault.afterBytes);
      return new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(half);
            controller.error(new TypeError('network error'));
          },
        }),
      );
    }
    // Two chunks, so progress is reported more than once per file.
    const middle = Math.floor(body.byteLength / 2);
    return new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(body.slice(0, middle));
          controller.enqueue(body.slice(middle));
          controller.close();
        },
      }),
    );
  }) as typeof globalThis.fetch;

  return {
    articleId,
    paths,
    contents,
    fetched,
    fetch,
    get manifests() {
      return manifests;
    },
    get now() {
      return now;
    },
    advance(ms: number) {
      now += ms;
    },
    setLinkTtl(ms: number) {
      linkTtlMs = ms;
    },
    setOnline(value: boolean) {
      online = value;
    },
    /** Publishes a new version with other file contents. */
    publish(next: string) {
      version = next;
      fill();
    },
    fault(path: string, fault: FileFault, times = 1) {
      faults.set(path, { fault, times });
    },
    failManifest(error: unknown) {
      manifestError = error;
    },
    totalBytes: () => [...contents.values()].reduce((sum, bytes) => sum + bytes.byteLength, 0),
    /** Dependencies of the download manager on this server. */
    deps(caches: FakeCacheStorage, storage?: { usage: number; quota: number }): DownloadDeps {
      return {
        caches: caches.asCacheStorage(),
        subtle: globalThis.crypto.subtle,
        storage: storage ? { estimate: async () => storage } : undefined,
        fetch,
        getManifest: async () => {
          if (!online) throw new TypeError('Failed to fetch');
          if (manifestError) throw manifestError;
          manifests++;
          return manifest();
        },
        owner: () => 'user-1',
        isOnline: () => online,
        now: () => now,
        log: () => undefined,
      };
    },
  };
}
