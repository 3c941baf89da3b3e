import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { describeHttpError } from '../../../src/core/api/http-problem';
import type { CatalogueDto, CatalogueItemDto, EditionFilesDto } from '../../../src/core/contract/api';
import type { ScreenLayout } from '../../../src/core/contract/screen-layout';
import { createCore } from '../../../src/core/core';
import { formatBytes } from '../../../src/core/offline/storage';
import { openEdition, storedSource, streamedSource } from '../../../src/core/player/edition-source';
import { byComposer, composersOf, foldText, matchesQuery } from '../../../src/core/works/catalogue-search';
import { createDownloadManager } from '../../../src/core/works/downloads/download-manager';
import { NO_DOWNLOADS } from '../../../src/core/works/downloads/download-state';
import { createWorks, workActions } from '../../../src/core/works/works';
import { FakeCacheStorage, fakeEdition, httpError } from '../support/downloads-fakes';
import { DEMO_USER, fakeEnvironment } from '../support/fake-environment';

const catalogueFile = JSON.parse(readFileSync('content/editions/catalogue.json', 'utf8')) as {
  editions: CatalogueItemDto[];
};
const entries = catalogueFile.editions;

function item(patch: Partial<CatalogueItemDto> = {}): CatalogueItemDto {
  return {
    ...entries[0]!,
    voices: ['soprano', 'alto', 'tenore', 'basso'],
    parts: 1,
    pages: 2,
    durationMs: 66_000,
    purchased: false,
    previewAvailable: true,
    downloadAvailable: false,
    ...patch,
  };
}

describe('catalogue search', () => {
  it('folds case and accents', () => {
    expect(foldText('Crüger Straße')).toBe('cruger strasse');
  });

  it('finds editions by title (both languages), composer, keyword and catalogue number', () => {
    const found = (query: string) => entries.filter((e) => matchesQuery(e, query)).map((e) => e.articleId);
    expect(found('nun danket')).toEqual(['10001']);
    expect(found('silent night')).toEqual(['10004']);
    expect(found('SILCHER')).toEqual(['10003']);
    expect(found('christmas CAROL')).toEqual(['10004']);
    expect(found('40.101/00')).toEqual(['10001']);
    expect(found('4010300')).toEqual(['10003']);
    expect(found('   ')).toHaveLength(entries.length);
    expect(found('lorelei heine')).toEqual(['10003']);
    expect(found('lorelei crüger')).toEqual([]);
  });

  it('filters by composer and lists the composers with their editions', () => {
    expect(entries.filter((e) => byComposer(e, 'johann cruger')).map((e) => e.articleId)).toEqual(['10001']);
    expect(entries.filter((e) => byComposer(e, '')).length).toBe(entries.length);
    const composers = composersOf(entries);
    expect(composers.find((c) => c.name === 'Johann Crüger')).toMatchObject({
      born: 1598,
      articleIds: ['10001'],
    });
    expect(new Set(composers.map((c) => c.name)).size).toBe(composers.length);
  });
});

describe('what the works list offers', () => {
  const options = { owned: false, downloadsSupported: true, now: Date.parse('2026-06-15T10:00:00Z') };

  it('offers open and download only to owners of a full edition', () => {
    expect(workActions(item(), NO_DOWNLOADS, options)).toMatchObject({ canOpen: false, canDownload: false });
    expect(workActions(item({ purchased: true }), NO_DOWNLOADS, options)).toMatchObject({
      purchased: true,
      canOpen: true,
      canDownload: true,
      downloaded: false,
    });
    expect(workActions(item({ previewOnly: true }), NO_DOWNLOADS, { ...options, owned: true })).toMatchObject(
      {
        canOpen: false,
        canDownload: false,
      },
    );
    expect(
      workActions(item({ purchased: true }), NO_DOWNLOADS, { ...options, downloadsSupported: false }),
    ).toMatchObject({ canDownload: false, canOpen: true });
  });

  it('knows a newer version, missing files and a just-purchased wait', () => {
    const local = { version: '1.0.0', completedAt: 1, bytes: 10, missing: [] };
    const owned = item({ purchased: true, latestVersion: '1.1.0' });
    expect(workActions(owned, { local, task: { phase: 'idle' } }, options)).toMatchObject({
      downloaded: true,
      localVersion: '1.0.0',
      newerVersion: '1.1.0',
    });
    expect(
      workActions(
        item({ purchased: true, latestVersion: '1.0.0' }),
        { local, task: { phase: 'idle' } },
        options,
      ),
    ).toMatchObject({ newerVersion: null });
    const broken = {
      local: { ...local, missing: ['audio/part0-full.m4a'] },
      task: { phase: 'idle' as const },
    };
    expect(workActions(owned, broken, options)).toMatchObject({ downloaded: false, missingFiles: true });
    const waiting = item({ purchased: true, availableAt: '2026-06-15T10:03:00Z' });
    expect(workActions(waiting, NO_DOWNLOADS, options).availableAt?.toISOString()).toBe(
      '2026-06-15T10:03:00.000Z',
    );
    expect(
      workActions(item({ availableAt: '2026-06-15T09:00:00Z' }), NO_DOWNLOADS, options).availableAt,
    ).toBeNull();
  });
});

describe('opening an edition for the player', () => {
  async function downloaded() {
    const server = fakeEdition();
    server.contents.set(
      'manifest.json',
      new TextEncoder().encode('{"articleId":"10001","version":"1.0.0","parts":[]}'),
    );
    const caches = new FakeCacheStorage();
    const manager = createDownloadManager(server.deps(caches));
    await manager.download(server.articleId);
    return { server, caches, manager };
  }

  const noApi = {
    list: async () => ({}) as CatalogueDto,
    item: async () => ({}) as CatalogueItemDto,
    stream: async (): Promise<EditionFilesDto> => {
      throw new TypeError('Failed to fetch');
    },
    layout: async (): Promise<ScreenLayout> => {
      throw new TypeError('Failed to fetch');
    },
  };

  it('reads a complete download from the device, also offline', async () => {
    const { manager, server } = await downloaded();
    const opened = await openEdition(
      {
        store: manager.store,
        api: noApi,
        fetch: server.fetch,
        isOnline: () => false,
        now: Date.now,
        log: () => undefined,
      },
      server.articleId,
      { owned: true },
    );
    expect(opened.kind).toBe('ready');
    if (opened.kind !== 'ready') return;
    expect(opened.source).toMatchObject({ offline: true, version: '1.0.0', preview: false });
    expect(opened.manifest.articleId).toBe('10001');
    expect(await opened.source.text('sync/part0.json')).toHaveLength(8_000);
  });

  it('reports missing files of a download instead of playing it', async () => {
    const { manager, server, caches } = await downloaded();
    const cache = [...caches.caches.entries()].find(([name]) => name.startsWith('choir-edition/'))![1];
    await cache.delete([...cache.entries.keys()].find((key) => key.endsWith('pages/p01.svg'))!);
    const opened = await openEdition(
      {
        store: manager.store,
        api: noApi,
        fetch: server.fetch,
        isOnline: () => true,
        now: Date.now,
        log: () => undefined,
      },
      server.articleId,
      { owned: true },
    );
    expect(opened).toEqual({ kind: 'missing-files', version: '1.0.0', missing: ['pages/p01.svg'] });
  });

  it('streams the full edition for owners and the preview for everybody else', async () => {
    const asked: [string, boolean][] = [];
    const api = {
      ...noApi,
      stream: async (articleId: string | null | undefined, preview: boolean): Promise<EditionFilesDto> => {
        asked.push([articleId!, preview]);
        return {
          articleId: articleId!,
          version: '1.1.0',
          preview,
          expiresAt: '2030-01-01T00:00:00Z',
          files: [{ path: 'manifest.json', url: 'https://api.test/m.json', size: 2, sha256: '' }],
        };
      },
    };
    const fetcher = (async () => new Response('{"articleId":"10003","parts":[]}')) as unknown as typeof fetch;
    const deps = {
      store: null,
      api,
      fetch: fetcher,
      isOnline: () => true,
      now: Date.now,
      log: () => undefined,
    };
    const full = await openEdition(deps, '10003', { owned: true });
    const preview = await openEdition(deps, '10003', { owned: false });
    const asPreview = await openEdition(deps, '10003', { owned: true, preview: true });
    expect(asked).toEqual([
      ['10003', false],
      ['10003', true],
      ['10003', true],
    ]);
    expect(full.kind === 'ready' && full.source).toMatchObject({
      offline: false,
      preview: false,
      version: '1.1.0',
    });
    expect(preview.kind === 'ready' && preview.source.preview).toBe(true);
    expect(asPreview.kind === 'ready' && asPreview.source.preview).toBe(true);
  });

  it('maps the server responses: wait after purchase, unknown, offline; a refused purchase falls back to the preview', async () => {
    const failingApi = (error: unknown) => ({
      ...noApi,
      stream: async (_id: string | null | undefined, preview: boolean): Promise<EditionFilesDto> => {
        if (preview && describeHttpError(error).status === 403)
          return { articleId: '1', version: '1', preview, expiresAt: '', files: [] };
        throw error;
      },
    });
    const open = (error: unknown, online = true) =>
      openEdition(
        {
          store: null,
          api: failingApi(error),
          fetch: fetch,
          isOnline: () => online,
          now: Date.now,
          log: () => undefined,
        },
        '10003',
        { owned: true },
      );
    expect(await open(httpError(404, { error: 'not-found' }))).toEqual({ kind: 'not-found' });
    // An address with a malformed id (typed, pasted or forged): no such edition, not a retryable failure.
    expect(await open(httpError(400, { error: 'bad-request' }))).toEqual({ kind: 'not-found' });
    expect(await open(new TypeError('Failed to fetch'))).toEqual({ kind: 'offline' });
    expect(await open(null, false)).toEqual({ kind: 'offline' });
    // 403 on the full edition: the preview is tried; its manifest is missing here, so it fails cleanly.
    expect((await open(httpError(403, { error: 'not-purchased' }))).kind).toBe('failed');
  });

  it('hands out object URLs for stored audio and takes them back', async () => {
    const { manager, server } = await downloaded();
    const record = (await manager.store!.readRecord(server.articleId))!;
    const created: string[] = [];
    const revoked: string[] = [];
    const urls = {
      createObjectURL: (blob: Blob) => {
        created.push(`blob:${blob.size}`);
        return `blob:${created.length}`;
      },
      revokeObjectURL: (url: string) => void revoked.push(url),
    };
    const source = storedSource(manager.store!, record, urls);
    const first = await source.mediaUrl('audio/part0-full.m4a');
    const second = await source.mediaUrl('audio/part0-full.m4a');
    expect(created).toEqual(['blob:120000', 'blob:120000']);
    source.release(first);
    expect(revoked).toEqual([first]);
    source.release();
    expect(revoked).toEqual([first, second]);
    await expect(source.text('nope.json')).rejects.toThrow('nope.json is not stored');
  });

  it('streams through the signed links and refuses unknown paths', async () => {
    const source = streamedSource(
      {
        articleId: '1',
        version: '1',
        preview: true,
        expiresAt: '',
        files: [{ path: 'a.json', url: 'https://x/a', size: 1, sha256: '' }],
      },
      (async () => new Response('', { status: 410 })) as unknown as typeof fetch,
    );
    expect(await source.mediaUrl('a.json')).toBe('https://x/a');
    await expect(source.text('a.json')).rejects.toThrow('410');
    await expect(source.mediaUrl('b.json')).rejects.toThrow('not stored');
  });

  it('renews the links shortly before they expire, once for calls at the same time', async () => {
    const links = (n: number, version = '1'): EditionFilesDto => ({
      articleId: '1',
      version,
      preview: false,
      expiresAt: new Date(n * 3_600_000).toISOString(),
      files: [{ path: 'a.m4a', url: `https://x/a?${n}`, size: 1, sha256: '' }],
    });
    let now = 0;
    let renewals = 0;
    const source = streamedSource(links(1), fetch, {
      renew: async () => links(1 + ++renewals),
      now: () => now,
    });
    expect(await source.mediaUrl('a.m4a')).toBe('https://x/a?1');
    now = 3_600_000 - 60_000; // a minute before the links run out
    const [first, second] = await Promise.all([source.mediaUrl('a.m4a'), source.mediaUrl('a.m4a')]);
    expect([first, second, renewals]).toEqual(['https://x/a?2', 'https://x/a?2', 1]);
    expect(await source.mediaUrl('a.m4a')).toBe('https://x/a?2');
  });

  it('keeps its links when the renewal brings another version', async () => {
    const source = streamedSource(
      {
        articleId: '1',
        version: '1',
        preview: false,
        expiresAt: new Date(0).toISOString(),
        files: [{ path: 'a.m4a', url: 'https://x/v1', size: 1, sha256: '' }],
      },
      fetch,
      {
        renew: async () => ({ articleId: '1', version: '2', preview: false, expiresAt: '', files: [] }),
        now: () => 1,
      },
    );
    expect(await source.mediaUrl('a.m4a')).toBe('https://x/v1');
  });
});

describe('the catalogue on the page', () => {
  const list: CatalogueDto = { editions: [item({ purchased: true })], composers: [], total: 1 };

  function withServer(respond: () => { status?: number; body?: unknown; networkError?: boolean }) {
    const fake = fakeEnvironment(({ url }) => (url.pathname === '/api/catalogue' ? respond() : undefined));
    const core = createCore(fake.env);
    core.auth.token.value = 'token';
    core.auth.user.value = DEMO_USER;
    const caches = new FakeCacheStorage();
    const works = createWorks(core, { downloads: { caches: caches.asCacheStorage() } });
    return { fake, core, works, caches };
  }

  it('loads with the bearer token and keeps a copy for offline use', async () => {
    const { fake, works, core, caches } = withServer(() => ({ body: list }));
    await works.load();
    expect(works.catalogue.value).toEqual(list);
    expect(works.origin.value).toBe('server');
    const request = fake.requests.find((r) => r.url.pathname === '/api/catalogue')!;
    expect(request.headers.get('authorization')).toBe('Bearer token');
    expect(request.headers.get('x-client-version')).toBeTruthy();
    // The copy is written after the list is shown.
    await vi.waitFor(() =>
      expect(caches.storedKeys().filter((key) => key.includes('/catalogue/'))).toHaveLength(1),
    );
    fake.setOnline(false);
    works.catalogue.value = null;
    await works.load();
    expect(works.catalogue.value).toEqual(list);
    expect(works.origin.value).toBe('device');
    expect(core.auth.isLoggedIn.value).toBe(true);
  });

  it('fails visibly when there is neither a server response nor a copy; a 401 ends the session', async () => {
    const { works, core } = withServer(() => ({ status: 401, body: { error: 'unauthorized', message: '' } }));
    await works.load();
    expect(works.failed.value).toBe(true);
    expect(core.auth.token.value).toBeNull();
  });
});

describe('helpers', () => {
  it('formats byte counts in the interface language', () => {
    expect(formatBytes(1_234_567, 'de')).toBe('1,2 MB');
    expect(formatBytes(1_234_567, 'en')).toBe('1.2 MB');
    expect(formatBytes(350_000, 'de')).toBe('350 KB');
    expect(formatBytes(999, 'de')).toBe('999 B');
    expect(formatBytes(-1, 'de')).toBe('');
  });

  it('reads status, code and Retry-After of an API error', () => {
    expect(describeHttpError(httpError(409, { error: 'not-available-yet' }, '30'))).toEqual({
      network: false,
      status: 409,
      code: 'not-available-yet',
      retryAfterSeconds: 30,
    });
    expect(describeHttpError({ response: undefined })).toEqual({ network: true });
    expect(describeHttpError(new TypeError('Failed to fetch'))).toEqual({ network: true });
    expect(describeHttpError(new Error('x'))).toEqual({ network: false });
  });
});
