/**
 * The server runs as built JavaScript (scripts/build/server-bundle.ts, issue 37): the build holds
 * only our code, made from what the stamp watches, and needs no package a production install leaves out.
 */
import { readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bundleServer } from '../../../scripts/build/server-bundle';
import { SERVER_INPUTS } from '../../../scripts/build/stamp';

const root = path.resolve(import.meta.dirname, '../../..');
const outDir = `.tmp/server-bundle-test-${process.pid}`;
let metafile: Metafile;

beforeAll(async () => {
  metafile = await bundleServer(root, outDir);
}, 60_000);
afterAll(() => rmSync(path.join(root, outDir), { recursive: true, force: true }));

it('is made only of files whose change makes npm start build it again', () => {
  const inputs = Object.keys(metafile.inputs);
  expect(inputs).toContain('server/main.ts');
  const unwatched = inputs.filter(
    (file) => !SERVER_INPUTS.some((input) => file === input || file.startsWith(`${input}/`)),
  );
  expect(unwatched).toEqual([]);
});

it('imports only Node and the packages of dependencies, which it leaves in node_modules', () => {
  const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const packageOf = (specifier: string) =>
    specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');
  const imported = Object.values(metafile.inputs).flatMap((input) =>
    input.imports.filter((entry) => entry.external).map((entry) => entry.path),
  );
  const packages = new Set(
    imported.filter((name) => !name.startsWith('node:') && !builtinModules.includes(name)).map(packageOf),
  );
  expect(packages).toContain('@electric-sql/pglite');
  expect([...packages].filter((name) => !(name in dependencies))).toEqual([]);
});

it('writes a source map that leads stack traces to server/*.ts', () => {
  const map = JSON.parse(readFileSync(path.join(root, outDir, 'main.js.map'), 'utf8')) as {
    sources: string[];
    sourcesContent?: unknown;
  };
  const sources = map.sources.map((source) => path.relative(root, path.resolve(root, outDir, source)));
  expect(sources).toContain(path.join('server', 'main.ts'));
  expect(map.sourcesContent).toBeUndefined();
});
