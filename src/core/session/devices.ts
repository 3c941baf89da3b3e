import type { ApiRequest } from '../api/client';
import { buildPath } from '../api/path-params';
import type { SeatPackDto, SessionDto } from '../contract/api';

/** What the device calls need of the core. */
export interface DeviceCallsDeps {
  request: ApiRequest;
  session: { endRevoked(): Promise<void> };
}

/**
 * The profile's signed-in devices and licence-pack seats. Only the profile calls them, so they live
 * here, outside the core that every embedded element loads.
 */
export function createDeviceCalls({ request, session }: DeviceCallsDeps) {
  return {
    list: () => request<SessionDto[]>('/auth/sessions'),
    /** Signs one device out; this device's own entry ends this session as Logout does. */
    async signOut(device: Pick<SessionDto, 'id' | 'current'>): Promise<void> {
      await request(buildPath('/auth/sessions/{sessionId}', { sessionId: device.id }), { method: 'DELETE' });
      if (device.current) await session.endRevoked();
    },
    /** Revokes every token of the user, this browser's included, and ends this session. */
    async signOutEverywhere(): Promise<void> {
      await request('/auth/sessions', { method: 'DELETE' });
      await session.endRevoked();
    },
    seatPacks: () => request<SeatPackDto[]>('/purchases/packs'),
  };
}
