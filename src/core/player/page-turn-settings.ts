/**
 * How pages are turned at the music stand, kept on the device for every work: a pedal belongs to
 * the device, not to a work or an account. Not cleared at sign-out, like the device's active flag.
 */
import { type ReadonlySignal, signal } from '@preact/signals-core';
import { type Persistence, STORAGE_KEYS } from '../store/persistence';
import type { KeysMode } from './pedal-keys';

export interface PageTurnSettings {
  /** What keys and pedals do (pedal-keys.ts). */
  keys: KeysMode;
  /** A page turned by hand moves the recording to the page's first bar. */
  recordingFollows: boolean;
  /** Turns in two halves (page-turns.ts). */
  halfPages: boolean;
}

/**
 * The stored settings, each value checked; the defaults (pages, no following, whole pages) for a
 * damaged or missing entry.
 */
function readable(stored: Partial<Record<keyof PageTurnSettings, unknown>>): PageTurnSettings {
  return {
    keys: stored.keys === 'recording' ? 'recording' : 'pages',
    recordingFollows: stored.recordingFollows === true,
    halfPages: stored.halfPages === true,
  };
}

export function createPageTurnSettings(persistence: Persistence) {
  const settings = signal(readable(persistence.read(STORAGE_KEYS.pageTurns, {})));
  return {
    settings: settings as ReadonlySignal<PageTurnSettings>,
    update(patch: Partial<PageTurnSettings>) {
      settings.value = { ...settings.peek(), ...patch };
      persistence.write(STORAGE_KEYS.pageTurns, settings.value);
    },
  };
}

export type PageTurnSettingsStore = ReturnType<typeof createPageTurnSettings>;
