import { BubblingEvent } from './base';

/**
 * Dispatched by an embedded element that wants to show another app screen (`detail.path`, e.g.
 * `/de/topic/3`). Call `preventDefault()` to route in the host's own way; otherwise the element
 * opens the full app at its `app-url`.
 */
export class ChoirNavigateEvent extends BubblingEvent<{ path: string }> {
  static readonly type = 'choir-navigate';
  constructor(path: string) {
    super(ChoirNavigateEvent.type, { path }, { cancelable: true });
  }
}

declare global {
  interface ChoirEventMap {
    'choir-navigate': ChoirNavigateEvent;
  }
}
