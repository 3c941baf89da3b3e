/**
 * Local persistence (requirements R3.15, R4.17). Only the listed parts are ever written, each under its own key,
 * and only by the actions that change them; the access token lives under `access_token`.
 */

/** The subset of the Web Storage API the core uses, so tests can pass an in-memory one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const STORAGE_KEYS = {
  token: 'access_token',
  user: 'choir.user',
  settings: 'choir.settings',
  learnElementMetadata: 'choir.learnElementMetadata',
  currentLearnElement: 'choir.currentLearnElement',
  playerSettings: 'choir.playerSettings',
  filteredList: 'choir.filteredList',
  purchases: 'choir.purchases',
  active: 'choir.active',
  pendingSettings: 'choir.pendingSettings',
  /** Outboxes of users who were signed out before they were sent: user id -> patch. */
  heldSettings: 'choir.heldSettings',
  videoSettings: 'choir.videoSettings',
  /** Page turns at the music stand (pedal keys, half pages): the device's, kept at sign-out. */
  pageTurns: 'choir.pageTurns',
  /** Printed pages or the screen layout, and its staff size: the device's, kept at sign-out. */
  scoreLayout: 'choir.scoreLayout',
  licenceWarningDismissed: 'choir.licenceWarningDismissed',
  errorReports: 'choir.errorReports',
  /** This browser's random id, sent at sign-in (session/device-id.ts); kept at sign-out. */
  deviceId: 'choir.deviceId',
  /** Concert programmes per user id: last copies and the unsent changes (core/programmes/). */
  programmes: 'choir.programmes',
  /** Markings not sent yet, per user and edition (core/markings/markings-outbox.ts). */
  markingsOutbox: 'choir.markingsOutbox',
} as const;

/**
 * What belongs to the signed-in person and is removed when they sign out, so the next person on a
 * shared device starts clean. Not listed: the active flag (the device ran the app), the outbox
 * (moved to `heldSettings` under its user, sent when that user signs in again) and the held outboxes.
 * The settings are written back as defaults in the interface language the page shows.
 */
export const USER_STORAGE_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.user,
  STORAGE_KEYS.settings,
  STORAGE_KEYS.learnElementMetadata,
  STORAGE_KEYS.currentLearnElement,
  STORAGE_KEYS.playerSettings,
  STORAGE_KEYS.filteredList,
  STORAGE_KEYS.purchases,
  STORAGE_KEYS.videoSettings,
  STORAGE_KEYS.licenceWarningDismissed,
] as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function memoryStorage(): KeyValueStorage & { readonly data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** `localStorage` when usable; private modes and sandboxed iframes throw on access. */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    const probe = '__choir_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

export interface Persistence {
  read<T>(key: StorageKey, fallback: T): T;
  write(key: StorageKey, value: unknown): void;
  remove(key: StorageKey): void;
}

export function createPersistence(
  storage: KeyValueStorage,
  log: (message: string, error: unknown) => void,
): Persistence {
  return {
    read<T>(key: StorageKey, fallback: T): T {
      const raw = storage.getItem(key);
      if (raw === null) return fallback;
      if (key === STORAGE_KEYS.token) return raw as T;
      try {
        return JSON.parse(raw) as T;
      } catch (error) {
        log(`Ignoring unreadable stored value of ${key}`, error);
        return fallback;
      }
    },
    write(key, value) {
      try {
        storage.setItem(key, key === STORAGE_KEYS.token ? String(value) : JSON.stringify(value));
      } catch (error) {
        // A full storage must not break the action that changed the state; the value stays in memory.
        log(`Could not store ${key}`, error);
      }
    },
    remove(key) {
      storage.removeItem(key);
    },
  };
}
