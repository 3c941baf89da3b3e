import type { ApiRequest } from '../api/client';
import { buildPath } from '../api/path-params';
import type { Marking, MarkingLayer, MarkingsResponse } from './model';

/** The markings calls of the API (server/routes/markings.ts). */
export function createMarkingsApi(request: ApiRequest) {
  const path = (articleId: string) => buildPath('/markings/{articleId}', { articleId });
  return {
    read: (articleId: string) => request<MarkingsResponse>(path(articleId)),
    /** A background write: the outbox retries a lost connection, so the user is not told of it. */
    write: (articleId: string, markings: Marking[]) =>
      request<MarkingLayer>(path(articleId), {
        method: 'PATCH',
        body: { markings },
        ownNetworkMessage: true,
      }),
    share: (articleId: string, packId: string | null) =>
      request<MarkingLayer>(`${path(articleId)}/share`, { method: 'POST', body: { packId } }),
  };
}

export type MarkingsApi = ReturnType<typeof createMarkingsApi>;
