// What a full build keeps and lists beside the folders it writes: the removal of editions and
// examples no longer configured, and the catalogue and example index. Imported editions (`npm run
// edition -- import`, not in works.ts) are listed in `imports.json`: the build keeps their folders
// and their catalogue entries.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Catalogue, ExampleIndex } from '../../src/core/contract/edition-format';
import { withCatalogueLock, writeAtomically } from './catalogue-lock';
import { json } from './edition-files';
import type { EditionSource, ExampleSource } from './works';

export const IMPORTS_FILE = 'imports.json';
export interface ImportRecord {
  articleId: string;
  version: string;
}
const byVersion = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** The edition versions made by the import, from `imports.json` (none when it is missing). */
export async function readImports(editionsDir: string): Promise<ImportRecord[]> {
  const file = join(editionsDir, IMPORTS_FILE);
  if (!existsSync(file)) return [];
  return (JSON.parse(await readFile(file, 'utf8')) as { imports: ImportRecord[] }).imports;
}

/** Lists an imported edition version in `imports.json` (sorted, once). */
export async function recordImport(editionsDir: string, record: ImportRecord): Promise<void> {
  const key = (r: ImportRecord) => `${r.articleId}/${r.version}`;
  const all = [...(await readImports(editionsDir)), record];
  const imports = [
    ...new Map(all.map((r) => [key(r), { articleId: r.articleId, version: r.version }])).values(),
  ];
  imports.sort((a, b) => a.articleId.localeCompare(b.articleId) || byVersion(a.version, b.version));
  await mkdir(editionsDir, { recursive: true });
  await writeAtomically(join(editionsDir, IMPORTS_FILE), json({ version: 1, imports }));
}

/**
 * Removes the folders of editions, their versions and examples that are neither configured nor
 * imported.
 */
export async function removeStale(
  editionsDir: string,
  examplesDir: string,
  editions: EditionSource[],
  examples: ExampleSource[],
): Promise<void> {
  if (existsSync(editionsDir)) {
    const imports = await readImports(editionsDir);
    const kept = (articleId: string, version: string) =>
      imports.some((r) => r.articleId === articleId && r.version === version) ||
      !!editions.find((e) => e.articleId === articleId)?.versions.some((v) => v.version === version);
    for (const d of await readdir(editionsDir, { withFileTypes: true })) {
      if (!d.isDirectory()) continue;
      const article = join(editionsDir, d.name);
      for (const vd of await readdir(article, { withFileTypes: true }))
        if (vd.isDirectory() && !kept(d.name, vd.name)) await rm(join(article, vd.name), { recursive: true });
      if (!(await readdir(article)).length) await rm(article, { recursive: true });
    }
  }
  if (existsSync(examplesDir)) {
    for (const d of await readdir(examplesDir, { withFileTypes: true }))
      if (d.isDirectory() && !examples.some((e) => e.id === d.name))
        await rm(join(examplesDir, d.name), { recursive: true });
  }
}

/**
 * Writes `catalogue.json` (every configured edition, and the imported ones as the import listed
 * them, their versions joined to the configured ones of the same article) and the examples'
 * `index.json`.
 */
export async function writeIndexes(
  editionsDir: string,
  examplesDir: string,
  editions: EditionSource[],
  examples: ExampleSource[],
): Promise<void> {
  const catalogue: Catalogue = {
    version: 1,
    editions: editions.map((ed) => ({
      articleId: ed.articleId,
      latestVersion: ed.versions[ed.versions.length - 1]!.version,
      versions: ed.versions.map((v) => v.version),
      title: ed.title,
      composers: ed.composers,
      catalogueNumber: ed.catalogueNumber,
      priceCents: ed.priceCents,
      onSale: ed.onSale,
      ...(ed.regularPriceCents !== undefined ? { regularPriceCents: ed.regularPriceCents } : {}),
      offer: ed.offer,
      keywords: ed.keywords,
      previewOnly: ed.previewOnly,
    })),
  };
  await mkdir(editionsDir, { recursive: true });
  // Under the lock a sync-editor save takes: a running server's save is never written over.
  await withCatalogueLock(editionsDir, () => writeCatalogue(editionsDir, catalogue));
  const index: ExampleIndex = {
    version: 1,
    examples: examples.map((e) => ({
      id: e.id,
      title: e.title,
      description: e.description,
      manifest: `${e.id}/manifest.json`,
    })),
  };
  await mkdir(examplesDir, { recursive: true });
  await writeFile(join(examplesDir, 'index.json'), json(index));
}

/** The built catalogue with the imported versions (`imports.json`) joined in, written whole. */
async function writeCatalogue(editionsDir: string, catalogue: Catalogue): Promise<void> {
  const imports = await readImports(editionsDir);
  if (imports.length) {
    const file = join(editionsDir, 'catalogue.json');
    const old = existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as Catalogue).editions : [];
    for (const id of new Set(imports.map((r) => r.articleId))) {
      const versions = imports.filter((r) => r.articleId === id).map((r) => r.version);
      const built = catalogue.editions.find((e) => e.articleId === id);
      const imported = old.find((e) => e.articleId === id);
      if (built) {
        built.versions = [...new Set([...built.versions, ...versions])].sort(byVersion);
        built.latestVersion = built.versions[built.versions.length - 1]!;
      } else if (imported) catalogue.editions.push(imported);
    }
    catalogue.editions.sort((a, b) => a.articleId.localeCompare(b.articleId));
  }
  await writeAtomically(join(editionsDir, 'catalogue.json'), json(catalogue));
}
