import type { CoreEvent } from '../core/events/core-events';
import { getCore } from '../core/page-core';
import { ChoirErrorEvent } from './events/choir-error-event';
import { ChoirLoginEvent } from './events/choir-login-event';
import { ChoirLogoutEvent } from './events/choir-logout-event';
import { ChoirSeatChangeEvent } from './events/choir-seat-change-event';

/**
 * Turns the core's session changes, seat changes and failures into `choir-login`, `choir-logout`,
 * `choir-seat-change` and `choir-error` DOM events. Each change is dispatched once, from the element the user worked in
 * last (where the sign-in or sign-out happened), else from the first connected element: a host
 * listening on `document` hears it once however many elements the page has.
 */
interface Relay {
  /** Connected elements, in connection order. */
  hosts: Set<HTMLElement>;
  active: HTMLElement | null;
}

// One relay per page, found by every copy of the bundle (like the core), so two copies never
// dispatch the same change twice.
const RELAY_KEY = Symbol.for('choir-coach.core-event-relay');

function eventFor(event: CoreEvent): Event {
  switch (event.type) {
    case 'login':
      return new ChoirLoginEvent(event.user);
    case 'logout':
      return new ChoirLogoutEvent(event.reason);
    case 'seat-change':
      return new ChoirSeatChangeEvent(event.change);
    default:
      return new ChoirErrorEvent(event.problem);
  }
}

function relay(): Relay {
  const holder = globalThis as { [RELAY_KEY]?: Relay };
  let existing = holder[RELAY_KEY];
  if (!existing) {
    const created: Relay = { hosts: new Set(), active: null };
    existing = created;
    holder[RELAY_KEY] = created;
    getCore().events.on((event) => {
      const target = created.active?.isConnected
        ? created.active
        : [...created.hosts].find((host) => host.isConnected);
      target?.dispatchEvent(eventFor(event));
    });
  }
  return existing;
}

const markActive = (event: Event) => {
  relay().active = event.currentTarget as HTMLElement;
};

/** Called by every element when it connects: it may now carry the page's core events. */
export function connectHost(host: HTMLElement) {
  const state = relay();
  state.hosts.add(host);
  // Capture: the press or focus happens inside the shadow root, before the element reacts to it.
  host.addEventListener('pointerdown', markActive, { capture: true });
  host.addEventListener('focusin', markActive, { capture: true });
  host.addEventListener('keydown', markActive, { capture: true });
}

export function disconnectHost(host: HTMLElement) {
  const state = relay();
  state.hosts.delete(host);
  if (state.active === host) state.active = null;
  host.removeEventListener('pointerdown', markActive, { capture: true });
  host.removeEventListener('focusin', markActive, { capture: true });
  host.removeEventListener('keydown', markActive, { capture: true });
}
