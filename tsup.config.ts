import { execSync } from 'node:child_process';
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Metafile, Plugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';
import { stampCommit } from './scripts/build/commit-stamp';
import { addCompileHint, outputsHolding } from './scripts/build/compile-hint';
import { elementFilesPlan, linkElementFiles } from './scripts/build/element-files';
import { writeFirstViewManifest } from './scripts/build/first-view-manifest';
import { minifyCssTemplatesPlugin } from './scripts/build/minify-css-templates';
import { reactBuiltinStoreHook } from './scripts/build/react-builtin-store-hook';
import { dropIdleRuntimeImports } from './scripts/build/runtime-imports';
import { SOURCE_MAP_COMMENT } from './scripts/build/source-map-comment';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

function commit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

/**
 * Emotion imports `hoist-non-react-statics` (and with it `react-is`) only for `withTheme`, which we
 * never use; the package does not declare itself free of side effects, so esbuild would keep it on
 * every page. Marking it side-effect free lets the unused import fall away (about 1 KB gzip).
 */
const dropUnusedHoisting: Plugin = {
  name: 'side-effect-free-hoisting',
  setup(build) {
    build.onResolve({ filter: /^hoist-non-react-statics$/ }, async ({ path, pluginData, ...options }) => {
      if (pluginData === 'resolving') return undefined;
      const resolved = await build.resolve(path, { ...options, pluginData: 'resolving' });
      return { ...resolved, sideEffects: false };
    });
  },
};

const sha = commit();

const shared: Options = {
  platform: 'browser',
  target: 'es2022',
  minify: true,
  sourcemap: true,
  treeshake: true,
  // DIST_DIR lets parallel work build into its own folder (the server reads the same variable).
  outDir: process.env.DIST_DIR ?? 'dist',
  define: {
    __CHOIR_VERSION__: JSON.stringify(pkg.version),
    // Only the offline worker's cache name; the bundle's files are stamped after the build.
    __CHOIR_SHA__: JSON.stringify(sha),
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  noExternal: [/.*/],
  esbuildPlugins: [dropUnusedHoisting, reactBuiltinStoreHook, minifyCssTemplatesPlugin],
  esbuildOptions(options) {
    options.jsx = 'automatic';
    options.jsxImportSource = '@emotion/react';
    options.chunkNames = 'chunks/[name]-[hash]';
    options.legalComments = 'none';
  },
};

export default defineConfig([
  {
    ...shared,
    // One entry per element (React and the core shared in chunks), the autoloader, and everything.
    entry: {
      'choir-coach': 'src/autoloader.ts',
      'choir-coach.all': 'src/elements/index.ts',
      ...Object.fromEntries(
        readdirSync('src/elements')
          .filter((file) => /^choir-[a-z-]+\.ts$/.test(file))
          .map((file) => [`elements/${file.replace(/\.ts$/, '')}`, `src/elements/${file}`]),
      ),
    },
    format: ['esm'],
    splitting: true,
    clean: true,
    // The chunk graph, for the server's module preloads (scripts/build/first-view-manifest.ts).
    metafile: true,
    // Plyr's icon sprite is served by us (never a CDN), next to the bundle.
    onSuccess: async () => {
      const out = process.env.DIST_DIR ?? 'dist';
      copyFileSync('node_modules/plyr/dist/plyr.svg', `${out}/plyr.svg`);
      const metafile = JSON.parse(readFileSync(`${out}/metafile-esm.json`, 'utf8')) as Metafile;
      dropIdleRuntimeImports(metafile);
      // Before the app bundle is linked from the app element's entry, so that it carries the stamp too.
      stampCommit(
        Object.entries(metafile.outputs)
          .filter(([, output]) => output.entryPoint?.startsWith('src/elements/'))
          .map(([file]) => file),
        sha,
      );
      // Every element's page runs React DOM and the element definition at once (compile-hint.ts).
      const startChunks = outputsHolding(
        metafile,
        'node_modules/react-dom/cjs/react-dom-client.production.js',
      );
      await writeFirstViewManifest(out);
      // After the app bundle, which links esbuild's files: the hosts' files are linked again too.
      const linked = await linkElementFiles(out, elementFilesPlan(metafile, out));
      for (const chunk of linked)
        if (chunk.moduleIds.some((id) => startChunks.includes(id)))
          addCompileHint(`${out}/${chunk.fileName}`);
      const files = readdirSync(out, { recursive: true, encoding: 'utf8' })
        .map((file) => file.split(path.sep).join('/'))
        .filter((file) => file.endsWith('.js') && !file.includes('iife') && file !== 'sw.js');
      // What the offline worker caches on install, with the icon sprite: on the app page its own
      // bundle; on a host that serves the app through the autoloader (demo/hosts/app.html) the
      // per-element files.
      const precache = (name: string, list: string[]) =>
        writeFileSync(
          `${out}/${name}`,
          JSON.stringify([...list, 'plyr.svg'].sort().map((file) => `/dist/${file}`)),
        );
      precache(
        'precache-app.json',
        files.filter((file) => file.startsWith('app/')),
      );
      precache(
        'precache.json',
        files.filter((file) => !file.startsWith('app/')),
      );
      // Source maps are announced by the server's `SourceMap` header instead of a comment in every
      // file (tsup even writes it twice): about 40 bytes gzip per file, 0.8 KB on a page of 20 chunks.
      for (const file of files.filter((name) => name.endsWith('.js'))) {
        const code = readFileSync(`${out}/${file}`, 'utf8');
        const stripped = code.replace(SOURCE_MAP_COMMENT, '');
        if (stripped !== code) writeFileSync(`${out}/${file}`, stripped);
      }
    },
  },
  {
    ...shared,
    entry: { sw: 'src/sw/offline-worker.ts' },
    format: ['iife'],
    splitting: false,
    outExtension: () => ({ js: '.js' }),
  },
  {
    ...shared,
    entry: { 'choir-coach.iife': 'src/elements/index.ts' },
    format: ['iife'],
    globalName: 'ChoirCoach',
    splitting: false,
    outExtension: () => ({ js: '.js' }),
    onSuccess: async () => stampCommit([`${process.env.DIST_DIR ?? 'dist'}/choir-coach.iife.js`], sha),
  },
]);
