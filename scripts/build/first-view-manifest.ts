/**
 * Writes the app page's bundle (scripts/build/app-bundle.ts) and `first-view.json` beside it: for the
 * app element and each lazy area of the app, and for each language, every file its first view loads
 * (its static imports, all the way down, and for the app the texts of that language), so the server
 * can name them all in `<link rel="modulepreload">` and the browser loads them in one round instead
 * of one round per level of the import graph. The plan comes from esbuild's metafile, which is
 * deleted afterwards (it names every source file and is not for the web).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputChunk } from 'rollup';
import type { Language } from '../../src/core/contract/api';
import { LANGUAGES } from '../../src/core/contract/constants';
import { APP_FOLDER, type AppBundlePlan, linkAppBundle } from './app-bundle';

interface Metafile {
  outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }>;
}

/** Per root (`choir-app`, `area:start`…) and language: the files, relative to the bundle folder. */
export type FirstViewManifest = Record<string, Record<Language, string[]>>;

/** Text modules are `src/core/i18n/**\/<language>.ts`, loaded by `import()` in the current language. */
const textLanguage = (entryPoint: string | undefined) =>
  /\/i18n\/.*\/(de|en|fr)\.ts$/.exec(entryPoint ?? '')?.[1] as Language | undefined;

const APP_ELEMENT = 'src/elements/choir-app.ts';

/** The areas (src/react/shell/route-screens.ts) by esbuild's file of each, an absolute path. */
export type AreaFiles = Map<string, string>;

/** The feature of a text module (`src/core/i18n/features/<feature>/<language>.ts`), `base` for the rest. */
const textFeature = (entryPoint: string | undefined) =>
  /\/i18n\/features\/([a-z-]+)\//.exec(entryPoint ?? '')?.[1] ?? 'base';

/**
 * Where each text module goes (AppBundlePlan.textGroups): the app element's first view registers
 * the base, shell, menu, sign-in and options texts, which load with it in one file per language;
 * the others load with the areas that register them, so the start page no longer loads the
 * player's, the works' or the profile's texts. Features registered by the same areas share a file
 * (named by them); one no area registers at once (a dialog's, the markings') has its own.
 */
function textGroups(
  outputs: Metafile['outputs'],
  together: Set<string>,
  areas: AreaFiles,
  texts: Map<string, Language>,
): Map<string, string> {
  const absolute = (file: string) => path.resolve(file);
  const staticClosure = (file: string, seen = new Set<string>()) => {
    if (seen.has(absolute(file))) return seen;
    seen.add(absolute(file));
    for (const { path: target, kind } of outputs[file]?.imports ?? [])
      if (kind === 'import-statement') staticClosure(target, seen);
    return seen;
  };
  const byArea = [...areas].map(([file, area]) => ({
    area,
    files: staticClosure(path.relative(process.cwd(), file)),
  }));
  /** Who registers each text module: the esbuild files that `import()` it. */
  const importers = new Map<string, string[]>();
  for (const [file, { imports }] of Object.entries(outputs))
    for (const { path: target, kind } of imports)
      if (kind === 'dynamic-import' && texts.has(absolute(target)))
        importers.set(absolute(target), [...(importers.get(absolute(target)) ?? []), absolute(file)]);
  const features = new Map<string, Set<string>>();
  const keys = new Map<string, string>();
  for (const [file, { entryPoint }] of Object.entries(outputs)) {
    if (!texts.has(absolute(file))) continue;
    const registering = importers.get(absolute(file)) ?? [];
    if (registering.some((importer) => together.has(importer))) continue;
    const feature = textFeature(entryPoint);
    const reaching = byArea
      .filter(({ files }) => registering.some((importer) => files.has(importer)))
      .map(({ area }) => area)
      .sort();
    const key = reaching.length > 0 ? reaching.join(' ') : `later ${feature}`;
    keys.set(absolute(file), key);
    features.set(key, (features.get(key) ?? new Set()).add(feature));
  }
  return new Map([...keys].map(([file, key]) => [file, [...(features.get(key) ?? [])].sort().join('-')]));
}

/** From esbuild's metafile (paths relative to the working folder): what the app bundle links. */
export function appBundlePlan(metafile: Metafile): { plan: AppBundlePlan; areas: AreaFiles } {
  const { outputs } = metafile;
  const absolute = (file: string) => path.resolve(file);
  const entry = Object.keys(outputs).find((file) => outputs[file]?.entryPoint === APP_ELEMENT);
  if (!entry) throw new Error(`the build has no output for ${APP_ELEMENT}`);
  const together = new Set<string>();
  const visit = (file: string) => {
    if (together.has(absolute(file))) return;
    together.add(absolute(file));
    for (const { path: target, kind } of outputs[file]?.imports ?? [])
      if (kind === 'import-statement') visit(target);
  };
  visit(entry);
  const texts = new Map<string, Language>();
  const areas: AreaFiles = new Map();
  for (const [file, { entryPoint }] of Object.entries(outputs)) {
    const language = textLanguage(entryPoint);
    if (language) texts.set(absolute(file), language);
    const area = /^src\/react\/areas\/([a-zA-Z-]+)\.tsx?$/.exec(entryPoint ?? '')?.[1];
    if (area) areas.set(absolute(file), area);
  }
  return {
    plan: {
      entry: absolute(entry),
      together,
      texts,
      textGroups: textGroups(outputs, together, areas, texts),
    },
    areas,
  };
}

/** The manifest of the linked app bundle: its entry and each area, with the texts per language. */
export function firstViewManifest(chunks: OutputChunk[], areas: AreaFiles): FirstViewManifest {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (chunk: OutputChunk): string[] => {
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      for (const target of byName.get(fileName)?.imports ?? []) visit(target);
    };
    visit(chunk.fileName);
    return [...seen].map((fileName) => `${APP_FOLDER}/${fileName}`);
  };
  const texts = (language: Language) =>
    chunks
      .filter((chunk) => chunk.name === `texts-${language}`)
      .map((chunk) => `${APP_FOLDER}/${chunk.fileName}`);
  const byLanguage = (files: (language: Language) => string[]) =>
    Object.fromEntries(LANGUAGES.map((language) => [language, files(language)])) as Record<
      Language,
      string[]
    >;
  /** The texts an area's code registers as it loads (textGroups): its files `import()` them. */
  const withTexts = (files: string[], language: Language) => {
    const registered = files
      .flatMap((file) => byName.get(file.slice(APP_FOLDER.length + 1))?.dynamicImports ?? [])
      .filter((file) => byName.get(file)?.name.startsWith(`texts-${language}-`))
      .map((file) => `${APP_FOLDER}/${file}`);
    return [...new Set([...files, ...registered])];
  };
  const manifest: FirstViewManifest = {};
  for (const chunk of chunks) {
    if (chunk.isEntry)
      manifest['choir-app'] = byLanguage((language) => [...closure(chunk), ...texts(language)]);
    // By the modules a chunk holds, not its facade: a chunk that also holds what a lazy part of the
    // area shares with it (the musical example's) has none.
    if (!chunk.isDynamicEntry) continue;
    for (const moduleId of chunk.moduleIds) {
      const area = areas.get(moduleId);
      if (area) manifest[`area:${area}`] = byLanguage((language) => withTexts(closure(chunk), language));
    }
  }
  return manifest;
}

export async function writeFirstViewManifest(outDir: string): Promise<void> {
  const metafilePath = path.join(outDir, 'metafile-esm.json');
  const { plan, areas } = appBundlePlan(JSON.parse(readFileSync(metafilePath, 'utf8')) as Metafile);
  const chunks = await linkAppBundle(outDir, plan);
  writeFileSync(path.join(outDir, 'first-view.json'), JSON.stringify(firstViewManifest(chunks, areas)));
  if (!process.env.KEEP_METAFILE) rmSync(metafilePath);
}
