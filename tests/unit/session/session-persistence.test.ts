import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../src/core/store/persistence';
import { signedIn, signIn } from '../support/session-fakes';

describe('persistence writes only the listed changes (requirements R4.17)', () => {
  it('writes nothing for volume, toast, alert, topics or options', async () => {
    const { fake, core } = await signedIn();
    fake.writes.length = 0;
    core.auth.currentVolume.value = 40;
    core.ui.showToast('hello');
    core.ui.showAlert({ title: 't', text: 'x' });
    core.ui.optionsOpen.value = true;
    await core.loadTopics({ force: true });
    expect(fake.writes).toEqual([]);
  });

  it('writes settings, progress and current element, player settings and purchases under their keys', async () => {
    const { fake, core } = await signedIn();
    fake.writes.length = 0;
    core.session.updateSettings({ showHighlighter: false });
    expect(fake.writes).toContain(STORAGE_KEYS.settings);
    core.session.reportProgress(12, 55);
    expect(fake.writes).toEqual(
      expect.arrayContaining([STORAGE_KEYS.learnElementMetadata, STORAGE_KEYS.currentLearnElement]),
    );
    core.playerSettings.update('10001', { lookaheadMilliseconds: 800 });
    expect(JSON.parse(fake.storage.getItem(STORAGE_KEYS.playerSettings)!)['10001']).toMatchObject({
      lookaheadMilliseconds: 800,
      preferredVoice: '',
      showHighlighter: true,
      lastOpened: { ts: 0, part: 0, page: 0 },
    });
    core.topics.setFilteredList([11, 12]);
    expect(fake.storage.getItem(STORAGE_KEYS.filteredList)).toBe('[11,12]');
    core.markActive();
    expect(fake.storage.getItem(STORAGE_KEYS.active)).toBe('true');
  });
});

describe('settings and progress sync', () => {
  it('queues progress while offline and sends it when back online', async () => {
    const { fake, core } = await signedIn();
    fake.setOnline(false);
    core.session.reportProgress(21, 30);
    core.session.reportProgress(21, 90);
    core.session.reportProgress(21, 50);
    await core.sync.flush();
    expect(fake.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
    // Stamped with this device's time (the server keeps its own).
    expect(JSON.parse(fake.storage.getItem(STORAGE_KEYS.pendingSettings)!).learnElementMetadata).toEqual([
      { learnElementId: 21, learnElementProgress: 50, maxProgress: 90, updatedAt: expect.any(String) },
    ]);
    fake.setOnline(true);
    await core.sync.flush();
    const patches = fake.requests.filter((r) => r.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(patches[0]!.body).toEqual({
      learnElementMetadata: [
        { learnElementId: 21, learnElementProgress: 50, maxProgress: 90, updatedAt: expect.any(String) },
      ],
    });
    expect(fake.storage.getItem(STORAGE_KEYS.pendingSettings)).toBeNull();
  });

  it('keeps the queued patch when the connection drops during sending', async () => {
    let down = false;
    const { fake, core } = await signedIn((request) =>
      down && request.method === 'PATCH' ? { networkError: true } : signIn(request),
    );
    down = true;
    core.session.updateSettings({ preferredVoice: 'alto' });
    await core.sync.flush();
    expect(core.sync.pending.value).toMatchObject({ preferredVoice: 'alto' });
    down = false;
    await core.sync.flush();
    expect(core.sync.pending.value).toBeNull();
    expect(fake.requests.filter((r) => r.method === 'PATCH').at(-1)!.body).toEqual({
      preferredVoice: 'alto',
    });
  });
});
