/**
 * The per-element files (`dist/choir-coach.js`, `dist/elements/*.js`, `choir-coach.all.js` and their
 * `dist/chunks/`), linked again by rollup, as the app page's bundle is (app-bundle.ts). esbuild
 * splits shared code by the exact set of entries that reach it, counting each lazy area, dialog
 * and text module as an entry of its own, and does not know that a lazy chunk only ever loads after
 * its element did: the works page fetched 28 files, half of them under 300 bytes, each costing its
 * gzip frame and an import naming a random hash. Rollup leaves out of that count what is certainly
 * loaded already when a lazy chunk loads, so what every element needs joins one chunk and what one
 * element alone needs joins that element's own file. Measured (gzip): the works page 134.3 ->
 * 132.2 KB (28 -> 19 files), the player 158.9 -> 156.5 KB, a lesson 160.3 -> 156.4 KB; no page
 * grew. No chunk merging by size here: it put code on pages that never run it (the works page
 * +1.8 KB). Decision 0034.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type OutputChunk, type Plugin, rollup } from 'rollup';
import { withInputSourceMaps } from './app-bundle';
import { SOURCE_MAP_COMMENT } from './source-map-comment';

/** The part of esbuild's metafile read here (paths relative to the working folder). */
export interface ElementFilesMetafile {
  outputs: Record<string, { entryPoint?: string }>;
}

export interface ElementFilesPlan {
  /** esbuild's entry files (absolute paths) by their name in the output (`elements/choir-works`). */
  entries: Record<string, string>;
  /** The entry of `choir-coach.all.js` (absolute path). */
  all: string;
  /** The element entries (absolute paths). */
  elements: string[];
  /** Every file of esbuild's ESM build (absolute paths, source maps included): the link replaces them. */
  replaced: string[];
}

const ALL_ENTRY = 'src/elements/index.ts';

/** From esbuild's metafile: its entries (the autoloader, each element, all of them) and its files. */
export function elementFilesPlan(metafile: ElementFilesMetafile, outDir: string): ElementFilesPlan {
  const entries: Record<string, string> = {};
  const elements: string[] = [];
  let all = '';
  for (const [file, { entryPoint }] of Object.entries(metafile.outputs)) {
    const absolute = path.resolve(file);
    const name = path.relative(outDir, absolute).split(path.sep).join('/').replace(/\.js$/, '');
    // The lazy chunks (areas, dialogs, texts) are entries to esbuild, not to a host.
    if (!entryPoint || !file.endsWith('.js') || name.startsWith('chunks/')) continue;
    entries[name] = absolute;
    if (entryPoint === ALL_ENTRY) all = absolute;
    else if (entryPoint.startsWith('src/elements/')) elements.push(absolute);
  }
  if (!all || elements.length === 0) throw new Error('the build has no element entries to link');
  return {
    entries,
    all,
    elements,
    replaced: Object.keys(metafile.outputs).map((file) => path.resolve(file)),
  };
}

/**
 * `choir-coach.all.js` imports each element's entry file as well: rollup places a module by the
 * entries that reach it, and one reached by an element and by `all` alike then lives in that
 * element's file instead of a chunk of its own that the element's file only re-exports.
 */
function allThroughElements(plan: ElementFilesPlan): Plugin {
  return {
    name: 'all-through-elements',
    load(id) {
      if (id !== plan.all) return null;
      const imports = plan.elements
        .map((file) => `import'./${path.relative(path.dirname(id), file).split(path.sep).join('/')}';`)
        .join('');
      return `${imports}${readFileSync(id, 'utf8').replace(SOURCE_MAP_COMMENT, '')}`;
    },
  };
}

/**
 * Links esbuild's ESM files into `outDir` under the same entry names (hosts and the autoloader load
 * `elements/<tag>.js`), the chunks content-hashed in `chunks/`, and removes esbuild's files.
 * Answers the chunks written.
 */
export async function linkElementFiles(outDir: string, plan: ElementFilesPlan): Promise<OutputChunk[]> {
  const bundle = await rollup({
    input: plan.entries,
    // An entry file may export more than its module, so no entry needs a facade file of its own.
    preserveEntrySignatures: 'allow-extension',
    plugins: [allThroughElements(plan), withInputSourceMaps()],
    onwarn(warning, warn) {
      // esbuild's chunks import each other in cycles by design; their order is already settled.
      if (warning.code !== 'CIRCULAR_DEPENDENCY') warn(warning);
    },
  });
  try {
    // Every module is read: esbuild's files can go before rollup writes its own in their place.
    for (const file of plan.replaced) rmSync(file, { force: true });
    const { output } = await bundle.write({
      dir: outDir,
      format: 'es',
      compact: true,
      sourcemap: true,
      hashCharacters: 'hex',
      entryFileNames: '[name].js',
      // esbuild's names end in its own hash; one hash per name is enough.
      chunkFileNames: ({ name }) => `chunks/${name.replace(/-[A-Z0-9]{8}$/, '')}-[hash].js`,
    });
    return output.filter((file): file is OutputChunk => file.type === 'chunk');
  } finally {
    await bundle.close();
  }
}
