import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { L10n } from '../../src/core/contract/api';
import { safeJoin } from '../http/static-files';
import { log } from '../log';

/** One entry of `content/editions/catalogue.json` (written by content/pipeline). */
export interface CatalogueEntry {
  articleId: string;
  latestVersion: string;
  versions: string[];
  title: L10n;
  previewOnly: boolean;
  priceCents: number;
  onSale: boolean;
  /** On sale: the price before the sale. */
  regularPriceCents?: number;
  offer: boolean;
  catalogueNumber: string;
  composers: { name: string; born?: number; died?: number; role?: L10n }[];
  keywords?: { de: string[]; en: string[] };
}

export interface EditionFile {
  /** Path relative to the content folder (what signed URLs cover). */
  contentPath: string;
  /** Path relative to the edition version (what the client stores it under). */
  path: string;
  size: number;
  sha256: string;
}

export interface EditionLibrary {
  catalogue: CatalogueEntry[];
  find(articleId: string): CatalogueEntry | undefined;
  /** Files of the full edition or of its preview subset, with size and hash. */
  files(articleId: string, version: string, preview: boolean): Promise<EditionFile[]>;
  /** Reads `catalogue.json` again (after the operator saved a version), keeping the same array. */
  reload(): void;
}

/** The folder of a version that holds the MEI per part: the server's own, never listed or linked. */
export const MEI_FOLDER = 'mei';

/**
 * Where a version keeps a file the server reads itself (the MEI per part, a preview's pages): the
 * absolute path, or null when the catalogue has no such version.
 */
export function editionSourcePath(
  contentDir: string,
  library: EditionLibrary,
  edition: { articleId: string; version: string },
  relative: string,
): string | null {
  if (!library.find(edition.articleId)?.versions.includes(edition.version)) return null;
  return safeJoin(path.join(contentDir, 'editions'), `${edition.articleId}/${edition.version}/${relative}`);
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

function sha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

export function loadEditions(contentDir: string): EditionLibrary {
  const root = path.join(contentDir, 'editions');
  const catalogue: CatalogueEntry[] = [];
  const read = () => {
    try {
      // content/pipeline writes `{ version: 1, editions: [...] }`; a bare list is accepted too.
      const parsed = JSON.parse(readFileSync(path.join(root, 'catalogue.json'), 'utf8')) as
        | CatalogueEntry[]
        | { editions?: CatalogueEntry[] };
      catalogue.splice(0, catalogue.length, ...(Array.isArray(parsed) ? parsed : (parsed.editions ?? [])));
    } catch {
      log.warn('No edition catalogue in content/editions');
    }
  };
  read();
  const hashes = new Map<string, { mtimeMs: number; size: number; sha256: string }>();

  async function describeFile(file: string, base: string): Promise<EditionFile> {
    const info = await stat(file);
    let cached = hashes.get(file);
    if (!cached || cached.mtimeMs !== info.mtimeMs) {
      cached = { mtimeMs: info.mtimeMs, size: info.size, sha256: await sha256(file) };
      hashes.set(file, cached);
    }
    return {
      contentPath: path.relative(contentDir, file).split(path.sep).join('/'),
      path: path.relative(base, file).split(path.sep).join('/'),
      size: cached.size,
      sha256: cached.sha256,
    };
  }

  return {
    catalogue,
    reload: read,
    find: (articleId) => catalogue.find((entry) => entry.articleId === articleId),
    async files(articleId, version, preview) {
      const versionDir = path.join(root, articleId, version);
      const previewDir = path.join(versionDir, 'preview');
      const all = await walk(preview ? previewDir : versionDir);
      const meiDir = path.join(versionDir, MEI_FOLDER);
      const chosen = preview
        ? all
        : all.filter(
            (file) => !file.startsWith(previewDir + path.sep) && !file.startsWith(meiDir + path.sep),
          );
      const base = preview ? previewDir : versionDir;
      return Promise.all(chosen.sort().map((file) => describeFile(file, base)));
    },
  };
}
