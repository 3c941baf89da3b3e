/**
 * Writes `first-view.json` beside the bundle: for each element and each lazy area of the app, and
 * for each language, every module its first view loads (its static imports, all the way down,
 * plus the text modules of that language it imports on demand), so the server can name them all
 * in `<link rel="modulepreload">` and the browser loads them in one round instead of one round per
 * level of the import graph. Made from esbuild's metafile, which is deleted afterwards (it names
 * every source file and is not for the web). The app's own entry is named by its pinned copy.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '../../src/core/contract/api';

interface Metafile {
  outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }>;
}

/** Per root (`choir-app`, `area:start`…) and language: the files, relative to the bundle folder. */
export type FirstViewManifest = Record<string, Record<Language, string[]>>;

/** Text modules are `src/core/i18n/**\/<language>.ts`, loaded by `import()` in the current language. */
const textLanguage = (entryPoint: string | undefined) =>
  /\/i18n\/.*\/(de|en|fr)\.ts$/.exec(entryPoint ?? '')?.[1] as Language | undefined;

export function firstViewManifest(metafile: Metafile, outDir: string): FirstViewManifest {
  const { outputs } = metafile;
  const closure = (root: string, language: Language): string[] => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const { path: target, kind } of outputs[file]?.imports ?? []) {
        if (kind === 'import-statement') visit(target);
        else if (kind === 'dynamic-import' && textLanguage(outputs[target]?.entryPoint) === language)
          visit(target);
      }
    };
    visit(root);
    return [...seen].map((file) => path.relative(outDir, file).split(path.sep).join('/'));
  };
  const roots: Record<string, string> = {};
  for (const [file, { entryPoint }] of Object.entries(outputs)) {
    const element = /^src\/elements\/(choir-[a-z-]+)\.ts$/.exec(entryPoint ?? '')?.[1];
    const area = /^src\/react\/areas\/([a-zA-Z-]+)\.tsx?$/.exec(entryPoint ?? '')?.[1];
    if (element) roots[element] = file;
    if (area) roots[`area:${area}`] = file;
  }
  return Object.fromEntries(
    Object.entries(roots).map(([name, file]) => [
      name,
      Object.fromEntries(LANGUAGES.map((language) => [language, closure(file, language)])) as Record<
        Language,
        string[]
      >,
    ]),
  );
}

const APP_ENTRY = 'elements/choir-app.js';

/**
 * A copy of the app element's entry under a name with its content hash (`elements/choir-app-<HASH>.js`,
 * beside the original, so its relative imports still hold), or null without one. The app page loads
 * this copy instead of the autoloader: the server lets a browser keep hashed files for good, so a
 * returning visit starts the app from its cache instead of first asking whether the entry changed
 * (one round trip, 150 ms on a phone's network). Hosts keep loading the stable names.
 */
export function pinAppEntry(outDir: string): string | null {
  const entry = path.join(outDir, APP_ENTRY);
  if (!existsSync(entry)) return null;
  const hash = createHash('sha256').update(readFileSync(entry)).digest('hex').slice(0, 8).toUpperCase();
  const pinned = APP_ENTRY.replace(/\.js$/, `-${hash}.js`);
  copyFileSync(entry, path.join(outDir, pinned));
  if (existsSync(`${entry}.map`)) copyFileSync(`${entry}.map`, path.join(outDir, `${pinned}.map`));
  return pinned;
}

/** The manifest with the app's entry named by its pinned copy (the app page loads that one). */
export function withPinnedAppEntry(manifest: FirstViewManifest, pinned: string | null): FirstViewManifest {
  if (!pinned) return manifest;
  return Object.fromEntries(
    Object.entries(manifest).map(([root, byLanguage]) => [
      root,
      Object.fromEntries(
        Object.entries(byLanguage).map(([language, files]) => [
          language,
          files.map((file) => (file === APP_ENTRY ? pinned : file)),
        ]),
      ) as Record<Language, string[]>,
    ]),
  );
}

export function writeFirstViewManifest(outDir: string): void {
  const metafilePath = path.join(outDir, 'metafile-esm.json');
  const metafile = JSON.parse(readFileSync(metafilePath, 'utf8')) as Metafile;
  const manifest = withPinnedAppEntry(firstViewManifest(metafile, outDir), pinAppEntry(outDir));
  writeFileSync(path.join(outDir, 'first-view.json'), JSON.stringify(manifest));
  if (!process.env.KEEP_METAFILE) rmSync(metafilePath);
}
