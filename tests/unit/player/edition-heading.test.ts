import { readFileSync } from 'node:fs';
import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import type { CatalogueDto, CatalogueItemDto } from '../../../src/core/contract/api';
import { editionHeading, knownHeading } from '../../../src/core/player/edition-heading';
import type { CatalogueApi } from '../../../src/core/works/catalogue-api';
import { httpError } from '../support/downloads-fakes';

/** The player's header says what is opening before the edition is open (issue 15: the player's first view). */

const catalogueFile = JSON.parse(readFileSync('content/editions/catalogue.json', 'utf8')) as {
  editions: CatalogueItemDto[];
};

function item(articleId: string, parts = 1): CatalogueItemDto {
  const entry = catalogueFile.editions.find((edition) => edition.articleId === articleId)!;
  return { ...entry, parts } as CatalogueItemDto;
}

/** A works state whose catalogue entry call responds with `responses` (in order), counting the calls. */
function worksWith(responses: (() => Promise<CatalogueItemDto>)[], listed: CatalogueItemDto[] | null = null) {
  const calls: string[] = [];
  const api = {
    item: (articleId: string) => {
      calls.push(articleId);
      const next = responses.shift();
      if (!next) throw new Error('asked once too often');
      return next();
    },
  } as unknown as CatalogueApi;
  const catalogue = signal<CatalogueDto | null>(
    listed ? ({ editions: listed, composers: [], total: listed.length } as CatalogueDto) : null,
  );
  return { works: { api, catalogue }, calls };
}

const logs: unknown[] = [];
const log = (message: string) => void logs.push(message);

describe('the heading of an opening edition', () => {
  it('comes from the works list when it is loaded, without asking', async () => {
    const { works, calls } = worksWith([], [item('10001')]);
    expect(knownHeading(works, '10001')).toEqual({
      title: item('10001').title,
      composers: 'Johann Crüger · Martin Rinkart',
    });
    expect(await editionHeading(works, '10001', log)).toEqual(knownHeading(works, '10001'));
    expect(calls).toEqual([]);
  });

  it('else asks for the catalogue entry once: a request under way is shared, the heading then known at once', async () => {
    let respond!: (value: CatalogueItemDto) => void;
    const { works, calls } = worksWith([() => new Promise((resolve) => (respond = resolve))]);
    expect(knownHeading(works, '10001')).toBeNull();
    const first = editionHeading(works, '10001', log);
    const second = editionHeading(works, '10001', log);
    respond(item('10001'));
    expect(await first).toEqual(await second);
    expect(calls).toEqual(['10001']);
    expect(knownHeading(works, '10001')?.title.en).toBe('Now Thank We All Our God');
    expect(await editionHeading(works, '10001', log)).toEqual(await first);
    expect(calls).toEqual(['10001']);
  });

  it('names no composers for a work of several parts (the player names the part it opens at)', async () => {
    const { works } = worksWith([async () => item('10002', 3)]);
    expect(await editionHeading(works, '10002', log)).toEqual({ title: item('10002').title, composers: '' });
  });

  it('is null for an unknown edition or without a connection, and asked for again next time', async () => {
    const { works, calls } = worksWith([
      () => Promise.reject(httpError(404, { error: 'not-found' })),
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => item('10003'),
    ]);
    logs.length = 0;
    expect(await editionHeading(works, '10003', log)).toBeNull();
    expect(knownHeading(works, '10003')).toBeNull();
    expect(await editionHeading(works, '10003', log)).toBeNull();
    expect(await editionHeading(works, '10003', log)).not.toBeNull();
    expect(calls).toEqual(['10003', '10003', '10003']);
    // Neither is a fault worth a log line: the opening says why.
    expect(logs).toEqual([]);
    const broken = worksWith([() => Promise.reject(httpError(500, { error: 'internal' }))]);
    expect(await editionHeading(broken.works, '10003', log)).toBeNull();
    expect(logs).toEqual(['Edition heading not loaded']);
  });
});
