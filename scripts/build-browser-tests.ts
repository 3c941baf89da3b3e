/**
 * Bundles each browser test (tests/browser/*.test.ts[x]) into plain ESM for @web/test-runner.
 * React is published as CommonJS, which the test runner cannot load natively; esbuild resolves it.
 */
import { readdirSync } from 'node:fs';
import { build } from 'esbuild';

// Optional name filter (`build-browser-tests.ts metronome`) and output folder (BROWSER_TESTS_DIR),
// so parallel work can run its own files.
const filter = process.argv[2];
const outdir = process.env.BROWSER_TESTS_DIR ?? '.tmp/browser-tests';
const entryPoints = readdirSync('tests/browser')
  .filter((name) => /\.test\.tsx?$/.test(name) && (!filter || name.includes(filter)))
  .map((name) => `tests/browser/${name}`);

await build({
  entryPoints,
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  sourcemap: 'inline',
  jsx: 'automatic',
  jsxImportSource: '@emotion/react',
  define: { 'process.env.NODE_ENV': '"development"', global: 'globalThis' },
  logLevel: 'warning',
});
console.log(`bundled ${entryPoints.length} browser test files`);
