import { effect } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { createDownloadManager } from '../../../../src/core/works/downloads/download-manager';
import type { DownloadEvent, DownloadTask } from '../../../../src/core/works/downloads/download-state';
import { editionCacheName, RECORDS_CACHE } from '../../../../src/core/works/downloads/edition-store';
import { FakeCacheStorage, fakeEdition, httpError } from '../../support/downloads-fakes';

function setup(options: { storage?: { usage: number; quota: number } } = {}) {
  const server = fakeEdition();
  const caches = new FakeCacheStorage();
  const manager = createDownloadManager(server.deps(caches, options.storage));
  const tasks: DownloadTask[] = [];
  const events: DownloadEvent[] = [];
  effect(() => {
    tasks.push(manager.stateOf(server.articleId).task);
  });
  manager.onEvent((event) => events.push(event));
  const record = () => manager.store!.readRecord(server.articleId);
  const stored = () => manager.store!.storedPaths(server.articleId, '1.0.0');
  return { server, caches, manager, tasks, events, record, stored, id: server.articleId };
}

describe('a download', () => {
  it('goes preparing -> downloading (bytes) -> done and stores every verified file', async () => {
    const { server, manager, tasks, events, record, stored, id } = setup();
    await manager.download(id);
    const phases = tasks.map((t) => t.phase);
    expect(phases[0]).toBe('idle');
    expect(phases[1]).toBe('preparing');
    expect(phases).toContain('downloading');
    expect(phases.at(-1)).toBe('idle');
    const progress = tasks.filter((t) => t.phase === 'downloading');
    const done = progress.map((t) => t.bytesDone);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(progress.at(-1)).toMatchObject({
      bytesDone: server.totalBytes(),
      bytesTotal: server.totalBytes(),
    });
    expect(progress.at(-1)).toMatchObject({ filesDone: 4, filesTotal: 4 });
    expect(manager.stateOf(id).local).toMatchObject({
      version: '1.0.0',
      bytes: server.totalBytes(),
      missing: [],
    });
    expect(await record()).toMatchObject({ articleId: id, version: '1.0.0' });
    expect([...(await stored())].sort()).toEqual([...server.paths].sort());
    expect(await manager.store!.readPartial(id)).toBeNull();
    expect(events).toEqual([{ articleId: id, version: '1.0.0', status: 'complete' }]);
    const audio = await manager.store!.readFile(id, '1.0.0', 'audio/part0-full.m4a');
    expect(audio!.headers.get('content-type')).toBe('audio/mp4');
    expect(new Uint8Array(await audio!.arrayBuffer())).toEqual(server.contents.get('audio/part0-full.m4a'));
  });

  it('never writes the completion record before the last file is stored', async () => {
    const { server, caches, manager, id } = setup();
    const seen: boolean[] = [];
    caches.putFault = (key) => {
      if (key.includes('/editions/'))
        seen.push(caches.storedKeys(RECORDS_CACHE).some((k) => k.includes('/records/')));
      return undefined;
    };
    await manager.download(id);
    expect(seen).toHaveLength(server.paths.length);
    expect(seen.every((recordExisted) => !recordExisted)).toBe(true);
    expect(caches.storedKeys(RECORDS_CACHE).some((k) => k.includes('/records/'))).toBe(true);
  });

  it('runs once at a time per edition', async () => {
    const { server, manager, id } = setup();
    await Promise.all([manager.download(id), manager.download(id)]);
    expect(server.manifests).toBe(1);
  });
});

describe('an interrupted download', () => {
  it('keeps the verified files, is not complete, and resumes with the same manifest (not counted again)', async () => {
    const { server, manager, record, stored, events, id } = setup();
    server.fault('sync/part0.json', { kind: 'drop', afterBytes: 1000 });
    await manager.download(id);
    expect(manager.stateOf(id).task).toMatchObject({ phase: 'failed', problem: { kind: 'interrupted' } });
    expect(events.at(-1)).toMatchObject({ status: 'failed', problem: { kind: 'interrupted' } });
    expect(await record()).toBeNull();
    expect(manager.stateOf(id).local).toBeNull();
    expect((await stored()).has('sync/part0.json')).toBe(false);
    expect((await stored()).size).toBe(3);

    server.fetched.length = 0;
    await manager.download(id);
    expect(server.manifests).toBe(1);
    expect(server.fetched).toEqual(['sync/part0.json']);
    expect(await record()).toMatchObject({ version: '1.0.0' });
    expect(manager.stateOf(id).task.phase).toBe('idle');
  });

  it('is found again after a reload and shown with the bytes already there', async () => {
    const { server, caches, manager, id } = setup();
    server.fault('audio/part0-full.m4a', { kind: 'drop', afterBytes: 5000 });
    await manager.download(id);
    const reloaded = createDownloadManager(server.deps(caches));
    await reloaded.refresh();
    const task = reloaded.stateOf(id).task;
    expect(task).toMatchObject({ phase: 'failed', problem: { kind: 'interrupted' }, version: '1.0.0' });
    const kept = await reloaded.store!.storedPaths(id, '1.0.0');
    expect(kept.has('audio/part0-full.m4a')).toBe(false);
    const keptBytes = [...kept].reduce((total, path) => total + server.contents.get(path)!.byteLength, 0);
    expect(keptBytes).toBeGreaterThan(0);
    expect(task.phase === 'failed' && task.bytesDone).toBe(keptBytes);
    expect(task.phase === 'failed' && task.bytesTotal).toBe(server.totalBytes());
    expect(reloaded.stateOf(id).local).toBeNull();
    await reloaded.download(id);
    expect(reloaded.stateOf(id).local?.version).toBe('1.0.0');
  });

  it('gets a new manifest when the stored links have expired or are refused', async () => {
    const { server, manager, record, id } = setup();
    server.fault('pages/p01.svg', { kind: 'drop', afterBytes: 10 });
    await manager.download(id);
    server.advance(2 * 60 * 60_000); // the links of the first manifest have expired
    await manager.download(id);
    expect(server.manifests).toBe(2);
    expect(await record()).not.toBeNull();

    const second = setup();
    second.server.fault('pages/p01.svg', { kind: 'drop', afterBytes: 10 });
    await second.manager.download(second.id);
    second.server.fault('pages/p01.svg', { kind: 'status', status: 403 });
    await second.manager.download(second.id);
    expect(second.server.manifests).toBe(2);
    expect(await second.record()).not.toBeNull();
  });

  it('resumes by itself when the connection returns', async () => {
    const { server, manager, id } = setup();
    server.fault('sync/part0.json', { kind: 'drop', afterBytes: 100 });
    await manager.download(id);
    await manager.resumeInterrupted();
    expect(manager.stateOf(id).local?.version).toBe('1.0.0');
  });
});

describe('checks', () => {
  it('fetches a file again once when its hash does not match', async () => {
    const { server, manager, record, id } = setup();
    server.fault('pages/p01.svg', { kind: 'corrupt' }, 1);
    await manager.download(id);
    expect(server.fetched.filter((p) => p === 'pages/p01.svg')).toHaveLength(2);
    expect(await record()).not.toBeNull();
  });

  it('reports "incomplete" and stores nothing of a file that keeps arriving damaged', async () => {
    const { server, manager, record, stored, id } = setup();
    server.fault('pages/p01.svg', { kind: 'corrupt' }, -1);
    await manager.download(id);
    expect(manager.stateOf(id).task).toMatchObject({ phase: 'failed', problem: { kind: 'incomplete' } });
    expect((await stored()).has('pages/p01.svg')).toBe(false);
    expect(await record()).toBeNull();
  });

  it('detects files deleted after the download and downloads only those again', async () => {
    const { server, caches, manager, id } = setup();
    await manager.download(id);
    const cache = await caches.open(editionCacheName(id, '1.0.0'));
    const victim = [...cache.entries.keys()].find((key) => key.endsWith('audio/part0-full.m4a'))!;
    await cache.delete(victim);
    await manager.refresh();
    expect(manager.stateOf(id).local).toMatchObject({ version: '1.0.0', missing: ['audio/part0-full.m4a'] });
    server.fetched.length = 0;
    await manager.download(id);
    expect(server.fetched).toEqual(['audio/part0-full.m4a']);
    expect(manager.stateOf(id).local?.missing).toEqual([]);
  });
});

describe('errors of the server and the device', () => {
  it('says "not available yet" with the wait after a purchase', async () => {
    const { server, manager, id } = setup();
    server.failManifest(httpError(409, { error: 'not-available-yet', message: '' }, '42'));
    await manager.download(id);
    expect(manager.stateOf(id).task).toMatchObject({
      phase: 'failed',
      problem: { kind: 'not-available-yet', retryAfterSeconds: 42 },
    });
  });

  it('says "download not possible" when the limit is reached or links are refused', async () => {
    const limit = setup();
    limit.server.failManifest(httpError(410, { error: 'download-limit-reached', message: '' }));
    await limit.manager.download(limit.id);
    expect(limit.manager.stateOf(limit.id).task).toMatchObject({ problem: { kind: 'not-possible' } });

    const refused = setup();
    refused.server.fault('manifest.json', { kind: 'status', status: 403 }, -1);
    await refused.manager.download(refused.id);
    expect(refused.manager.stateOf(refused.id).task).toMatchObject({ problem: { kind: 'not-possible' } });
    expect(await refused.record()).toBeNull();
  });

  it('refuses to start without enough space, with usage and quota; the retry is not counted again', async () => {
    const storage = { usage: 9_950_000, quota: 10_000_000 };
    const { server, manager, record, id } = setup({ storage });
    await manager.download(id);
    expect(manager.stateOf(id).task).toMatchObject({
      phase: 'failed',
      problem: { kind: 'storage', usage: 9_950_000, quota: 10_000_000 },
    });
    expect(server.fetched).toEqual([]);
    storage.usage = 1_000;
    manager.dismiss(id);
    await manager.download(id);
    expect(await record()).not.toBeNull();
    expect(server.manifests).toBe(1);
  });

  it('stops with the storage problem when the browser refuses to store (QuotaExceededError)', async () => {
    const { caches, manager, record, id } = setup({ storage: { usage: 1000, quota: 1_000_000_000 } });
    caches.putFault = (key) =>
      key.includes('audio')
        ? new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        : undefined;
    await manager.download(id);
    expect(manager.stateOf(id).task).toMatchObject({
      phase: 'failed',
      problem: { kind: 'storage', usage: 1000, quota: 1_000_000_000 },
    });
    expect(await record()).toBeNull();
  });

  it('says "offline" without a connection', async () => {
    const { server, manager, id } = setup();
    server.setOnline(false);
    await manager.download(id);
    expect(manager.stateOf(id).task).toMatchObject({ problem: { kind: 'offline' } });
  });

  it('dismisses a shown failure but keeps an interrupted download to resume', async () => {
    const { server, manager, id } = setup();
    server.failManifest(httpError(410, { error: 'download-limit-reached', message: '' }));
    await manager.download(id);
    manager.dismiss(id);
    expect(manager.stateOf(id).task.phase).toBe('idle');
  });
});

describe('versions', () => {
  it('keeps the old version until the new one is complete, then removes it', async () => {
    const { server, caches, manager, id } = setup();
    await manager.download(id);
    server.publish('1.1.0');
    server.fault('audio/part0-full.m4a', { kind: 'drop', afterBytes: 10 });
    await manager.download(id);
    expect(manager.stateOf(id).local?.version).toBe('1.0.0');
    expect(await caches.has(editionCacheName(id, '1.0.0'))).toBe(true);
    expect(manager.stateOf(id).task).toMatchObject({ phase: 'failed', version: '1.1.0' });
    await manager.download(id);
    expect(manager.stateOf(id).local?.version).toBe('1.1.0');
    expect(await caches.has(editionCacheName(id, '1.0.0'))).toBe(false);
    expect((await manager.store!.readRecord(id))?.version).toBe('1.1.0');
  });

  it('removes a download with all its versions', async () => {
    const { caches, manager, record, id } = setup();
    await manager.download(id);
    await manager.remove(id);
    expect(await record()).toBeNull();
    expect(await caches.has(editionCacheName(id, '1.0.0'))).toBe(false);
    expect(manager.stateOf(id).local).toBeNull();
  });
});

describe('without Cache Storage', () => {
  it('offers no downloads', async () => {
    const server = fakeEdition();
    const manager = createDownloadManager({ ...server.deps(new FakeCacheStorage()), caches: undefined });
    expect(manager.supported).toBe(false);
    await manager.refresh();
    await manager.download(server.articleId);
    expect(manager.stateOf(server.articleId).task).toMatchObject({ problem: { kind: 'failed' } });
  });
});

describe('downloads belong to the account that stored them', () => {
  function twoAccounts() {
    const server = fakeEdition();
    const caches = new FakeCacheStorage();
    let owner: string | null = 'user-a';
    const manager = createDownloadManager({ ...server.deps(caches), owner: () => owner });
    return { server, caches, manager, id: server.articleId, signIn: (next: string | null) => (owner = next) };
  }

  it('another account (or nobody) neither lists nor opens them', async () => {
    const { manager, id, signIn } = twoAccounts();
    await manager.download(id);
    signIn('user-b');
    await manager.refresh();
    expect(manager.stateOf(id).local).toBeNull();
    expect(await manager.store!.readRecord(id)).toBeNull();
    expect(await manager.store!.listRecords()).toEqual([]);
    signIn(null);
    await manager.refresh();
    expect(manager.states.value).toEqual({});
    signIn('user-a');
    await manager.refresh();
    expect(manager.stateOf(id).local).toMatchObject({ version: '1.0.0', missing: [] });
  });

  it("removing one account's download keeps the files another account's record lists", async () => {
    const { caches, manager, id, signIn } = twoAccounts();
    await manager.download(id);
    signIn('user-b');
    await manager.download(id);
    await manager.remove(id);
    expect(await caches.has(editionCacheName(id, '1.0.0'))).toBe(true);
    signIn('user-a');
    await manager.refresh();
    expect(manager.stateOf(id).local).toMatchObject({ version: '1.0.0', missing: [] });
    await manager.remove(id);
    expect(await caches.has(editionCacheName(id, '1.0.0'))).toBe(false);
  });

  it('nobody signed in cannot download', async () => {
    const { manager, id, signIn } = twoAccounts();
    signIn(null);
    await manager.download(id);
    expect(manager.stateOf(id).task).toMatchObject({ phase: 'failed', problem: { kind: 'not-purchased' } });
  });
});
