/**
 * The edition library follows `catalogue.json` on disk (decision 0054): a changed file is read
 * again and swapped in whole; a broken one, or one naming a version whose folder is not there,
 * leaves the catalogue served now in place and is logged once.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CatalogueEntry, loadEditions, watchEditions } from '../../../../server/content/editions';

let content: string;
const editions = () => path.join(content, 'editions');

const entry = (articleId: string, versions: string[]): CatalogueEntry => ({
  articleId,
  latestVersion: versions.at(-1)!,
  versions,
  title: { de: `Ausgabe ${articleId}`, en: `Edition ${articleId}` },
  previewOnly: false,
  priceCents: 1000,
  onSale: false,
  offer: false,
  catalogueNumber: `CC ${articleId}`,
  composers: [],
});

/** A version folder with its manifest. */
function version(articleId: string, number: string) {
  mkdirSync(path.join(editions(), articleId, number), { recursive: true });
  writeFileSync(path.join(editions(), articleId, number, 'manifest.json'), '{}');
}

/** catalogue.json replaced by a rename, as a save writes it. */
function writeCatalogue(text: string) {
  const temporary = path.join(editions(), 'catalogue.json.tmp');
  writeFileSync(temporary, text);
  renameSync(temporary, path.join(editions(), 'catalogue.json'));
}
const catalogueOf = (...entries: CatalogueEntry[]) => JSON.stringify({ version: 1, editions: entries });

let warnings: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  content = mkdtempSync(path.join(tmpdir(), 'choir-coach-editions-'));
  version('10001', '1.0.0');
  writeCatalogue(catalogueOf(entry('10001', ['1.0.0'])));
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(content, { recursive: true, force: true });
});

describe('the edition library after a change of catalogue.json', () => {
  it('swaps in the new catalogue whole, leaving the one a request holds as it was', () => {
    const library = loadEditions(content);
    const held = library.catalogue;
    version('10001', '1.0.1');
    writeCatalogue(catalogueOf(entry('10001', ['1.0.0', '1.0.1'])));
    library.reload();
    expect(library.find('10001')?.latestVersion).toBe('1.0.1');
    expect(library.catalogue).not.toBe(held);
    expect(held.map((e) => e.latestVersion)).toEqual(['1.0.0']);
    expect(Object.isFrozen(library.catalogue)).toBe(true);
  });

  it('keeps the catalogue served now for a half-written or broken file, and logs it once', () => {
    const library = loadEditions(content);
    const held = library.catalogue;
    const full = catalogueOf(entry('10001', ['1.0.0']), entry('10002', ['1.0.0']));
    for (const broken of [full.slice(0, full.length / 2), '', '{"version":1}', '[{"articleId":7}]']) {
      writeCatalogue(broken);
      library.reload();
      library.reload();
      expect(library.catalogue).toBe(held);
      expect(library.catalogue.map((e) => e.articleId)).toEqual(['10001']);
      expect(library.find('10001')?.latestVersion).toBe('1.0.0');
    }
    expect(warnings).toHaveBeenCalledTimes(4);
    rmSync(path.join(editions(), 'catalogue.json'));
    library.reload();
    expect(library.catalogue).toBe(held);
  });

  it('keeps the catalogue served now while a version it names has no folder, and takes it once there', () => {
    const library = loadEditions(content);
    writeCatalogue(catalogueOf(entry('10001', ['1.0.0', '1.0.1'])));
    library.reload();
    expect(library.find('10001')?.latestVersion).toBe('1.0.0');
    expect(String(warnings.mock.calls[0]?.[0])).toContain('10001/1.0.1/manifest.json is missing');
    version('10001', '1.0.1');
    library.reload();
    expect(library.find('10001')?.latestVersion).toBe('1.0.1');
    expect(warnings).toHaveBeenCalledTimes(1);
  });

  it('notices a change by itself while watched', async () => {
    const library = loadEditions(content);
    const stop = watchEditions(library, 20);
    try {
      version('10001', '1.0.1');
      writeCatalogue(catalogueOf(entry('10001', ['1.0.0', '1.0.1'])));
      await vi.waitFor(() => expect(library.find('10001')?.latestVersion).toBe('1.0.1'), { timeout: 2000 });
    } finally {
      stop();
    }
  });
});
