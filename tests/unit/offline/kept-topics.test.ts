import { describe, expect, it } from 'vitest';
import type { ExampleDto } from '../../../src/core/contract/api';
import type { Core } from '../../../src/core/core';
import { createKeptTopics } from '../../../src/core/offline/kept-topics';
import { FakeCacheStorage, fakeEdition } from '../support/downloads-fakes';

/** A topic (id 3) whose musical example 132 uses the fake server's files; `owner` is who is signed in. */
function setup() {
  const server = fakeEdition({ articleId: '3' });
  const caches = new FakeCacheStorage();
  const account = { id: 'user-a' as string | null };
  const asked: unknown[] = [];
  const example: ExampleDto = {
    learnElementId: 132,
    id: 'ex',
    title: { de: 'B', en: 'E' },
    description: { de: '', en: '' },
    timeSignature: '3/4',
    bpm: 80,
    durationMs: 9000,
    score: { src: 'pages/p01.svg', width: 10, height: 5 },
    sync: 'sync/part0.json',
    audio: { src: 'audio/part0-full.m4a', type: 'audio/mp4' },
  };
  const request = (async (path: string, options?: { query?: unknown }) => {
    asked.push({ path, query: options?.query });
    const manifest = server.deps(caches).getManifest('3');
    const { expiresAt, files, version } = await manifest;
    return {
      topicId: 3,
      version,
      quality: 360,
      expiresAt,
      files,
      lessons: [{ learnElementId: 132, example }],
    };
  }) as unknown as Core['request'];
  const core = {
    request,
    auth: {
      user: {
        get value() {
          return account.id ? { id: account.id } : null;
        },
      },
    },
    env: { isOnline: () => true, now: Date.now, log: () => undefined },
    onLoggedOut: () => () => undefined,
  } as unknown as Parameters<typeof createKeptTopics>[0];
  const { getManifest: _server, ...deps } = server.deps(caches);
  const kept = createKeptTopics(core, { ...deps, owner: () => account.id });
  return { kept, caches, asked, account, server };
}

describe('kept topics', () => {
  it('stores every file verified under its own cache names and gives the player object URLs', async () => {
    const { kept, caches, asked } = setup();
    await kept.keep(3, 720);
    expect(asked).toEqual([{ path: '/topics/3/offline', query: { quality: 720 } }]);
    expect(kept.downloads.stateOf('3').local).toMatchObject({ missing: [] });
    expect([...caches.caches.keys()].some((name) => name.startsWith('choir-topic/v1/3/'))).toBe(true);
    expect([...caches.caches.keys()].some((name) => name.startsWith('choir-edition/'))).toBe(false);
    const media = await kept.example(132);
    expect(media?.value.audio.src).toMatch(/^blob:/);
    expect(media?.value.score).toMatchObject({ width: 10, src: expect.stringMatching(/^blob:/) });
    media?.release();
    expect(await kept.example(999)).toBeNull();
    expect(await kept.video(132, 'de')).toBeNull();
  });

  it('keeps no file whose bytes do not match its sha256: the topic is not kept, the player gets nothing from it', async () => {
    const { kept, caches, server } = setup();
    server.fault('audio/part0-full.m4a', { kind: 'corrupt' }, -1);
    await kept.keep(3);
    expect(kept.downloads.stateOf('3').task).toMatchObject({
      phase: 'failed',
      problem: { kind: 'incomplete' },
    });
    expect(kept.downloads.stateOf('3').local).toBeNull();
    expect(await kept.example(132)).toBeNull();
    const stored = await Promise.all(
      [...caches.caches.keys()].map(async (name) => [...(await caches.open(name)).entries.keys()]),
    );
    expect(stored.flat().filter((url) => url.endsWith('audio/part0-full.m4a'))).toEqual([]);
  });

  it('belong to the account that kept them, and freeing removes them', async () => {
    const { kept, caches, account } = setup();
    await kept.keep(3);
    account.id = 'user-b';
    expect(await kept.example(132)).toBeNull();
    await kept.downloads.refresh();
    expect(kept.downloads.stateOf('3').local).toBeNull();
    account.id = 'user-a';
    await kept.free(3);
    expect(await kept.example(132)).toBeNull();
    expect([...caches.caches.keys()].some((name) => name.startsWith('choir-topic/'))).toBe(false);
  });
});
