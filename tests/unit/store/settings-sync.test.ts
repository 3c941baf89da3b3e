import { FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import type { UserSettings } from '../../../src/core/contract/api';
import { createPersistence, memoryStorage, STORAGE_KEYS } from '../../../src/core/store/persistence';
import { createSettingsSync } from '../../../src/core/store/settings-sync';

/** An outbox whose sends the test settles one by one; `user` is who is signed in. */
function outbox(storage = memoryStorage()) {
  const state = { user: 'anna' as string | null };
  const sent: {
    user: string | null;
    patch: UserSettings;
    fail: (error: unknown) => void;
    done: (value: unknown) => void;
  }[] = [];
  const sync = createSettingsSync({
    persistence: createPersistence(storage, () => undefined),
    send: (patch) =>
      new Promise((resolve, reject) => {
        sent.push({ user: state.user, patch, fail: reject, done: resolve });
        if (state.user !== 'anna') resolve({});
      }),
    canSend: () => state.user !== null,
    owner: () => state.user,
    log: () => undefined,
    timers: { setTimeout, clearTimeout: (handle) => clearTimeout(handle as number) },
  });
  return { sync, state, sent, storage };
}

const connectionLost = () =>
  new FetchError('[PATCH] "/api/auth/usersettings": <no response> Failed to fetch');

describe('settings outbox on a shared device', () => {
  it('a patch that fails after its user signed out is held for that user, never sent for the next one', async () => {
    const { sync, state, sent, storage } = outbox();
    sync.queue({ preferredVoice: 'alto' });
    expect(sent).toHaveLength(1);

    // Anna signs out while her patch is on its way; Ben signs in.
    sync.hold('anna');
    state.user = 'ben';
    sent[0]!.fail(connectionLost());
    await new Promise((resolve) => setTimeout(resolve, 0));

    sync.queue({ showHighlighter: false });
    await sync.flush();
    expect(sent.filter((call) => call.user === 'ben').map((call) => call.patch)).toEqual([
      { showHighlighter: false },
    ]);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.heldSettings)!)).toEqual({
      anna: { preferredVoice: 'alto' },
    });

    // Anna signs in again: her change goes out for her.
    sync.hold('ben');
    state.user = 'anna';
    expect(sync.release('anna')).toEqual({ preferredVoice: 'alto' });
    expect(sync.pending.value).toEqual({ preferredVoice: 'alto' });
  });

  it('the next user does not wait for the previous user’s patch that hangs', async () => {
    const { sync, state, sent } = outbox();
    sync.queue({ preferredVoice: 'alto' });
    sync.hold('anna');
    state.user = 'ben';
    sync.queue({ preferredVoice: 'basso' });
    await sync.flush();
    expect(sent.map((call) => [call.user, call.patch])).toEqual([
      ['anna', { preferredVoice: 'alto' }],
      ['ben', { preferredVoice: 'basso' }],
    ]);
  });
});

describe('settings outbox over a reload', () => {
  it('a patch still on its way when the page is left is queued again on the next page, once', async () => {
    const first = outbox();
    first.storage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 'anna' }));
    first.sync.queue({ library: [231] });
    expect(first.sent).toHaveLength(1);
    // The page goes before the server answers: its request dies with it.
    const next = outbox(first.storage);
    expect(next.sync.pending.value).toEqual({ library: [231] });
    const flushed = next.sync.flush();
    expect(next.sent.map((call) => call.patch)).toEqual([{ library: [231] }]);

    // Once the server took it, a later page has nothing to send again.
    for (const call of next.sent) call.done({});
    await flushed;
    expect(outbox(first.storage).sync.pending.value).toBeNull();
  });

  it('a patch on its way when its user signs out is not queued for the next user', () => {
    const first = outbox();
    first.sync.queue({ preferredVoice: 'alto' });
    first.sync.hold('anna');
    first.state.user = 'ben';
    first.sync.queue({ showHighlighter: false });
    // Ben's page is reloaded while both patches are on their way: only his own is sent again.
    expect(outbox(first.storage).sync.pending.value).toEqual({ showHighlighter: false });
  });
});
