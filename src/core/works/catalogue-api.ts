/**
 * The catalogue calls (ours, not among the calls of requirements R7.3, so not in `core.api`), through the core's one
 * client. A network error is left to the caller, which falls back to what is stored on the device
 * (so no network dialog); HTTP errors are ofetch's `FetchError` (read them with describeHttpError).
 */
import { buildPath } from '../api/path-params';
import type { CatalogueDto, CatalogueItemDto, EditionFilesDto } from '../contract/api';
import type { Core } from '../core';

export type CatalogueCore = Pick<Core, 'request'>;

export function catalogueApi({ request }: CatalogueCore) {
  const get = <T>(path: string) => request<T>(path, { ownNetworkMessage: true });
  return {
    /** The whole catalogue with the signed-in user's purchase and download state. */
    list: () => get<CatalogueDto>('/catalogue'),
    item: (articleId: string | null | undefined) =>
      get<CatalogueItemDto>(buildPath('/catalogue/{articleId}', { articleId })),
    /** Signed links to play the latest version (or its preview) online. */
    stream: (articleId: string | null | undefined, preview: boolean) =>
      get<EditionFilesDto>(buildPath('/catalogue/{articleId}/stream/{preview}', { articleId, preview })),
  };
}

export type CatalogueApi = ReturnType<typeof catalogueApi>;
