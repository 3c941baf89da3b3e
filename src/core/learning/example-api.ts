import { buildPath } from '../api/path-params';
import type { ExampleDto } from '../contract/api';
import type { SyncMap } from '../contract/edition-format';
import { parseSyncMap } from '../contract/sync-map';
import type { Core } from '../core';

type ExampleCore = Pick<Core, 'request' | 'env'>;

/**
 * The musical-example call (not one of the calls of requirements R7.3 in `core.api`), through the core's one
 * client; a network error is left to the caller, which shows its own message.
 */
export function exampleApi(core: ExampleCore) {
  return {
    getExample: (learnElementId: number | string | null | undefined) =>
      core.request<ExampleDto>(buildPath('/topics/{learnElementId}/example', { learnElementId }), {
        ownNetworkMessage: true,
      }),
    /** The public sync map of an example (the editions' format), checked: a plain fetch, as the file carries no token. */
    async getSync(url: string): Promise<SyncMap> {
      const response = await (core.env.fetch ?? globalThis.fetch)(url);
      if (!response.ok) throw new Error(`Sync map ${url} answered ${response.status}`);
      return parseSyncMap(await response.json());
    },
  };
}
