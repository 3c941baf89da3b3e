// What a full build keeps and lists beside the folders it writes: the removal of editions and
// examples no longer configured, and the catalogue and example index.
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Catalogue, ExampleIndex } from '../../src/core/contract/edition-format';
import { json } from './edition-files';
import type { EditionSource, ExampleSource } from './works';

/** Removes the folders of editions, their versions and examples that are no longer configured. */
export async function removeStale(
  editionsDir: string,
  examplesDir: string,
  editions: EditionSource[],
  examples: ExampleSource[],
): Promise<void> {
  if (existsSync(editionsDir)) {
    for (const d of await readdir(editionsDir, { withFileTypes: true })) {
      if (d.isDirectory() && !editions.some((e) => e.articleId === d.name))
        await rm(join(editionsDir, d.name), { recursive: true });
      if (d.isDirectory()) {
        const ed = editions.find((e) => e.articleId === d.name);
        if (ed)
          for (const vd of await readdir(join(editionsDir, d.name), { withFileTypes: true }))
            if (vd.isDirectory() && !ed.versions.some((v) => v.version === vd.name))
              await rm(join(editionsDir, d.name, vd.name), { recursive: true });
      }
    }
  }
  if (existsSync(examplesDir)) {
    for (const d of await readdir(examplesDir, { withFileTypes: true }))
      if (d.isDirectory() && !examples.some((e) => e.id === d.name))
        await rm(join(examplesDir, d.name), { recursive: true });
  }
}

/** Writes `catalogue.json` (every configured edition) and the examples' `index.json`. */
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
  await writeFile(join(editionsDir, 'catalogue.json'), json(catalogue));
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
