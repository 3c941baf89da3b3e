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
  return { plan: { entry: absolute(entry), together, texts }, areas };
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
  const manifest: FirstViewManifest = {};
  for (const chunk of chunks) {
    if (chunk.isEntry)
      manifest['choir-app'] = byLanguage((language) => [...closure(chunk), ...texts(language)]);
    // By the modules a chunk holds, not its facade: a chunk that also holds what a lazy part of the
    // area shares with it (the musical example's) has none.
    if (!chunk.isDynamicEntry) continue;
    for (const moduleId of chunk.moduleIds) {
      const area = areas.get(moduleId);
      if (area) manifest[`area:${area}`] = byLanguage(() => closure(chunk));
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
