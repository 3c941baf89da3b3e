import type { Problem } from '../../core/events/core-events';
import { BubblingEvent } from './base';

/**
 * Dispatched when something failed that the user was told about: `detail.code` (network, server,
 * edition-not-found, edition-missing-files, edition-not-possible, edition-failed, invalid-attribute),
 * `detail.message` (the text shown, in the user's language) and, when the server responded,
 * `detail.status`.
 */
export class ChoirErrorEvent extends BubblingEvent<Problem> {
  static readonly type = 'choir-error';
  constructor(problem: Problem) {
    super(ChoirErrorEvent.type, problem);
  }
}

declare global {
  interface ChoirEventMap {
    'choir-error': ChoirErrorEvent;
  }
}
