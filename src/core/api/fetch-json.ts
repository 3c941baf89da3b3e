/**
 * What the API client (client.ts) used of ofetch 1.5, with ufo's joining of addresses and destr's
 * lenient JSON, in a fraction of their size on every page (decision 0052): the base address and the
 * query joined onto a path the same way, to the same addresses (the offline worker and the app
 * page's early requests find calls by them), a plain object or array body sent as JSON, the answer
 * read by its content type, and a `FetchError` (name, message, `response`, `data`, `status` as
 * ofetch's) for no response and for a 4xx or 5xx status.
 */

export interface FetchOptions extends Omit<RequestInit, 'body'> {
  /** Joined before a path that does not start with it already (ufo's `withBase`). */
  baseURL?: string;
  /** Merged into the address's own query; `undefined` values are left out. */
  query?: Record<string, unknown>;
  /** A plain object or array is sent as JSON. */
  body?: BodyInit | Record<string, unknown> | unknown[] | null;
}

/** A response with its body read (`_data`, as ofetch keeps it). */
export type FetchResponse = Response & { _data?: unknown };

export class FetchError extends Error {
  constructor(
    message: string,
    readonly request: string,
    readonly options: FetchOptions,
    /** Undefined when no response came (offline, refused, aborted). */
    readonly response?: FetchResponse,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'FetchError';
  }

  /** The answer's body, parsed. */
  get data(): unknown {
    return this.response?._data;
  }

  get status(): number | undefined {
    return this.response?.status;
  }
}

const encode = (text: string) => encodeURI(text).replace(/%7c/gi, '|');

function encodeQueryValue(input: unknown): string {
  return encode(typeof input === 'string' ? input : JSON.stringify(input))
    .replace(/\+/g, '%2B')
    .replace(/%20/gi, '+')
    .replace(/#/g, '%23')
    .replace(/&/g, '%26')
    .replace(/%60/gi, '`')
    .replace(/%5e/gi, '^')
    .replace(/\//g, '%2F');
}

const encodeQueryKey = (key: string) => encodeQueryValue(key).replace(/=/g, '%3D');

function encodeQueryItem(key: string, value: unknown): string {
  const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
  if (!text) return encodeQueryKey(key);
  if (Array.isArray(text))
    return text.map((item) => `${encodeQueryKey(key)}=${encodeQueryValue(item)}`).join('&');
  return `${encodeQueryKey(key)}=${encodeQueryValue(text)}`;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function parseQuery(search: string): Record<string, unknown> {
  const query: Record<string, unknown> = Object.create(null);
  for (const parameter of search.split('&')) {
    const match = parameter.match(/([^=]+)=?(.*)/);
    if (!match) continue;
    const key = decode(match[1]!.replace(/\+/g, ' '));
    if (key === '__proto__' || key === 'constructor') continue;
    const value = decode((match[2] ?? '').replace(/\+/g, ' '));
    const known = query[key];
    query[key] = known === undefined ? value : Array.isArray(known) ? [...known, value] : [known, value];
  }
  return query;
}

/** The address with `query` merged into its own (ufo's `withQuery`). */
export function withQuery(input: string, query: Record<string, unknown>): string {
  const hashAt = input.indexOf('#');
  const hash = hashAt < 0 ? '' : input.slice(hashAt);
  const rest = hashAt < 0 ? input : input.slice(0, hashAt);
  const searchAt = rest.indexOf('?');
  const merged = { ...parseQuery(searchAt < 0 ? '' : rest.slice(searchAt + 1)), ...query };
  const search = Object.keys(merged)
    .filter((key) => merged[key] !== undefined)
    .map((key) => encodeQueryItem(key, merged[key]))
    .filter(Boolean)
    .join('&');
  return (searchAt < 0 ? rest : rest.slice(0, searchAt)) + (search ? `?${search}` : '') + hash;
}

/** The path under `base`, unless it is a full address or under it already (ufo's `withBase`). */
export function withBase(input: string, base: string | undefined): string {
  if (!base || base === '/' || /^[\s\w\0+.-]{2,}:([/\\]{2})?/.test(input)) return input;
  const trimmed = (base.endsWith('/') ? base.slice(0, -1) : base) || '/';
  if (input.startsWith(trimmed)) {
    const next = input[trimmed.length];
    if (!next || next === '/' || next === '?') return input;
  }
  if (!input || input === '/') return trimmed;
  return `${trimmed.endsWith('/') ? trimmed : `${trimmed}/`}${input.replace(/^\.?\//, '')}`;
}

/** Read as text: text types, SVG and XML; as JSON: JSON types and no type; else a blob. */
function responseType(contentType: string): 'json' | 'text' | 'blob' {
  const type = contentType.split(';')[0] ?? '';
  if (!type || /^application\/(?:[\w!#$%&*.^`~-]*\+)?json$/i.test(type)) return 'json';
  if (
    type.startsWith('text/') ||
    ['image/svg', 'application/xml', 'application/xhtml', 'application/html'].includes(type)
  )
    return 'text';
  return 'blob';
}

/** JSON when it parses, else the text itself (as destr reads a body). */
function parseLenient(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const sendsJson = (body: unknown) =>
  body !== null &&
  typeof body === 'object' &&
  (Array.isArray(body) ||
    (!('buffer' in body) &&
      !(body instanceof FormData) &&
      !(body instanceof URLSearchParams) &&
      (body.constructor?.name === 'Object' || typeof (body as { toJSON?: unknown }).toJSON === 'function')));

/** How a request goes: `prepare` may change the options (headers) before the address is made. */
export interface FetchHooks {
  prepare(options: FetchOptions & { headers: Headers }): void;
  /** No response came; the FetchError is thrown after. */
  noResponse(address: string, options: FetchOptions, error: unknown): void;
  /** A 4xx or 5xx came; the FetchError is thrown after. */
  refused(address: string, options: FetchOptions, response: FetchResponse): void;
}

/** One call: the answer's body (parsed by its type), or a FetchError. */
export async function fetchJson<T>(
  fetch: typeof globalThis.fetch,
  path: string,
  input: FetchOptions,
  hooks: FetchHooks,
): Promise<T> {
  const options = { ...input, headers: new Headers(input.headers) };
  if (options.method) options.method = options.method.toUpperCase();
  hooks.prepare(options);
  // As ofetch, which awaited its request hook: the call goes out after the caller's synchronous code,
  // so a fetch replaced right after a call started (a test's stub, a host's wrapper) is the one used.
  await Promise.resolve();
  let address = withBase(path, options.baseURL);
  if (options.query) address = withQuery(address, options.query);
  delete options.query;
  const method = options.method ?? 'GET';
  const payload = ['PATCH', 'POST', 'PUT', 'DELETE'].includes(method);
  if (options.body && payload && (typeof options.body === 'string' || sendsJson(options.body))) {
    const type = options.headers.get('content-type');
    if (typeof options.body !== 'string')
      options.body =
        type === 'application/x-www-form-urlencoded'
          ? new URLSearchParams(options.body as Record<string, string>).toString()
          : JSON.stringify(options.body);
    if (!type) options.headers.set('content-type', 'application/json');
    if (!options.headers.has('accept')) options.headers.set('accept', 'application/json');
  }
  const fail = (response: FetchResponse | undefined, error?: unknown) => {
    const detail = (error as Error | undefined)?.message || (error as object | undefined)?.toString() || '';
    const status = response ? `${response.status} ${response.statusText}` : '<no response>';
    return new FetchError(
      `[${method}] ${JSON.stringify(address)}: ${status}${detail ? ` ${detail}` : ''}`,
      address,
      options,
      response,
      error,
    );
  };
  let response: FetchResponse;
  try {
    response = await fetch(address, options as RequestInit);
  } catch (error) {
    hooks.noResponse(address, options, error);
    throw fail(undefined, error);
  }
  if (response.body && ![101, 204, 205, 304].includes(response.status) && method !== 'HEAD') {
    const type = responseType(response.headers.get('content-type') ?? '');
    response._data = type === 'json' ? parseLenient(await response.text()) : await response[type]();
  }
  if (response.status >= 400 && response.status < 600) {
    hooks.refused(address, options, response);
    throw fail(response);
  }
  return response._data as T;
}
