import type { Endpoints } from '../api/endpoints';
import { describeHttpError } from '../api/http-problem';
import type { CoreEvents, SeatChange } from '../events/core-events';
import { EMAIL_PATTERN } from '../validation/login-form';

/** Why an address cannot get a seat, before asking the server. */
export type SeatAddressProblem = 'required' | 'invalid' | 'own';

/**
 * Why the server refused a share or a withdrawal, in words the panel can say (the own address is
 * caught by {@link checkSeatAddress} before sending).
 */
export type SeatProblem =
  | 'no-seat-left'
  | 'already-shared'
  | 'invalid-address'
  | 'not-shared'
  | 'network'
  | 'failed';

/** The address as the server keys it: trimmed, lower case. */
export const seatAddress = (value: string) => value.trim().toLowerCase();

export function checkSeatAddress(value: string, ownEmail: string): SeatAddressProblem | null {
  const email = seatAddress(value);
  if (!email) return 'required';
  if (!EMAIL_PATTERN.test(email)) return 'invalid';
  if (email === ownEmail.toLowerCase()) return 'own';
  return null;
}

export function seatProblem(error: unknown): SeatProblem {
  const http = describeHttpError(error);
  if (http.network) return 'network';
  if (http.code === 'no-seat-left') return 'no-seat-left';
  if (http.status === 409) return 'already-shared';
  if (http.status === 404) return 'not-shared';
  if (http.status === 400) return 'invalid-address';
  return 'failed';
}

/**
 * Shares and withdraws seats of a licence pack (requirements R7.3 `unlockspecific`); each change the server
 * accepted is told to the host page as a core event.
 */
export function createSeatCalls({
  api,
  events,
}: {
  api: Pick<Endpoints, 'unlockSpecific' | 'removeUnlockSpecific'>;
  events: Pick<CoreEvents, 'emit'>;
}) {
  return {
    async share(articleId: string, email: string): Promise<SeatChange> {
      const change: SeatChange = { articleId, email: seatAddress(email), action: 'share' };
      await api.unlockSpecific(articleId, change.email);
      events.emit({ type: 'seat-change', change });
      return change;
    },
    async withdraw(articleId: string, email: string): Promise<SeatChange> {
      const change: SeatChange = { articleId, email: seatAddress(email), action: 'withdraw' };
      await api.removeUnlockSpecific(articleId, change.email);
      events.emit({ type: 'seat-change', change });
      return change;
    },
  };
}
