import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CatalogueItemDto } from '../../../src/core/contract/api';
import { type ArticleDownloads, NO_DOWNLOADS } from '../../../src/core/works/downloads/download-state';
import {
  cardButtons,
  cardStatus,
  composerLine,
  defaultView,
  editionsShown,
  nothingOwned,
  openStep,
  problemNeedsDialog,
  retryDownloadAfterReload,
} from '../../../src/core/works/edition-actions';
import { workActions } from '../../../src/core/works/works';

const entries = (
  JSON.parse(readFileSync('content/editions/catalogue.json', 'utf8')) as { editions: CatalogueItemDto[] }
).editions.map((e) => ({ ...e, purchased: false, downloadAvailable: false }) as CatalogueItemDto);
const first = entries[0]!;
const item = (patch: Partial<CatalogueItemDto> = {}) => ({ ...first, ...patch });
const NOW = Date.parse('2026-05-01T10:00:00Z');
const options = { owned: false, downloadsSupported: true, now: NOW };
const local = (version: string, missing: string[] = []) => ({
  version,
  completedAt: NOW,
  bytes: 2048,
  missing,
});
const ids = (list: CatalogueItemDto[]) => list.map((e) => e.articleId);

describe('which editions the works list shows', () => {
  const bought = entries.map((e) => (e.articleId === '10003' ? { ...e, purchased: true } : e));

  it('starts on "My works" only for a signed-in user who owns an edition', () => {
    expect(defaultView(true, bought)).toBe('mine');
    expect(defaultView(false, bought)).toBe('all');
    expect(defaultView(true, entries)).toBe('all');
  });

  it('filters by search, composer and view; purchases the catalogue does not mark yet count as owned', () => {
    const filter = { query: '', composer: '', view: 'mine' as const, owned: [{ articleId: '10001' }] };
    expect(ids(editionsShown(bought, filter))).toEqual(['10001', '10003']);
    expect(ids(editionsShown(bought, { ...filter, view: 'all' }))).toHaveLength(entries.length);
    expect(ids(editionsShown(bought, { ...filter, view: 'all', query: 'silent night' }))).toEqual(['10004']);
    expect(ids(editionsShown(bought, { ...filter, composer: 'Friedrich Silcher' }))).toEqual(['10003']);
  });

  it('says "nothing owned" only when neither search nor composer narrows "My works"', () => {
    const filter = { query: '', composer: '', view: 'mine' as const, owned: [] };
    expect(nothingOwned(filter)).toBe(true);
    expect(nothingOwned({ ...filter, query: 'x' })).toBe(false);
    expect(nothingOwned({ ...filter, view: 'all' })).toBe(false);
  });

  it("writes the composers line with years and roles in the reader's language", () => {
    expect(composerLine(first, 'en')).toBe(
      'Johann Crüger (1598–1662), Tune · Martin Rinkart (1586–1649), Words',
    );
    expect(composerLine(first, 'de')).toContain('Johann Crüger (1598–1662), Melodie');
  });

  it('writes a living composer, one known by the year of death, and one without years', () => {
    const item = {
      ...first,
      composers: [
        { name: 'Bob Chilcott', born: 1955 },
        { name: 'Heinrich Isaac', died: 1517 },
        { name: 'Traditional' },
      ],
    };
    expect(composerLine(item, 'en')).toBe('Bob Chilcott (1955–) · Heinrich Isaac (–1517) · Traditional');
  });
});

describe('what an edition card offers', () => {
  const stateOf = (downloads: ArticleDownloads, patch: Partial<CatalogueItemDto> = {}, signedIn = true) => {
    const edition = item(patch);
    const can = workActions(edition, downloads, options);
    return {
      status: cardStatus(can, downloads),
      buttons: cardButtons(edition, can, downloads.task, signedIn),
    };
  };

  it('offers preview, purchase and redeem to someone who does not own the edition', () => {
    expect(stateOf(NO_DOWNLOADS)).toEqual({
      status: { kind: 'none' },
      buttons: {
        open: false,
        download: false,
        downloadVersion: null,
        preview: true,
        previewPrimary: false,
        purchase: true,
        redeem: true,
      },
    });
    expect(stateOf(NO_DOWNLOADS, {}, false).buttons.redeem).toBe(false);
    expect(stateOf(NO_DOWNLOADS, { previewOnly: true }).buttons.redeem).toBe(false);
  });

  it('offers open and download to the owner; an owned preview-only edition opens its preview first', () => {
    expect(stateOf(NO_DOWNLOADS, { purchased: true }).buttons).toMatchObject({
      open: true,
      download: true,
      preview: false,
      purchase: false,
      redeem: false,
    });
    expect(stateOf(NO_DOWNLOADS, { purchased: true, previewOnly: true }).buttons).toMatchObject({
      open: false,
      download: false,
      preview: true,
      previewPrimary: true,
    });
  });

  it('shows progress and hides the download button while a download runs', () => {
    const running: ArticleDownloads = {
      local: null,
      task: {
        phase: 'downloading',
        version: '1.1.0',
        bytesDone: 10,
        bytesTotal: 40,
        filesDone: 1,
        filesTotal: 4,
      },
    };
    expect(stateOf(running, { purchased: true })).toMatchObject({
      status: { kind: 'downloading', done: 10, total: 40 },
      buttons: { download: false, open: true },
    });
    expect(stateOf({ local: null, task: { phase: 'preparing' } }, { purchased: true }).status).toEqual({
      kind: 'preparing',
    });
  });

  it('tells a buyer when the download opens and offers "Try again" instead of "Download"', () => {
    const later = new Date(NOW + 60_000).toISOString();
    expect(stateOf(NO_DOWNLOADS, { purchased: true, availableAt: later })).toMatchObject({
      status: { kind: 'waiting', until: new Date(later) },
      buttons: { download: false },
    });
    const refused: ArticleDownloads = {
      local: null,
      task: { phase: 'failed', problem: { kind: 'not-available-yet', retryAfterSeconds: 30 } },
    };
    expect(stateOf(refused, { purchased: true }).status).toEqual({ kind: 'waiting', until: null });
  });

  it('offers "Resume" for an interrupted download, not a second download button', () => {
    const cut: ArticleDownloads = {
      local: null,
      task: { phase: 'failed', problem: { kind: 'interrupted' }, bytesDone: 5, bytesTotal: 9 },
    };
    expect(stateOf(cut, { purchased: true })).toMatchObject({
      status: { kind: 'interrupted', done: 5, total: 9 },
      buttons: { download: false },
    });
  });

  it('names offline, failed and not-purchased downloads', () => {
    const failing = (kind: 'offline' | 'failed' | 'not-purchased') =>
      stateOf({ local: null, task: { phase: 'failed', problem: { kind } } }, { purchased: true }).status;
    expect(failing('offline')).toEqual({ kind: 'offline' });
    expect(failing('failed')).toEqual({ kind: 'failed' });
    expect(failing('not-purchased')).toEqual({ kind: 'not-purchased' });
  });

  it('shows a downloaded edition with its size, a newer version to download, and missing files', () => {
    const stored = { local: local('1.1.0'), task: { phase: 'idle' as const } };
    expect(stateOf(stored, { purchased: true })).toMatchObject({
      status: { kind: 'downloaded', version: '1.1.0', bytes: 2048 },
      buttons: { download: false, downloadVersion: null },
    });
    const older = { local: local('1.0.0'), task: { phase: 'idle' as const } };
    expect(stateOf(older, { purchased: true }).buttons).toMatchObject({
      download: false,
      downloadVersion: '1.1.0',
    });
    const broken = { local: local('1.1.0', ['page-1.svg']), task: { phase: 'idle' as const } };
    expect(stateOf(broken, { purchased: true })).toMatchObject({
      status: { kind: 'missing-files' },
      buttons: { download: false },
    });
  });
});

describe('opening an edition and answering download events', () => {
  const owned = item({ purchased: true });
  const actionsWith = (downloads: ArticleDownloads) => workActions(owned, downloads, options);

  it('asks about a newer version online, reports missing files, otherwise opens the player', () => {
    const older = { local: local('1.0.0'), task: { phase: 'idle' as const } };
    expect(openStep(actionsWith(older), older, { online: true, force: false })).toEqual({
      kind: 'newer',
      current: '1.0.0',
    });
    expect(openStep(actionsWith(older), older, { online: false, force: false })).toEqual({ kind: 'player' });
    expect(openStep(actionsWith(older), older, { online: true, force: true })).toEqual({ kind: 'player' });
    const broken = { local: local('1.1.0', ['a']), task: { phase: 'idle' as const } };
    expect(openStep(actionsWith(broken), broken, { online: true, force: false })).toEqual({
      kind: 'incomplete',
    });
    expect(openStep(actionsWith(NO_DOWNLOADS), NO_DOWNLOADS, { online: true, force: false })).toEqual({
      kind: 'player',
    });
  });

  it('opens a dialog only for failures the user must answer', () => {
    expect(problemNeedsDialog({ kind: 'not-possible' })).toBe(true);
    expect(problemNeedsDialog({ kind: 'storage', usage: 1, quota: 2 })).toBe(true);
    expect(problemNeedsDialog({ kind: 'incomplete' })).toBe(true);
    expect(problemNeedsDialog({ kind: 'interrupted' })).toBe(false);
    expect(problemNeedsDialog(undefined)).toBe(false);
  });

  it('retries a failed download after "Try again" once the catalogue allows it', () => {
    const failed = {
      phase: 'failed' as const,
      problem: { kind: 'not-available-yet' as const, retryAfterSeconds: 1 },
    };
    expect(retryDownloadAfterReload(failed, item({ downloadAvailable: true }))).toBe(true);
    expect(retryDownloadAfterReload(failed, item({ downloadAvailable: false }))).toBe(false);
    expect(retryDownloadAfterReload({ phase: 'idle' }, item({ downloadAvailable: true }))).toBe(false);
    expect(retryDownloadAfterReload(failed, undefined)).toBe(false);
  });
});
