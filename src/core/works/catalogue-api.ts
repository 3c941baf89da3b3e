/**
 * The catalogue calls (ours, not among the calls of requirements R7.3, so not in `core.api`), through the core's one
 * client. A network error is left to the caller, which falls back to what is stored on the device
 * (so no network dialog); HTTP errors are ofetch's `FetchError` (read them with describeHttpError).
 */
import { buildPath } from '../api/path-params';
import type { CatalogueDto, CatalogueItemDto, EditionFilesDto } from '../contract/api';
import type { LayoutSize, ScreenLayout } from '../contract/screen-layout';
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
    /** One part of an edition version laid out for a screen (unchecked: read it with parseScreenLayout). */
    layout: (
      edition: { articleId: string; version: string; preview: boolean },
      part: number,
      size: LayoutSize,
    ) =>
      request<ScreenLayout>(
        buildPath('/catalogue/{articleId}/layout/{preview}', {
          articleId: edition.articleId,
          preview: edition.preview,
        }),
        {
          ownNetworkMessage: true,
          query: {
            version: edition.version,
            part,
            width: size.width,
            height: size.height,
            staff: size.staffSize,
          },
        },
      ),
  };
}

export type CatalogueApi = ReturnType<typeof catalogueApi>;
