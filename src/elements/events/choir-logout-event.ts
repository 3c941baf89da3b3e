/** Dispatched after the user signed out (or the server ended the session). */
export class ChoirLogoutEvent extends CustomEvent<Record<string, never>> {
  static readonly type = 'choir-logout';
  constructor() {
    super(ChoirLogoutEvent.type, { detail: {}, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'choir-logout': ChoirLogoutEvent;
  }
}
