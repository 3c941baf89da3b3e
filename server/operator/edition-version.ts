/**
 * A corrected sync map saved as a new version of an edition, the way the pipeline writes versions:
 * the base version's folder copied whole (manifest, pages, audio, voices apart, MEI, preview), the
 * corrected parts' sync maps (and the preview's) written in the pipeline's format, the result
 * checked; then, one save at a time across processes (catalogue-lock.ts), the manifests given the
 * new version's number, the folder moved into place, `catalogue.json` pointing at it and
 * `imports.json` listing it. Sizes and sha256 of every file are the server's, as for every version
 * (content/editions.ts).
 */
import { randomBytes } from 'node:crypto';
import { cp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CatalogueBusyError,
  withCatalogueLock,
  writeAtomically,
} from '../../content/pipeline/catalogue-lock';
import { json, syncJson } from '../../content/pipeline/edition-files';
import { recordImport } from '../../content/pipeline/edition-index';
import {
  type Catalogue,
  type EditionManifest,
  type SyncMap,
  SyncMapSchema,
} from '../../src/core/contract/edition-format';
import { HttpError } from '../http/errors';
import { log } from '../log';
import { clipSync } from './sync-correction';

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;
const COMPRESSED_SIBLING = /\.(br|gz)$/;

/** The next patch version after the newest of `versions` ("1.1.0" -> "1.1.1"). */
export function nextVersion(versions: readonly string[]): string {
  const newest = [...versions].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).at(-1) ?? '1.0.0';
  const [, major, minor, patch] = SEMVER.exec(newest) ?? ['', '1', '0', '-1'];
  return `${major}.${minor}.${Number(patch) + 1}`;
}

function idsOf(svg: string, cls: string): Set<string> {
  const out = new Set<string>();
  const re = new RegExp(`<g id="([^"]+)" class="${cls}"`, 'g');
  for (let m = re.exec(svg); m; m = re.exec(svg)) out.add(m[1]!);
  return out;
}

/**
 * The pipeline's first check (content/pipeline/verify.ts): every bar of the map is a measure on the
 * page it names, every note a note on the page of the bar it starts in. Problems, or none.
 */
export async function pageProblems(root: string, manifest: EditionManifest): Promise<string[]> {
  const problems: string[] = [];
  for (const part of manifest.parts) {
    const sync = SyncMapSchema.parse(JSON.parse(await readFile(path.join(root, part.sync), 'utf8')));
    const measures = new Map<number, Set<string>>();
    const notes = new Map<number, Set<string>>();
    for (const page of part.pages) {
      const svg = await readFile(path.join(root, page.file), 'utf8');
      measures.set(page.number, idsOf(svg, 'measure'));
      notes.set(page.number, idsOf(svg, 'note'));
    }
    let missing = 0;
    for (const bar of sync.bars) if (!measures.get(bar.page)?.has(bar.measureId)) missing++;
    for (const note of Object.values(sync.voices).flat()) {
      const bar = sync.bars.find((b) => note.startMs >= b.startMs && note.startMs < b.endMs);
      if (!bar || !notes.get(bar.page)?.has(note.id)) missing++;
    }
    if (missing) problems.push(`part ${part.index + 1}: ${missing} sync ids not found on their page`);
  }
  return problems;
}

export interface SavedVersion {
  articleId: string;
  version: string;
  basedOn: string;
}

/** The version folders on disk (also those the catalogue does not name yet): never overwritten. */
async function versionsOnDisk(articleDir: string): Promise<string[]> {
  return (await readdir(articleDir)).filter((name) => SEMVER.test(name));
}

/**
 * Writes `corrected` (sync maps by part index) as a new version of `articleId` after `base`. The
 * folder is copied and checked unlocked; then, under the editions folder's lock (shared by every
 * server process on it), the number is taken from the catalogue on disk and the folders there, the
 * folder moved into place, and the catalogue and import list written. Two saves at once, in one
 * process or two, give two versions. Throws HttpError 400 when the written version fails its
 * checks, 409 when the base version left the catalogue (nothing is left behind then).
 */
export async function saveCorrectedVersion(
  editionsDir: string,
  edition: { articleId: string; base: string },
  corrected: ReadonlyMap<number, SyncMap>,
): Promise<SavedVersion> {
  const { articleId, base } = edition;
  const articleDir = path.join(editionsDir, articleId);
  const building = path.join(articleDir, `.building-${randomBytes(6).toString('hex')}`);
  // The build's compressed siblings (.br, .gz) are not copied: they would be of the old files.
  await cp(path.join(articleDir, base), building, {
    recursive: true,
    errorOnExist: true,
    dereference: true,
    filter: (source) => !COMPRESSED_SIBLING.test(source),
  });
  try {
    const manifest = JSON.parse(
      await readFile(path.join(building, 'manifest.json'), 'utf8'),
    ) as EditionManifest;
    for (const [index, sync] of corrected) {
      const part = manifest.parts.find((p) => p.index === index);
      if (!part) throw new HttpError(400, 'bad-request', `The edition has no part ${index + 1}.`);
      await writeFile(path.join(building, part.sync), syncJson(SyncMapSchema.parse(sync)));
      part.durationMs = sync.durationMs;
    }
    const previewDir = path.join(building, 'preview');
    const preview = JSON.parse(
      await readFile(path.join(previewDir, 'manifest.json'), 'utf8'),
    ) as EditionManifest;
    const first = corrected.get(0);
    const previewPart = preview.parts[0];
    if (first && previewPart)
      // The preview's audio is cut at preview.durationMs and stays: its map is the new one, clipped there.
      await writeFile(
        path.join(previewDir, previewPart.sync),
        syncJson(clipSync(first, manifest.preview.durationMs)),
      );
    const problems = [
      ...(await pageProblems(building, manifest)),
      ...(await pageProblems(previewDir, preview)).map((p) => `preview ${p}`),
    ];
    if (problems.length)
      throw new HttpError(400, 'bad-request', `The new version fails its checks: ${problems.join('; ')}`);
    const version = await withCatalogueLock(
      editionsDir,
      async () => {
        const catalogueFile = path.join(editionsDir, 'catalogue.json');
        const catalogue = JSON.parse(await readFile(catalogueFile, 'utf8')) as Catalogue;
        const entry = catalogue.editions.find((e) => e.articleId === articleId);
        if (!entry?.versions.includes(base))
          throw new HttpError(409, 'conflict', `Version ${base} is no longer in the catalogue.`);
        const next = nextVersion([...entry.versions, ...(await versionsOnDisk(articleDir))]);
        await writeFile(path.join(building, 'manifest.json'), json({ ...manifest, version: next }));
        await writeFile(path.join(previewDir, 'manifest.json'), json({ ...preview, version: next }));
        // Only after the folder is in place does the catalogue name it.
        await rename(building, path.join(articleDir, next)).catch(() => {
          throw new HttpError(409, 'conflict', `Version ${next} was written meanwhile; save again.`);
        });
        await writeAtomically(catalogueFile, json(withVersion(catalogue, articleId, next)));
        // Listed like an import's version, so that the pipeline's next full build keeps it.
        await recordImport(editionsDir, { articleId, version: next });
        return next;
      },
      { onStale: (file) => log.warn('operator: removing a stale catalogue lock', { file }) },
    ).catch((error: unknown) => {
      if (error instanceof CatalogueBusyError) throw new HttpError(409, 'conflict', error.message);
      throw error;
    });
    return { articleId, version, basedOn: base };
  } finally {
    await rm(building, { recursive: true, force: true });
  }
}

/** The catalogue naming the new version and serving it as the latest (as the pipeline's import does). */
function withVersion(catalogue: Catalogue, articleId: string, version: string): Catalogue {
  const editions = catalogue.editions.map((entry) => {
    if (entry.articleId !== articleId) return entry;
    const versions = [...new Set([...entry.versions, version])].sort((a, b) =>
      a.localeCompare(b, 'en', { numeric: true }),
    );
    return { ...entry, versions, latestVersion: versions.at(-1)! };
  });
  return { ...catalogue, editions };
}
