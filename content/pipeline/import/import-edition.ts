// An edition version from a publisher's files: each part's score through verovio to MEI, rendered
// like a hand-written one, its recording aligned to it (the sync map then follows the recording),
// the recordings encoded as the renditions, the manifest, preview and catalogue entry written, and
// the whole version checked like a built one.

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { VOICES } from '../../../src/core/contract/constants';
import type { Catalogue, EditionManifest, EditionPart } from '../../../src/core/contract/edition-format';
import { decodeAudio } from '../align/signal';
import { encodeM4a, fadeTail, levelDb, SAMPLE_RATE, TARGET_DBFS, trimWithFade } from '../audio';
import { withCatalogueLock, writeAtomically } from '../catalogue-lock';
import {
  type BuiltPart,
  json,
  makeSetFolders,
  PREVIEW_FADE_MS,
  previewPlan,
  TAIL_FADE_MS,
  tocOf,
  writePagesAndSync,
} from '../edition-files';
import { recordImport } from '../edition-index';
import { renderScore } from '../score';
import { checkManifest } from '../verify';
import { type AlignedPart, alignPart } from './align-part';
import type { ImportFacts, ImportPart } from './facts';
import { REPLACED_SUFFIX, stagingFolder, sweepStaleStaging } from './staging';
import { stanzaCount, sungStanzas } from './stanzas';
import { scoreToMei } from './to-mei';

const seedFor = (s: string) => 1 + [...s].reduce((a, c) => (a * 31 + c.charCodeAt(0)) % 100000, 7);

/** A recording at the editions' level (the same gated RMS as the synthesised renditions). */
async function levelled(path: string): Promise<Float32Array> {
  const x = await decodeAudio(path, SAMPLE_RATE);
  const g = 10 ** ((TARGET_DBFS - levelDb(x)) / 20);
  for (let i = 0; i < x.length; i++) x[i] = Math.max(-0.99, Math.min(0.99, x[i]! * g));
  return x;
}

export interface ImportResult {
  dir: string;
  parts: { reading: string; fit: number; bars: number; durationMs: number }[];
  problems: string[];
}

export async function importEdition(
  facts: ImportFacts,
  out: string,
  tmp: string,
  log: (line: string) => void = console.log,
  { replace = false } = {},
): Promise<ImportResult> {
  const dir = join(out, facts.articleId, facts.version);
  for (const name of await sweepStaleStaging(join(out, facts.articleId)))
    log(`  removed ${name}, left by an import that was stopped`);
  // A version on sale may be on conductors' devices: it is replaced only when asked, and asked
  // before minutes of alignment, not after.
  if (existsSync(dir) && !replace)
    throw new Error(
      `${facts.articleId} ${facts.version} exists in ${out}: give the import a new version in the facts, or --replace to write over it`,
    );
  const sha = createHash('sha1');
  const built: (BuiltPart & { aligned: AlignedPart; source: ImportPart })[] = [];
  let page = 1;
  for (const [i, p] of facts.parts.entries()) {
    const seed = seedFor(`${facts.articleId}-${i}`);
    const mei = await scoreToMei(p.score, `a${facts.articleId}p${i}-`, seed);
    sha.update(mei);
    sha.update(await readFile(p.recording));
    const written = await renderScore(mei, { seed });
    const stanzas = stanzaCount(mei);
    const score = sungStanzas(written, stanzas);
    const sung = score === written ? '' : `, ${stanzas} stanzas under the notes sung in turn`;
    log(
      `  part ${i + 1}: ${written.bars.length} bars${sung}, ${score.pages.length} page(s); aligning ${p.recording}`,
    );
    const aligned = await alignPart(score, p.recording, tmp, `import-${i}`, log);
    log(`    -> ${aligned.reading}, ${(aligned.score.durationMs / 1000).toFixed(1)} s`);
    built.push({ score: aligned.score, mei, title: p.title, firstPage: page, aligned, source: p });
    page += score.pages.length;
  }
  // Written and checked beside the versions, published by a rename: a failed or broken import
  // leaves the catalogue and any version of the same number as they were.
  const staging = stagingFolder(join(out, facts.articleId), facts.version);
  const preview = previewPlan(built);
  const base = {
    articleId: facts.articleId,
    version: facts.version,
    gitHash: sha.digest('hex').slice(0, 7),
    title: facts.title,
    ...(facts.subtitle ? { subtitle: facts.subtitle } : {}),
    composers: facts.composers,
    catalogueNumber: facts.catalogueNumber,
    voices: [...VOICES],
    priceCents: facts.priceCents,
    onSale: facts.onSale,
    offer: facts.offer,
    keywords: facts.keywords,
    aboutWork: facts.aboutWork,
    aboutRecording: facts.aboutRecording,
  };
  const decoded = new Map<string, Promise<Float32Array>>();
  const rendition = (path: string) => {
    if (!decoded.has(path)) decoded.set(path, levelled(path));
    return decoded.get(path)!;
  };
  const writeSet = async (root: string, isPreview: boolean) => {
    await makeSetFolders(root);
    const parts: EditionPart[] = [];
    for (const [i, p] of built.entries()) {
      if (isPreview && i > 0) break;
      const { pages, sync, syncFile } = await writePagesAndSync(root, p, i, isPreview ? preview : undefined);
      const audio = {} as EditionPart['audio'];
      for (const name of ['full', ...VOICES] as const) {
        // a voice without its own recording practises with the whole choir
        const source = name === 'full' ? p.source.recording : (p.source.voices?.[name] ?? p.source.recording);
        const file = `audio/part${i}-${name}.m4a`;
        const x = await rendition(source);
        await encodeM4a(
          isPreview ? trimWithFade(x, preview.durationMs, PREVIEW_FADE_MS) : fadeTail(x, TAIL_FADE_MS),
          tmp,
          join(root, file),
        );
        audio[name] = file;
      }
      parts.push({ index: i, title: p.title, pages, durationMs: sync.durationMs, sync: syncFile, audio });
    }
    const toc = tocOf(parts);
    const manifest: EditionManifest = { ...base, parts, toc, preview };
    await writeFile(join(root, 'manifest.json'), json(manifest));
  };
  const problems: string[] = [];
  try {
    await writeSet(staging, false);
    await writeSet(join(staging, 'preview'), true);
    // the server's screen layouts are made from these, as for built editions
    await mkdir(join(staging, 'mei'), { recursive: true });
    for (const [i, p] of built.entries()) await writeFile(join(staging, 'mei', `part${i}.mei`), p.mei);

    const rows: string[] = [];
    const attacksOf = async (i: number) => built[i]!.aligned.attacks.filter((n) => n.voice === 'soprano');
    const label = `${facts.articleId} ${facts.version}`;
    await checkManifest(staging, label, problems, rows, attacksOf, 'aligned');
    await checkManifest(join(staging, 'preview'), `${label} preview`, problems, rows, attacksOf, 'aligned');
    for (const r of rows) log(`  ${r}`);
    // Under the lock a sync-editor save takes: a running server's save is never written over.
    if (!problems.length)
      await withCatalogueLock(out, async () => {
        await publish(staging, dir);
        await updateCatalogue(out, facts);
        await recordImport(out, { articleId: facts.articleId, version: facts.version });
      });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return {
    dir,
    parts: built.map((p) => ({
      reading: p.aligned.reading,
      fit: p.aligned.fit.worst,
      bars: p.score.bars.length,
      durationMs: p.score.durationMs,
    })),
    problems,
  };
}

/** Moves the checked folder into place; a version replaced goes only once the new one is there. */
async function publish(staging: string, dir: string): Promise<void> {
  const replaced = `${staging}${REPLACED_SUFFIX}`;
  const old = existsSync(dir);
  if (old) await rename(dir, replaced);
  await rename(staging, dir);
  if (old) await rm(replaced, { recursive: true, force: true });
}

/** Adds or replaces the article in `catalogue.json`, its versions ascending. */
async function updateCatalogue(out: string, facts: ImportFacts): Promise<void> {
  const file = join(out, 'catalogue.json');
  const catalogue: Catalogue = existsSync(file)
    ? (JSON.parse(await readFile(file, 'utf8')) as Catalogue)
    : { version: 1, editions: [] };
  const old = catalogue.editions.find((e) => e.articleId === facts.articleId);
  const versions = [...new Set([...(old?.versions ?? []), facts.version])].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true }),
  );
  const entry = {
    articleId: facts.articleId,
    latestVersion: versions[versions.length - 1]!,
    versions,
    title: facts.title,
    composers: facts.composers,
    catalogueNumber: facts.catalogueNumber,
    priceCents: facts.priceCents,
    onSale: facts.onSale,
    offer: facts.offer,
    keywords: facts.keywords,
    previewOnly: false,
  };
  catalogue.editions = [...catalogue.editions.filter((e) => e.articleId !== facts.articleId), entry].sort(
    (a, b) => a.articleId.localeCompare(b.articleId),
  );
  await writeAtomically(file, json(catalogue));
}
