import { createApiClient } from '../api/client';
import { buildPath } from '../api/path-params';
import type { ExampleDto } from '../contract/api';
import type { Core } from '../core';
import type { SyncMap } from '../editions/format';

/** An example's sync map: the editions' format; notes per voice only where the example has voices. */
export type ExampleSyncMap = Pick<SyncMap, 'durationMs' | 'bars'> & Partial<Pick<SyncMap, 'voices'>>;

type ExampleCore = Pick<Core, 'apiBase' | 'auth' | 'session' | 'env'>;

/**
 * The musical-example call. It is not one of the calls of requirements R7.3 in `core.api`, so it gets its own
 * client with the same rules (headers, bearer token, 401 -> logout); a network error is left to
 * the caller, which shows its own message.
 */
export function exampleApi(core: ExampleCore) {
  const request = createApiClient({
    baseUrl: () => core.apiBase.value,
    token: () => core.auth.token.value,
    onAuthError: () => core.session.forceLogout(),
    onNetworkError: (error) => core.env.log('Musical example could not be loaded', error),
    log: core.env.log,
    ...(core.env.fetch ? { fetch: core.env.fetch } : {}),
  });
  const fetchJson = core.env.fetch ?? globalThis.fetch.bind(globalThis);
  return {
    getExample: (learnElementId: number | string | null | undefined) =>
      request<ExampleDto>(buildPath('/topics/{learnElementId}/example', { learnElementId })),
    /** The public sync map of an example. */
    async getSync(url: string): Promise<ExampleSyncMap> {
      const response = await fetchJson(url);
      if (!response.ok) throw new Error(`Sync map ${url} answered ${response.status}`);
      return (await response.json()) as ExampleSyncMap;
    },
  };
}
