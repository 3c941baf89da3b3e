import type { Problem } from '../../core/events/core-events';

/**
 * Dispatched when something failed that the user was told about: `detail.code` (network, server,
 * edition-not-found, edition-missing-files, edition-failed, invalid-attribute), `detail.message`
 * (the text shown, in the user's language) and, when the server answered, `detail.status`.
 */
export class ChoirErrorEvent extends CustomEvent<Problem> {
  static readonly type = 'choir-error';
  constructor(problem: Problem) {
    super(ChoirErrorEvent.type, { detail: problem, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'choir-error': ChoirErrorEvent;
  }
}
