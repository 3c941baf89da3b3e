/**
 * Build step (before the server can answer): the server as one JavaScript module,
 * `.build/server/main.js` with its source map, which `npm start` and a production process run with
 * plain `node` (server-process.ts). Only our code is bundled (`server/` and what it imports of
 * `src/core/`); packages stay imports of `node_modules`, so PGlite finds its WebAssembly files
 * where it expects them ([decision 0038](../../docs/decisions/0038-the-server-runs-as-built-javascript.md)).
 */
import { copyFileSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { SYNC_EDITOR_SCRIPTS } from '../../server/operator/sync-editor-page';

export const SERVER_BUILD_DIR = '.build/server';
export const SERVER_ENTRY = `${SERVER_BUILD_DIR}/main.js`;

/**
 * Bundles `server/main.ts` into `outDir` (relative to `root`) and returns esbuild's metafile. The
 * files are written under other names first and renamed into place, so a server starting meanwhile
 * (a test, a bench) reads a whole file, and two builds at once do not mix theirs.
 */
export async function bundleServer(root = process.cwd(), outDir = SERVER_BUILD_DIR): Promise<Metafile> {
  const target = path.resolve(root, outDir);
  const building = `${target}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  try {
    const { metafile } = await build({
      absWorkingDir: root,
      entryPoints: ['server/main.ts'],
      outfile: path.join(building, 'main.js'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20', // the oldest Node of package.json's engines
      packages: 'external',
      // Stack traces name server/*.ts (node --enable-source-maps); the map holds no sources.
      sourcemap: 'linked',
      sourcesContent: false,
      metafile: true,
      logLevel: 'warning',
    });
    // The Verovio worker thread is loaded by its URL beside the module (server/layout/verovio-thread.ts).
    copyFileSync(
      path.join(root, 'server/layout/verovio-worker.mjs'),
      path.join(building, 'verovio-worker.mjs'),
    );
    // The operator's sync editor scripts are served from beside the module (server/operator/sync-editor-page.ts).
    for (const script of SYNC_EDITOR_SCRIPTS)
      copyFileSync(path.join(root, 'server/operator', script), path.join(building, script));
    mkdirSync(target, { recursive: true });
    for (const file of ['verovio-worker.mjs', ...SYNC_EDITOR_SCRIPTS, 'main.js.map', 'main.js'])
      renameSync(path.join(building, file), path.join(target, file));
    return metafile;
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}
