import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './common';

/** The demo conductor's choir pack (server/db/seed.ts). */
const PACK = 'CC-PACK-5';

/**
 * Withdraws the pack's seat from `email`, as its buyer. The specs a worker runs share its server: a
 * seat left with the singer would give the "never licensed" account a licence in the next spec.
 */
export async function withdrawSeat(request: APIRequestContext, email: string) {
  const login = await request.post('/api/auth/login?app=choir-coach', {
    data: { email: 'conductor@example.com', password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  await request.delete(`/api/purchases/${PACK}/unlockspecific/${email}`, {
    headers: { authorization: `Bearer ${token}` },
  });
}
