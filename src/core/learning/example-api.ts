import { buildPath } from '../api/path-params';
import type { ExampleDto } from '../contract/api';
import type { Core } from '../core';

type ExampleCore = Pick<Core, 'request'>;

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
  };
}
