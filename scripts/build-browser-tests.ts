/**
 * Bundles each browser test (tests/browser/<feature>/*.test.ts[x]) into plain ESM for @web/test-runner,
 * keeping the feature folders in the output.
 * React is published as CommonJS, which the test runner cannot load natively; esbuild resolves it.
 */
import { readdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { reactBuiltinStoreHook } from './build/react-builtin-store-hook';

// Optional path filter (`build-browser-tests.ts practice/` or `webcam`) and output folder
// (BROWSER_TESTS_DIR), so parallel work can run its own files.
const filter = process.argv[2];
const outdir = process.env.BROWSER_TESTS_DIR ?? '.tmp/browser-tests';
const entryPoints = readdirSync('tests/browser', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && (!filter || file.includes(filter)))
  .map((file) => `tests/browser/${file}`);

// The runner finds every bundle below outdir: clear it so a moved or filtered-out test does not run stale.
rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints,
  outdir,
  outbase: 'tests/browser',
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  sourcemap: 'inline',
  jsx: 'automatic',
  jsxImportSource: '@emotion/react',
  define: { 'process.env.NODE_ENV': '"development"', global: 'globalThis' },
  // The signals' store hook of the bundle (background writes render in slices), as in the product.
  plugins: [reactBuiltinStoreHook],
  // Each test's start and end go to the runner as they happen (a hung file then names its test).
  inject: ['tests/browser/support/progress-trail.ts', 'tests/browser/support/readable-failures.ts'],
  // The runner's own socket, served by it at this path (used by @web/test-runner-commands).
  external: ['/__web-dev-server__web-socket.js'],
  logLevel: 'warning',
});
console.log(`bundled ${entryPoints.length} browser test files`);
