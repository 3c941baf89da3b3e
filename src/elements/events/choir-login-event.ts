import type { User } from '../../core/contract/api';

/** Dispatched by `choir-login` (and the app) after a successful sign-in. */
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
