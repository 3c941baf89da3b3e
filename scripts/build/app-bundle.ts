/**
 * The app page's own bundle (`dist/app/`). esbuild splits the code by which entries reach it: with
 * eight elements, their areas and the texts per language, the app's first view was some 40 files,
 * seven rounds of six HTTP/1.1 connections on a phone's 150 ms round trip. Rollup links esbuild's
 * output for `<choir-app>` again: everything the app element loads at once in one file, the texts it
 * registers in one file per language (an area's texts in one beside it: `textGroups`, decision
 * 0052), the lazy areas split as esbuild split them among themselves. Hosts
 * keep loading the per-element files; the app page loads only these (never both on one page: two
 * copies of the core would not share their signals).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type OutputChunk, type Plugin, rollup } from 'rollup';
import type { Language } from '../../src/core/contract/api';
import { COMPILE_HINT } from './compile-hint';
import { SOURCE_MAP_COMMENT } from './source-map-comment';

/** What to link, from esbuild's metafile; absolute paths of its output files. */
export interface AppBundlePlan {
  /** esbuild's entry of the app element. */
  entry: string;
  /** Every file the entry imports statically, all the way down (it is loaded with the entry anyway). */
  together: Set<string>;
  /** The text modules (one per feature and language) and their language. */
  texts: Map<string, Language>;
  /**
   * The file of a text module that the app element's first view does not register: by the areas
   * that register it (`learning` for the start page, topics, lessons and the other pages). Without
   * one, a module joins its language's first file.
   */
  textGroups: Map<string, string>;
}

/**
 * Rollup's threshold for merging a small chunk into another (bytes, as rollup estimates them). Where
 * no chunk is loaded under the same conditions, rollup merges into the one that adds the least code
 * where it is not needed, with no limit: at 1000 the start page loaded 1.9 KB gzip it never runs
 * (the rehearsal's count-in and tones, the stored screen layouts) and a lesson 2.7 KB (the works'
 * download manager). At 400 (decision 0052): 1.3 and 0.1 KB, the start page in 12 files (10 at
 * 1000, 13 without merging), a lesson in 15 (15, 19).
 */
const MIN_CHUNK_BYTES = 400;

/** The bundle's folder inside the build's output; the manifest names files relative to the output. */
export const APP_FOLDER = 'app';

/** esbuild's files carry their own source maps: handing them to rollup keeps the maps to `src/`. */
export function withInputSourceMaps(): Plugin {
  return {
    name: 'esbuild-source-maps',
    load(id) {
      const code = readFileSync(id, 'utf8').replace(SOURCE_MAP_COMMENT, '');
      const map = `${id}.map`;
      return { code, map: existsSync(map) ? readFileSync(map, 'utf8') : null };
    },
  };
}

/** Links the app bundle into `<outDir>/app/` and answers its chunks (file names relative to `app/`). */
export async function linkAppBundle(outDir: string, plan: AppBundlePlan): Promise<OutputChunk[]> {
  const bundle = await rollup({
    input: plan.entry,
    // The app page only runs the entry; its exports need no file of their own.
    preserveEntrySignatures: false,
    plugins: [withInputSourceMaps()],
    onwarn(warning, warn) {
      // esbuild's chunks import each other in cycles by design; their order is already settled.
      if (warning.code !== 'CIRCULAR_DEPENDENCY') warn(warning);
    },
  });
  try {
    const { output } = await bundle.write({
      dir: path.join(outDir, APP_FOLDER),
      format: 'es',
      compact: true,
      sourcemap: true,
      // The entry's functions (React DOM, the core, the shell) nearly all run as the app starts.
      banner: (chunk) => (chunk.isEntry ? COMPILE_HINT : ''),
      hashCharacters: 'hex',
      // A small shared chunk that only declares (no side effects) joins another chunk: each first
      // view files fewer (at 1000 bytes the player's 14 -> 9; Lighthouse's player median 95 ->
      // 96-97), for some code on pages that do not run it (MIN_CHUNK_BYTES).
      experimentalMinChunkSize: MIN_CHUNK_BYTES,
      entryFileNames: 'choir-app-[hash].js',
      // esbuild's names end in its own hash; one hash per name is enough.
      chunkFileNames: ({ name }) => `chunks/${name.replace(/-[A-Z0-9]{8}$/, '')}-[hash].js`,
      manualChunks(id) {
        if (plan.together.has(id)) return 'app';
        // The error reporter loads only when something goes wrong: a small chunk that every first
        // view needs must not join it (then every first view would load the reporter too).
        if (/\/error-reports-[A-Za-z0-9]+\.js$/.test(id)) return 'error-reports';
        const language = plan.texts.get(id);
        if (!language) return undefined;
        const group = plan.textGroups.get(id);
        return group ? `texts-${language}-${group}` : `texts-${language}`;
      },
    });
    return output.filter((file): file is OutputChunk => file.type === 'chunk');
  } finally {
    await bundle.close();
  }
}
