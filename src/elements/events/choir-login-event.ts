import type { User } from '../../core/contract/api';
import { BubblingEvent } from './base';

/** Dispatched after a successful sign-in (in `choir-login`, `choir-app` or any other element). */
export class ChoirLoginEvent extends BubblingEvent<{ user: User }> {
  static readonly type = 'choir-login';
  constructor(user: User) {
    super(ChoirLoginEvent.type, { user });
  }
}

// Typed on elements and where the event bubbles to: the document and the window.
declare global {
  interface HTMLElementEventMap {
    'choir-login': ChoirLoginEvent;
  }
  interface DocumentEventMap {
    'choir-login': ChoirLoginEvent;
  }
  interface WindowEventMap {
    'choir-login': ChoirLoginEvent;
  }
}
