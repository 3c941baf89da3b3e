/**
 * The programme calls (issue 39) through the core's one client. A network error is left to the
 * caller, which keeps the change in its outbox (so no network dialog).
 */
import { buildPath } from '../api/path-params';
import type { ProgrammeDto, ProgrammeListDto, ProgrammeWrite, SeatPackDto } from '../contract/api';
import type { Core } from '../core';

export function programmesApi({ request }: Pick<Core, 'request'>) {
  const path = (programmeId: string) => buildPath('/programmes/{programmeId}', { programmeId });
  return {
    list: () => request<ProgrammeListDto>('/programmes', { ownNetworkMessage: true }),
    put: (id: string, write: ProgrammeWrite) =>
      request<ProgrammeDto>(path(id), { method: 'PUT', body: write, ownNetworkMessage: true }),
    remove: (id: string) => request<unknown>(path(id), { method: 'DELETE', ownNetworkMessage: true }),
    /** The licence packs the user bought, whose seat holders a programme can be shared with. */
    packs: () => request<SeatPackDto[]>('/purchases/packs', { ownNetworkMessage: true }),
  };
}

export type ProgrammesApi = ReturnType<typeof programmesApi>;
