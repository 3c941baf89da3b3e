import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { EditionFilesDto } from '../../../src/core/contract/api';
import { createCore } from '../../../src/core/core';
import {
  EARLY_OPENING_TAKEN_WITHIN_MS,
  openEditionEarly,
  takeOrOpenEdition,
} from '../../../src/core/player/early-opening';
import { createWorks } from '../../../src/core/works/works';
import { FakeCacheStorage } from '../support/downloads-fakes';
import { DEMO_USER, fakeEnvironment } from '../support/fake-environment';

/** The player route opens its edition before the player mounts (src/core/player/early-opening.ts). */

const MANIFEST = readFileSync('content/editions/10002/1.0.0/manifest.json', 'utf8');
const FILES = [
  'manifest.json',
  'sync/part0.json',
  'pages/p01.svg',
  'pages/p02.svg',
  'sync/part1.json',
  'pages/p03.svg',
  'pages/p04.svg',
];

function setUp(owned: string[] = ['10002']) {
  const fake = fakeEnvironment(({ url }) => {
    if (url.pathname === '/api/purchases')
      return {
        body: owned.map((id) => ({ id, date: '2026-01-01T00:00:00Z', validUntil: '2099-01-01T00:00:00Z' })),
      };
    const stream = /^\/api\/catalogue\/(\d+)\/stream\/(true|false)$/.exec(url.pathname);
    if (stream) {
      const body: EditionFilesDto = {
        articleId: stream[1]!,
        version: '1.0.0',
        preview: stream[2] === 'true',
        expiresAt: '2030-01-01T00:00:00Z',
        files: FILES.map((path) => ({
          path,
          url: `https://files.test/${stream[1]}/${path}`,
          size: 1,
          sha256: '',
        })),
      };
      return { body };
    }
    if (/\/api\/catalogue\/\d+\/layout\//.test(url.pathname)) return { body: {} };
    if (url.hostname === 'files.test')
      return { body: url.pathname.endsWith('manifest.json') ? JSON.parse(MANIFEST) : url.pathname };
    return undefined;
  });
  const core = createCore(fake.env);
  core.auth.token.value = 'token';
  core.auth.user.value = DEMO_USER;
  const works = createWorks(core, { downloads: { caches: new FakeCacheStorage().asCacheStorage() } });
  const asked = (ending: string) =>
    fake.requests.filter((request) => request.url.pathname.endsWith(ending)).length;
  // The early opening has got to its end: it asks for its part's files (pages among them) at once.
  const openedEarly = () => vi.waitFor(() => expect(asked('.svg')).toBeGreaterThan(0));
  return { fake, core, works, asked, openedEarly };
}

describe('the player route’s early opening', () => {
  it('is the player’s opening: one stream call, and the files of the part it opens asked once, before the player asks', async () => {
    const { core, works, asked, openedEarly } = setUp();
    openEditionEarly(works, core, '10002', null);
    await openedEarly();
    expect(asked('/stream/false')).toBe(1);
    expect(asked('/manifest.json')).toBe(1);
    expect([asked('/sync/part0.json'), asked('/p01.svg'), asked('/p02.svg')]).toEqual([1, 1, 1]);
    expect(asked('/sync/part1.json')).toBe(0);

    const opened = await takeOrOpenEdition(works, core, '10002', { preview: false });
    expect(opened.kind).toBe('ready');
    if (opened.kind !== 'ready') return;
    expect(opened.source.preview).toBe(false);
    expect(await opened.source.text('pages/p01.svg')).toContain('/10002/pages/p01.svg');
    expect(asked('/p01.svg')).toBe(1);
    expect(asked('/stream/false')).toBe(1);
    // Handed out once: a later read (another page view) asks the server again.
    await opened.source.text('pages/p01.svg');
    expect(asked('/p01.svg')).toBe(2);
  });

  it('asks for the part where the work was left, or the first one for a link to a bar', async () => {
    const left = setUp();
    left.core.playerSettings.update('10002', {
      ...left.core.playerSettings.get('10002'),
      lastOpened: { ts: 1, part: 1, page: 3 },
    });
    openEditionEarly(left.works, left.core, '10002', null);
    await left.openedEarly();
    expect([left.asked('/sync/part1.json'), left.asked('/p03.svg'), left.asked('/sync/part0.json')]).toEqual([
      1, 1, 0,
    ]);

    const linked = setUp();
    linked.core.playerSettings.update('10002', {
      ...linked.core.playerSettings.get('10002'),
      lastOpened: { ts: 1, part: 1, page: 3 },
    });
    openEditionEarly(linked.works, linked.core, '10002', '12');
    await linked.openedEarly();
    expect([linked.asked('/sync/part0.json'), linked.asked('/sync/part1.json')]).toEqual([1, 0]);
  });

  it('opens anew for another edition, an asked-for preview, a second player or one that came too late', async () => {
    const other = setUp(['10002', '10003']);
    openEditionEarly(other.works, other.core, '10002', null);
    await other.openedEarly();
    await takeOrOpenEdition(other.works, other.core, '10003', { preview: false });
    expect(other.asked('/10003/stream/false')).toBe(1);

    const preview = setUp();
    openEditionEarly(preview.works, preview.core, '10002', null);
    const shown = await takeOrOpenEdition(preview.works, preview.core, '10002', { preview: true });
    expect(shown.kind === 'ready' && shown.source.preview).toBe(true);
    expect(preview.asked('/stream/true')).toBe(1);

    const twice = setUp();
    openEditionEarly(twice.works, twice.core, '10002', null);
    await takeOrOpenEdition(twice.works, twice.core, '10002', { preview: false });
    await takeOrOpenEdition(twice.works, twice.core, '10002', { preview: false });
    expect(twice.asked('/stream/false')).toBe(2);

    const late = setUp();
    openEditionEarly(late.works, late.core, '10002', null);
    await late.openedEarly();
    late.fake.advance(EARLY_OPENING_TAKEN_WITHIN_MS + 1);
    await takeOrOpenEdition(late.works, late.core, '10002', { preview: false });
    expect(late.asked('/stream/false')).toBe(2);
  });

  it('decides full edition or preview once the purchases are in, as the player does', async () => {
    const buyer = setUp(['10002']);
    expect(buyer.core.purchases.owns('10002')).toBe(false);
    openEditionEarly(buyer.works, buyer.core, '10002', null);
    await buyer.openedEarly();
    expect([buyer.asked('/stream/false'), buyer.asked('/stream/true')]).toEqual([1, 0]);

    // Bought while the preview was opening: the player opens the full edition.
    const buying = setUp([]);
    openEditionEarly(buying.works, buying.core, '10002', null);
    await buying.openedEarly();
    buying.core.purchases.set([
      { id: '10002', date: '2026-01-01T00:00:00Z', validUntil: '2099-01-01T00:00:00Z' },
    ]);
    const opened = await takeOrOpenEdition(buying.works, buying.core, '10002', { preview: false });
    expect(opened.kind === 'ready' && opened.source.preview).toBe(false);
    expect([buying.asked('/stream/true'), buying.asked('/stream/false')]).toEqual([1, 1]);

    const visitor = setUp([]);
    openEditionEarly(visitor.works, visitor.core, '10002', null);
    const previewed = await takeOrOpenEdition(visitor.works, visitor.core, '10002', { preview: false });
    expect(previewed.kind === 'ready' && previewed.source.preview).toBe(true);
    expect([visitor.asked('/stream/false'), visitor.asked('/stream/true')]).toEqual([0, 1]);
  });
});

describe('the early opening on a device that shows screen layouts', () => {
  const LANDSCAPE = { width: 1180, height: 820 };
  const keep = (core: ReturnType<typeof setUp>['core'], settings: unknown) =>
    core.env.storage.setItem('choir.scoreLayout', JSON.stringify(settings));

  it('asks for the screen layout of the box last seen this way round instead of the printed pages', async () => {
    const { core, works, asked, fake } = setUp();
    keep(core, { layout: 'auto', staffSize: 10, boxes: { landscape: { width: 1156, height: 560 } } });
    openEditionEarly(works, core, '10002', null, LANDSCAPE);
    await vi.waitFor(() => expect(asked('/sync/part0.json')).toBe(1));
    await vi.waitFor(() => expect(asked('/layout/false')).toBe(1));
    const layout = fake.requests.find((request) => request.url.pathname.endsWith('/layout/false'))!.url;
    expect(Object.fromEntries(layout.searchParams)).toMatchObject({
      version: '1.0.0',
      part: '0',
      staff: '10',
    });
    expect(Number(layout.searchParams.get('width'))).toBeLessThanOrEqual(1156);
    expect(asked('.svg')).toBe(0);
  });

  it('asks for no pages where the layout’s size is not known yet, and for the printed ones where they are chosen', async () => {
    const unknown = setUp();
    openEditionEarly(unknown.works, unknown.core, '10002', null, LANDSCAPE);
    await vi.waitFor(() => expect(unknown.asked('/sync/part0.json')).toBe(1));
    expect([unknown.asked('.svg'), unknown.asked('/layout/false')]).toEqual([0, 0]);

    const printed = setUp();
    keep(printed.core, { layout: 'printed', boxes: { landscape: { width: 1156, height: 560 } } });
    openEditionEarly(printed.works, printed.core, '10002', null, LANDSCAPE);
    await printed.openedEarly();
    expect(printed.asked('/layout/false')).toBe(0);
  });
});

describe('the purchases’ load', () => {
  it('is shared by callers while it runs; one that must see a new purchase asks anew', async () => {
    const { core, asked } = setUp();
    await Promise.all([core.loadPurchases(), core.loadPurchases({ force: true })]);
    expect(asked('/api/purchases')).toBe(1);
    expect(core.purchases.owns('10002')).toBe(true);
    await core.loadPurchases({ force: true, ignoreThrottle: true });
    expect(asked('/api/purchases')).toBe(2);
  });
});
