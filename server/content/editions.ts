import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
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
  /** The catalogue served now: replaced whole by a reload, never changed in place. */
  readonly catalogue: readonly CatalogueEntry[];
  find(articleId: string): CatalogueEntry | undefined;
  /** Files of the full edition or of its preview subset, with size and hash. */
  files(articleId: string, version: string, preview: boolean): Promise<EditionFile[]>;
  /**
   * Reads `catalogue.json` again when it changed on disk (a save of this or another process, a
   * build): one `stat` when it did not. A broken file keeps the catalogue served now (decision 0054).
   */
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

/** What tells a changed `catalogue.json` apart: a save renames a new file over it (a new inode). */
function signatureOf(file: string): string {
  const info = statSync(file, { throwIfNoEntry: false });
  return info ? `${info.ino}:${info.size}:${info.mtimeMs}` : 'missing';
}

function isEntry(value: unknown): value is CatalogueEntry {
  const entry = value as Partial<CatalogueEntry> | null;
  return (
    typeof entry?.articleId === 'string' &&
    typeof entry.latestVersion === 'string' &&
    Array.isArray(entry.versions) &&
    entry.versions.every((v) => typeof v === 'string') &&
    entry.versions.includes(entry.latestVersion) &&
    typeof entry.title === 'object' &&
    entry.title !== null
  );
}

/**
 * The entries of `catalogue.json`, checked: JSON of the pipeline's shape and, on a reload, every
 * latest version that is new against `current` has its manifest on disk. Throws with the reason.
 */
export function readCatalogue(root: string, current: readonly CatalogueEntry[] | null): CatalogueEntry[] {
  // content/pipeline writes `{ version: 1, editions: [...] }`; a bare list is accepted too.
  const parsed = JSON.parse(readFileSync(path.join(root, 'catalogue.json'), 'utf8')) as
    | CatalogueEntry[]
    | { editions?: unknown };
  const entries: unknown = Array.isArray(parsed) ? parsed : parsed?.editions;
  if (!Array.isArray(entries)) throw new Error('catalogue.json has no list of editions');
  const bad = entries.findIndex((entry) => !isEntry(entry));
  if (bad >= 0) throw new Error(`catalogue.json: edition ${bad + 1} is incomplete`);
  for (const entry of current ? (entries as CatalogueEntry[]) : []) {
    const known = current?.find((c) => c.articleId === entry.articleId)?.latestVersion;
    if (known === entry.latestVersion) continue;
    const folder = path.join(entry.articleId, entry.latestVersion, entry.previewOnly ? 'preview' : '');
    const manifest = path.join(folder, 'manifest.json');
    if (!existsSync(path.join(root, manifest)))
      throw new Error(
        `catalogue.json names ${entry.articleId} ${entry.latestVersion}, but ${manifest} is missing`,
      );
  }
  return entries as CatalogueEntry[];
}

export function loadEditions(contentDir: string): EditionLibrary {
  const root = path.join(contentDir, 'editions');
  const file = path.join(root, 'catalogue.json');
  // One snapshot, swapped whole: a request sees the old catalogue or the new one, never a mix.
  let catalogue: readonly CatalogueEntry[] = [];
  let byId = new Map<string, CatalogueEntry>();
  /** The file as last served: an unchanged file is not read again. */
  let seen = signatureOf(file);
  /** The file as last refused: logged once, tried again each time (its folders may follow). */
  let refused = '';
  const serve = (entries: readonly CatalogueEntry[]) => {
    catalogue = Object.freeze([...entries]);
    byId = new Map();
    for (const entry of catalogue) if (!byId.has(entry.articleId)) byId.set(entry.articleId, entry);
  };
  try {
    // At start the catalogue is taken as it is: a missing version folder shows in its requests.
    serve(readCatalogue(root, null));
  } catch {
    log.warn('No edition catalogue in content/editions');
  }
  const reload = () => {
    const now = signatureOf(file);
    if (now === seen) return;
    try {
      const before = byId;
      serve(readCatalogue(root, catalogue));
      seen = now;
      const changed = catalogue
        .filter((entry) => before.get(entry.articleId)?.latestVersion !== entry.latestVersion)
        .map((entry) => `${entry.articleId} ${entry.latestVersion}`);
      log.info('Edition catalogue reloaded', { editions: catalogue.length, changed });
    } catch (error) {
      // Half-written, hand-broken or ahead of its folders: the catalogue served now stays.
      if (refused !== now)
        log.warn('Edition catalogue not reloaded; serving the one read before', { error: String(error) });
      refused = now;
    }
  };
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
    get catalogue() {
      return catalogue;
    },
    reload,
    find: (articleId) => byId.get(articleId),
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

/** How often a server looks whether `catalogue.json` changed (decision 0054). */
export const CATALOGUE_CHECK_MS = 1000;

/**
 * Checks `catalogue.json` every `intervalMs` (a `stat`; a read only when it changed), so a version
 * saved by another server process on the same content folder is served here within about that
 * time. The timer does not hold the process open. Returns the function that stops it.
 */
export function watchEditions(library: EditionLibrary, intervalMs = CATALOGUE_CHECK_MS): () => void {
  const timer = setInterval(() => library.reload(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
