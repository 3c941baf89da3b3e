import type { User } from '../../core/contract/api';
import { BubblingEvent } from './base';

/** Dispatched after a successful sign-in (in `choir-login`, `choir-app` or any other element). */
export class ChoirLoginEvent extends BubblingEvent<{ user: User }> {
  static readonly type = 'choir-login';
  constructor(user: User) {
    super(ChoirLoginEvent.type, { user });
  }
}

declare global {
  interface ChoirEventMap {
    'choir-login': ChoirLoginEvent;
  }
}
