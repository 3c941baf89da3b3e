import type { User } from '../../core/contract/api';

/** Dispatched after a successful sign-in (in `choir-login`, `choir-app` or any other element). */
export class ChoirLoginEvent extends CustomEvent<{ user: User }> {
  static readonly type = 'choir-login';
  constructor(user: User) {
    super(ChoirLoginEvent.type, { detail: { user }, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'choir-login': ChoirLoginEvent;
  }
}
