import { BubblingEvent } from './base';

/**
 * Dispatched after the session ended: `detail.reason` is `user` (signed out) or `expired` (the
 * server no longer accepts the session, e.g. the token ran out or was revoked).
 */
export class ChoirLogoutEvent extends BubblingEvent<{ reason: 'user' | 'expired' }> {
  static readonly type = 'choir-logout';
  constructor(reason: 'user' | 'expired') {
    super(ChoirLogoutEvent.type, { reason });
  }
}

declare global {
  interface ChoirEventMap {
    'choir-logout': ChoirLogoutEvent;
  }
}
