// A full build removes editions that are no longer configured but keeps imported ones (issue 42):
// their folders and their catalogue entries, listed in `imports.json` by `npm run edition -- import`.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../../../content/pipeline/catalogue-lock';
import { removeStale, writeIndexes } from '../../../../content/pipeline/edition-index';
import type { EditionSource } from '../../../../content/pipeline/works';
import type { Catalogue } from '../../../../src/core/contract/edition-format';

const text = (s: string) => ({ de: s, en: s, fr: s });
const entry = (articleId: string, versions: string[]) => ({
  articleId,
  latestVersion: versions[versions.length - 1]!,
  versions,
  title: text(`Work ${articleId}`),
  composers: [{ name: 'A. Composer', born: 1900, died: 1980, role: text('Tune') }],
  catalogueNumber: `4${articleId}`,
  priceCents: 100,
  onSale: false,
  offer: false,
  keywords: { de: [], en: [], fr: [] },
  previewOnly: false,
});
const configured: EditionSource = {
  ...entry('10001', ['1.0.0']),
  aboutWork: text('<p>About.</p>'),
  versions: [{ version: '1.0.0', parts: [] }],
};

describe('a full build beside imported editions', () => {
  let dir: string;
  let editions: string;
  const folder = (...p: string[]) => {
    mkdirSync(join(editions, ...p), { recursive: true });
    writeFileSync(join(editions, ...p, 'manifest.json'), '{}\n');
  };
  const catalogue = () => JSON.parse(readFileSync(join(editions, 'catalogue.json'), 'utf8')) as Catalogue;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'edition-index-'));
    editions = join(dir, 'editions');
    folder('10001', '1.0.0');
    folder('10001', '0.9.0'); // a version no longer configured
    folder('10009', '1.0.0'); // an edition no longer configured
    folder('20001', '1.0.0'); // imported
    folder('20001', '1.1.0'); // imported
    // what the import wrote: the catalogue entry and the list of imports
    const written: Catalogue = {
      version: 1,
      editions: [entry('10001', ['1.0.0']), entry('20001', ['1.0.0', '1.1.0'])],
    };
    writeFileSync(join(editions, 'catalogue.json'), JSON.stringify(written));
    writeFileSync(
      join(editions, 'imports.json'),
      JSON.stringify({
        version: 1,
        imports: [
          { articleId: '20001', version: '1.0.0' },
          { articleId: '20001', version: '1.1.0' },
        ],
      }),
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the imported versions and removes what is neither configured nor imported', async () => {
    await removeStale(editions, join(dir, 'examples'), [configured], []);
    expect(existsSync(join(editions, '20001', '1.0.0', 'manifest.json'))).toBe(true);
    expect(existsSync(join(editions, '20001', '1.1.0', 'manifest.json'))).toBe(true);
    expect(existsSync(join(editions, '10001', '1.0.0'))).toBe(true);
    expect(existsSync(join(editions, '10001', '0.9.0'))).toBe(false);
    expect(existsSync(join(editions, '10009'))).toBe(false);
  });

  it('keeps the imported editions in the catalogue', async () => {
    await writeIndexes(editions, join(dir, 'examples'), [configured], []);
    const eds = catalogue().editions;
    expect(eds.map((e) => e.articleId)).toEqual(['10001', '20001']);
    expect(eds[1]).toEqual(entry('20001', ['1.0.0', '1.1.0']));
  });

  it('waits for a sync-editor save under way before it writes the catalogue, and sees its version', async () => {
    const before = {
      version: 1,
      editions: [entry('10001', ['0.9.0', '1.0.0']), entry('20001', ['1.0.0', '1.1.0'])],
    };
    writeFileSync(join(editions, 'catalogue.json'), JSON.stringify(before));
    // A server process holds the lock while it saves 20001 1.2.0.
    writeFileSync(join(editions, LOCK_FILE), 'a server process\n');
    const built = writeIndexes(editions, join(dir, 'examples'), [configured], []);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Not written meanwhile: the build's catalogue would list 10001 as configured now, 1.0.0 only.
    expect(catalogue().editions[0]).toEqual(entry('10001', ['0.9.0', '1.0.0']));
    folder('20001', '1.2.0');
    writeFileSync(
      join(editions, 'catalogue.json'),
      JSON.stringify({
        version: 1,
        editions: [entry('10001', ['1.0.0']), entry('20001', ['1.0.0', '1.1.0', '1.2.0'])],
      }),
    );
    writeFileSync(
      join(editions, 'imports.json'),
      JSON.stringify({
        version: 1,
        imports: ['1.0.0', '1.1.0', '1.2.0'].map((version) => ({ articleId: '20001', version })),
      }),
    );
    rmSync(join(editions, LOCK_FILE));
    await built;
    expect(catalogue().editions[1]).toEqual(entry('20001', ['1.0.0', '1.1.0', '1.2.0']));
    expect(existsSync(join(editions, LOCK_FILE))).toBe(false);
  });
});
