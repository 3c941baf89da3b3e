import { CLIENT_VERSION, clientSha } from '../build-info';
import { withEarlyResponses } from './early-responses';
import { type FetchOptions, fetchJson } from './fetch-json';

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

/** A call's address without the query. */
const addressOf = (address: string) => address.split('?')[0]!;

export interface ApiCallOptions extends FetchOptions {
  /**
   * The caller tells the user itself when no response comes (a stored copy, its own message): no
   * network-error callback, so no second message. The failure is still reported.
   */
  ownNetworkMessage?: boolean;
}

export type ApiRequest = <T>(path: string, options?: ApiCallOptions) => Promise<T>;

/** A FetchError of the client (fetch-json.ts), or one made like it (ofetch's, in tests). */
const fetchError = (error: unknown) =>
  error instanceof Error && error.name === 'FetchError' ? (error as { response?: Response }) : null;

/** True when the request never got a response (as opposed to an HTTP error status). */
export function isNetworkError(error: unknown): boolean {
  const failed = fetchError(error);
  return failed !== null && failed.response === undefined;
}

export function statusOf(error: unknown): number | undefined {
  return fetchError(error)?.response?.status;
}

/**
 * The one HTTP client of every API call (requirements R7.2, R8.1-R8.3), on fetch-json.ts: client
 * version and commit headers on every call, the bearer token when one exists, 401 -> auth-error callback, no response ->
 * network-error callback, 5xx -> server-error callback, any other status logged; no response and 5xx
 * are reported as failures. Errors are rethrown so callers can react too. The core makes one
 * (`core.request`); features call it, never fetch, for anything that carries the token.
 */
export function createApiClient(options: ApiClientOptions): ApiRequest {
  // The app page may have requested the first view's data already (early-responses.ts).
  const fetch = withEarlyResponses(options.fetch ?? ((input, init) => globalThis.fetch(input, init)));
  return <T>(path: string, init?: ApiCallOptions) =>
    fetchJson<T>(
      fetch,
      path,
      { ...init, baseURL: options.baseUrl() },
      {
        prepare(request) {
          const headers = new Headers(request.headers);
          headers.set('x-client-version', CLIENT_VERSION);
          headers.set('x-client-sha', clientSha());
          const token = options.token();
          // A call that names its own token (a signed-out user's last calls) keeps it.
          if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
          request.headers = headers;
        },
        noResponse(address, call, error) {
          if ((error as Error | undefined)?.name === 'AbortError' || options.leaving?.()) return;
          options.onFailure?.({ path: addressOf(address) });
          if ((call as ApiCallOptions).ownNetworkMessage)
            options.log(`No answer for ${addressOf(address)}`, error);
          else options.onNetworkError(error);
        },
        refused(address, sent, response) {
          if (response.status === 401) {
            // Only a refusal of the token in use ends the session: a late response to a signed-out
            // user's call says nothing about whoever is signed in now.
            const token = options.token();
            if (new Headers(sent.headers).get('Authorization') === (token && `Bearer ${token}`))
              options.onAuthError();
            return;
          }
          options.log(`HTTP ${response.status} for ${address}`, response._data);
          if (response.status >= 500) {
            options.onFailure?.({ path: addressOf(address), status: response.status });
            options.onServerError?.(response.status);
          }
        },
      },
    );
}
