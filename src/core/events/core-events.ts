import type { User } from '../contract/api';

/**
 * Why something failed, for hosts (`choir-error`): a stable `code` to branch on and the message
 * the user was shown, in the user's language.
 */
export interface Problem {
  code:
    | 'network' // the server gave no response while the browser was online
    | 'server' // the server responded with a 5xx status
    | 'edition-not-found' // the player was given an article that does not exist
    | 'edition-missing-files' // a downloaded edition is incomplete on this device
    | 'edition-not-possible' // the full edition's download limit is reached (the preview still opens)
    | 'edition-failed' // the edition could not be opened for another reason
    | 'invalid-attribute'; // an element attribute could not be parsed and was ignored
  message: string;
  /** The HTTP status, when the server responded. */
  status?: number;
}

/** A seat of a licence pack shared with, or withdrawn from, an e-mail address (`choir-seat-change`). */
export interface SeatChange {
  articleId: string;
  email: string;
  action: 'share' | 'withdraw';
}

/** What happened in the core that a host page may want to hear about. */
export type CoreEvent =
  | { type: 'login'; user: User }
  /** `user`: signed out on purpose; `expired`: the server no longer accepts the session. */
  | { type: 'logout'; reason: 'user' | 'expired' }
  | { type: 'error'; problem: Problem }
  /** The pack's buyer shared or withdrew a seat (the server accepted it). */
  | { type: 'seat-change'; change: SeatChange };

export type CoreEventListener = (event: CoreEvent) => void;

/** A listener list; one failing listener neither stops the others nor the caller. */
export function createCoreEvents(log: (message: string, detail?: unknown) => void) {
  const listeners = new Set<CoreEventListener>();
  return {
    on(listener: CoreEventListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event: CoreEvent) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          log(`A ${event.type} listener failed`, error);
        }
      }
    },
  };
}

export type CoreEvents = ReturnType<typeof createCoreEvents>;
