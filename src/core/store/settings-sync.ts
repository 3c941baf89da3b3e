import { signal } from '@preact/signals-core';
import { isNetworkError } from '../api/client';
import type { UserSettings } from '../contract/api';
import { mergeMetadataLists } from '../progress/merge-metadata';
import { type Persistence, STORAGE_KEYS } from './persistence';

/** Combines two settings patches; progress entries merge per element keeping the maximum. */
export function mergePatches(older: UserSettings | null, newer: UserSettings | null): UserSettings | null {
  if (!older) return newer;
  if (!newer) return older;
  const merged: UserSettings = { ...older, ...newer };
  if (older.learnElementMetadata || newer.learnElementMetadata) {
    merged.learnElementMetadata = mergeMetadataLists(
      older.learnElementMetadata ?? [],
      newer.learnElementMetadata ?? [],
    );
  }
  return merged;
}

/**
 * An outbox for settings and progress: every change is queued (and persisted with the settings)
 * before it is sent, so nothing is lost offline or on reload; it is sent again when the browser
 * is back online or the user signs in.
 */
export function createSettingsSync(deps: {
  persistence: Persistence;
  send: (patch: UserSettings) => Promise<unknown>;
  canSend: () => boolean;
  log: (message: string, detail?: unknown) => void;
}) {
  const pending = signal<UserSettings | null>(deps.persistence.read(STORAGE_KEYS.pendingSettings, null));
  let inFlight: Promise<void> | null = null;

  function store(value: UserSettings | null) {
    pending.value = value;
    if (value) deps.persistence.write(STORAGE_KEYS.pendingSettings, value);
    else deps.persistence.remove(STORAGE_KEYS.pendingSettings);
  }

  async function flush(): Promise<void> {
    while (inFlight) await inFlight;
    const patch = pending.value;
    if (!patch || !deps.canSend()) return;
    store(null);
    inFlight = deps
      .send(patch)
      .then(() => undefined)
      .catch((error: unknown) => {
        // Put the patch back under anything queued meanwhile; only a lost connection is retried.
        if (isNetworkError(error)) store(mergePatches(patch, pending.value));
        else deps.log('Settings update rejected', error);
      })
      .finally(() => {
        inFlight = null;
      });
    await inFlight;
  }

  const held = () => deps.persistence.read<Record<string, UserSettings>>(STORAGE_KEYS.heldSettings, {});
  function writeHeld(value: Record<string, UserSettings>) {
    if (Object.keys(value).length > 0) deps.persistence.write(STORAGE_KEYS.heldSettings, value);
    else deps.persistence.remove(STORAGE_KEYS.heldSettings);
  }

  return {
    pending,
    queue(patch: UserSettings) {
      store(mergePatches(pending.value, patch));
      void flush();
    },
    flush,
    /**
     * The user signs out: what they changed and could not send yet is kept for them alone (never
     * sent with someone else's token) until they sign in again.
     */
    hold(userId: string | null) {
      const patch = pending.value;
      store(null);
      if (!patch || userId === null) return;
      const all = held();
      writeHeld({ ...all, [userId]: mergePatches(all[userId] ?? null, patch)! });
    },
    /** The user signed in: their held changes go back into the outbox (returned, to show them). */
    release(userId: string): UserSettings | null {
      const all = held();
      const mine = all[userId] ?? null;
      if (!mine) return null;
      delete all[userId];
      writeHeld(all);
      store(mergePatches(mine, pending.value));
      return mine;
    },
  };
}

export type SettingsSync = ReturnType<typeof createSettingsSync>;
