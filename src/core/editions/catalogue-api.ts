/**
 * The catalogue calls (ours, not among the calls of requirements R7.3, so not in `core.api`): plain fetch against the
 * core's base address with the same headers and bearer token; a 401 ends the session as
 * everywhere. Errors are ApiCallError (HTTP status) or the network's TypeError, and are left to
 * the caller, which falls back to what is stored on the device.
 */
import { buildPath } from '../api/path-params';
import { CLIENT_SHA, CLIENT_VERSION } from '../build-info';
import type { CatalogueDto, CatalogueItemDto, EditionFilesDto } from '../contract/api';
import type { Core } from '../core';
import { ApiCallError } from '../downloads/http-problem';

export type CatalogueCore = Pick<Core, 'apiBase' | 'auth' | 'session' | 'env'>;

export function catalogueApi(core: CatalogueCore) {
  // Looked up on every call, so a fetch replaced later (tests, host polyfills) is used.
  const fetcher: typeof fetch = (input, init) => (core.env.fetch ?? globalThis.fetch)(input, init);

  async function get<T>(path: string): Promise<T> {
    const headers = new Headers({ 'x-client-version': CLIENT_VERSION, 'x-client-sha': CLIENT_SHA });
    const token = core.auth.token.value;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const response = await fetcher(`${core.apiBase.value.replace(/\/+$/, '')}${path}`, { headers });
    if (response.ok) return (await response.json()) as T;
    const body = await response.json().catch(() => null);
    if (response.status === 401 && token) core.session.forceLogout();
    throw new ApiCallError(response.status, body, response.headers.get('retry-after'));
  }

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
