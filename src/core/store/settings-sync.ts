import { signal } from '@preact/signals-core';
import { isNetworkError } from '../api/client';
import type { CallOptions } from '../api/endpoints';
import type { UserSettings } from '../contract/api';
import { mergeMetadataLists } from '../progress/merge-metadata';
import { SEND_SOON_MS } from '../progress/progress-timing';
import { type Persistence, STORAGE_KEYS } from './persistence';
import type { Timers } from './ui-store';

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
 * is back online or the user signs in. A patch always belongs to the user it was queued for: one
 * that fails after its user signed out is held for that user, never sent with the next one's token.
 */
export function createSettingsSync(deps: {
  persistence: Persistence;
  send: (patch: UserSettings, options?: CallOptions) => Promise<unknown>;
  canSend: () => boolean;
  /** The signed-in user's id (null when signed out). */
  owner: () => string | null;
  log: (message: string, detail?: unknown) => void;
  timers: Timers;
}) {
  const pending = signal<UserSettings | null>(deps.persistence.read(STORAGE_KEYS.pendingSettings, null));
  /**
   * The patch on its way and whose it is (the next user does not wait for it); `kept` stays stored
   * with the outbox until the server took it, as a page left meanwhile takes the request with it.
   */
  let inFlight: { owner: string | null; kept: UserSettings | null; done: Promise<void> } | null = null;
  /** The timer that sends what was queued to go soon. */
  let soon: unknown = null;

  function cancelSoon() {
    if (soon === null) return;
    deps.timers.clearTimeout(soon);
    soon = null;
  }

  function store(value: UserSettings | null) {
    pending.value = value;
    const kept = mergePatches(inFlight?.kept ?? null, value);
    if (kept) deps.persistence.write(STORAGE_KEYS.pendingSettings, kept);
    else deps.persistence.remove(STORAGE_KEYS.pendingSettings);
  }

  const held = () => deps.persistence.read<Record<string, UserSettings>>(STORAGE_KEYS.heldSettings, {});
  function writeHeld(value: Record<string, UserSettings>) {
    if (Object.keys(value).length > 0) deps.persistence.write(STORAGE_KEYS.heldSettings, value);
    else deps.persistence.remove(STORAGE_KEYS.heldSettings);
  }
  function holdFor(userId: string, patch: UserSettings) {
    const all = held();
    writeHeld({ ...all, [userId]: mergePatches(all[userId] ?? null, patch)! });
  }

  /** A patch that could not be sent goes back to its user: the outbox while they are signed in, else held. */
  function putBack(owner: string | null, patch: UserSettings) {
    if (deps.owner() === owner) store(mergePatches(patch, pending.value));
    else if (owner !== null) holdFor(owner, patch);
  }

  /** Sends the outbox now; `leaving`: the page is being hidden or left. */
  async function flush({ leaving = false } = {}): Promise<void> {
    // Leaving does not wait for the patch on its way: the page may be gone before the server responds.
    while (!leaving && inFlight && inFlight.owner === deps.owner()) await inFlight.done;
    cancelSoon();
    const patch = pending.value;
    if (!patch || !deps.canSend()) return;
    const owner = deps.owner();
    const sending = {
      owner,
      kept: mergePatches(inFlight?.kept ?? null, patch),
      done: deps
        .send(patch, leaving ? { keepalive: true } : undefined)
        .then(() => undefined)
        .catch((error: unknown) => {
          // Only a lost connection is retried; a refused patch would be refused again.
          if (isNetworkError(error)) putBack(owner, patch);
          else deps.log('Settings update rejected', error);
        })
        .finally(() => {
          if (inFlight !== sending) return;
          inFlight = null;
          store(pending.value);
        }),
    };
    inFlight = sending;
    store(null);
    await sending.done;
  }

  return {
    pending,
    /**
     * Queues a change and sends it now, or (`soon`) with the next change within {@link SEND_SOON_MS}:
     * which progress may wait is progress/progress-reporter.ts's to say, and how long progress-timing.ts's.
     */
    queue(patch: UserSettings, when: 'now' | 'soon' = 'now') {
      store(mergePatches(pending.value, patch));
      if (when === 'now') void flush();
      else if (soon === null)
        soon = deps.timers.setTimeout(() => {
          soon = null;
          void flush();
        }, SEND_SOON_MS);
    },
    flush,
    /**
     * The user signs out: what they changed and could not send yet is kept for them alone (never
     * sent with someone else's token) until they sign in again.
     */
    hold(userId: string | null) {
      cancelSoon();
      if (inFlight) inFlight.kept = null;
      const patch = pending.value;
      store(null);
      if (patch && userId !== null) holdFor(userId, patch);
    },
    /**
     * Sends a signed-out user's held changes with their own token (the last call of a sign-out);
     * what does not get through stays held for them.
     */
    async sendHeld(userId: string, options: CallOptions): Promise<void> {
      const all = held();
      const patch = all[userId];
      if (!patch) return;
      delete all[userId];
      writeHeld(all);
      await deps.send(patch, options).catch((error: unknown) => {
        if (isNetworkError(error)) putBack(userId, patch);
        else deps.log('Settings update rejected', error);
      });
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
