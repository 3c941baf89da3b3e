import { FetchError, type FetchOptions, ofetch } from 'ofetch';
import { CLIENT_VERSION, clientSha } from '../build-info';
import { withEarlyResponses } from './early-responses';

export interface ApiClientOptions {
  /** The base address, read on every call so a changed configuration applies at once. */
  baseUrl: () => string;
  token: () => string | null;
  /** A 401 from the server: the session is no longer valid (forces logout). */
  onAuthError: () => void;
  /** No response at all: offline, DNS, refused connection, CORS. */
  onNetworkError: (error: unknown) => void;
  /** The server responded with a 5xx status. */
  onServerError?: (status: number) => void;
  /** A call got no response or a 5xx (`status`), whatever the browser's state: for error reports. */
  onFailure?: (failure: ApiFailure) => void;
  log: (message: string, detail?: unknown) => void;
  fetch?: typeof globalThis.fetch;
  /**
   * The page is being left (reloaded, navigated away): the browser cancels what is in flight, and
   * Firefox rejects those calls like a lost connection. They are no failure: nothing is reported.
   */
  leaving?: () => boolean;
}

export interface ApiFailure {
  /** The address called, without query. */
  path: string;
  status?: number;
}

/** An ofetch request (a path, a URL or a Request) as its address without the query. */
const addressOf = (request: unknown) =>
  String(request instanceof Request ? request.url : request).split('?')[0]!;

export interface ApiCallOptions extends FetchOptions<'json'> {
  /**
   * The caller tells the user itself when no response comes (a stored copy, its own message): no
   * network-error callback, so no second message. The failure is still reported.
   */
  ownNetworkMessage?: boolean;
}

export type ApiRequest = <T>(path: string, options?: ApiCallOptions) => Promise<T>;

/** True when the request never got a response (as opposed to an HTTP error status). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof FetchError && error.response === undefined && error.name !== 'AbortError';
}

export function statusOf(error: unknown): number | undefined {
  return error instanceof FetchError ? error.response?.status : undefined;
}

/**
 * The one HTTP client of every API call (requirements R7.2, R8.1-R8.3), on ofetch: client version and commit headers on
 * every call, the bearer token when one exists, 401 -> auth-error callback, no response ->
 * network-error callback, 5xx -> server-error callback, any other status logged; no response and 5xx
 * are reported as failures. Errors are rethrown so callers can react too. The core makes one
 * (`core.request`); features call it, never fetch, for anything that carries the token.
 */
export function createApiClient(options: ApiClientOptions): ApiRequest {
  const $fetch = ofetch.create(
    {
      retry: 0,
      onRequest({ options: request }) {
        const headers = new Headers(request.headers);
        headers.set('x-client-version', CLIENT_VERSION);
        headers.set('x-client-sha', clientSha());
        const token = options.token();
        // A call that names its own token (a signed-out user's last calls) keeps it.
        if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
        request.headers = headers;
      },
      onRequestError({ request, options: call, error }) {
        if (error?.name === 'AbortError' || options.leaving?.()) return;
        options.onFailure?.({ path: addressOf(request) });
        if ((call as ApiCallOptions).ownNetworkMessage)
          options.log(`No answer for ${addressOf(request)}`, error);
        else options.onNetworkError(error);
      },
      onResponseError({ request, response, options: sent }) {
        if (response.status === 401) {
          // Only a refusal of the token in use ends the session: a late response to a signed-out
          // user's call says nothing about whoever is signed in now.
          const token = options.token();
          if (new Headers(sent.headers).get('Authorization') === (token && `Bearer ${token}`))
            options.onAuthError();
          return;
        }
        options.log(`HTTP ${response.status} for ${String(request)}`, response._data);
        if (response.status >= 500) {
          options.onFailure?.({ path: addressOf(request), status: response.status });
          options.onServerError?.(response.status);
        }
      },
    },
    // The app page may have requested the first view's data already (early-responses.ts).
    { fetch: withEarlyResponses(options.fetch ?? ((input, init) => globalThis.fetch(input, init))) },
  );
  return <T>(path: string, init?: ApiCallOptions) =>
    $fetch<T>(path, { ...init, baseURL: options.baseUrl() }) as Promise<T>;
}
