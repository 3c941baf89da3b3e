import { describe, expect, it } from 'vitest';
import type { CallOptions } from '../../../src/core/api/endpoints';
import type { UserSettings } from '../../../src/core/contract/api';
import { SEND_SOON_MS } from '../../../src/core/progress/progress-timing';
import { createPersistence, memoryStorage, STORAGE_KEYS } from '../../../src/core/store/persistence';
import { createSettingsSync } from '../../../src/core/store/settings-sync';

/** An outbox with a hand-driven clock; every send succeeds at once. */
function outbox() {
  const storage = memoryStorage();
  const persistence = createPersistence(storage, () => undefined);
  const state = { online: true, now: 0 };
  const timers: { at: number; run: () => void }[] = [];
  const sent: { patch: UserSettings; options: CallOptions | undefined }[] = [];
  const sync = createSettingsSync({
    persistence,
    send: async (patch, options) => void sent.push({ patch, options }),
    canSend: () => state.online,
    owner: () => 'anna',
    log: () => undefined,
    timers: {
      setTimeout: (run, ms) => {
        const timer = { at: state.now + ms, run };
        timers.push(timer);
        return timer;
      },
      clearTimeout: (timer) => void timers.splice(timers.indexOf(timer as (typeof timers)[number]), 1),
    },
  });
  /** Moves the clock on, running the timers that fall due. */
  async function wait(ms: number) {
    state.now += ms;
    for (const timer of timers.filter((t) => t.at <= state.now)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const stored = () => persistence.read<UserSettings | null>(STORAGE_KEYS.pendingSettings, null);
  return { sync, state, sent, wait, stored };
}

const watched = (progress: number): UserSettings => ({
  learnElementMetadata: [{ learnElementId: 14, learnElementProgress: progress, maxProgress: progress }],
});

describe('progress reported while a video plays', () => {
  it('goes to the server as one PATCH per half minute, not one per report, and is stored at once', async () => {
    const { sync, sent, wait, stored } = outbox();
    // A minute of playback: a report every 5 s.
    for (let second = 5; second <= 25; second += 5) {
      sync.queue(watched(second), 'soon');
      expect(stored()?.learnElementMetadata?.[0]?.learnElementProgress).toBe(second);
      await wait(5000);
    }
    expect(sent).toHaveLength(0);
    await wait(SEND_SOON_MS - 25_000);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.patch.learnElementMetadata?.[0]?.learnElementProgress).toBe(25);
    expect(stored()).toBe(null);
    // The next half minute starts with the next report.
    for (let second = 30; second <= 60; second += 5) {
      sync.queue(watched(second), 'soon');
      await wait(5000);
    }
    expect(sent).toHaveLength(2);
  });

  it('goes at once with the next change sent now (a pause), and the timer then sends nothing more', async () => {
    const { sync, sent, wait } = outbox();
    sync.queue(watched(10), 'soon');
    await wait(5000);
    sync.queue(watched(12));
    await wait(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.patch.learnElementMetadata?.[0]?.learnElementProgress).toBe(12);
    await wait(SEND_SOON_MS);
    expect(sent).toHaveLength(1);
  });

  it('is sent with keepalive when the page is hidden or left', async () => {
    const { sync, sent, wait } = outbox();
    sync.queue(watched(40), 'soon');
    await sync.flush({ leaving: true });
    expect(sent).toEqual([{ patch: watched(40), options: { keepalive: true } }]);
    await wait(SEND_SOON_MS);
    expect(sent).toHaveLength(1);
  });

  it('offline, stays in the outbox until the connection is back', async () => {
    const { sync, state, sent, wait, stored } = outbox();
    state.online = false;
    sync.queue(watched(50), 'soon');
    await wait(SEND_SOON_MS);
    expect(sent).toHaveLength(0);
    expect(stored()).toEqual(watched(50));
    state.online = true;
    await sync.flush();
    expect(sent.map((s) => s.patch)).toEqual([watched(50)]);
  });
});
