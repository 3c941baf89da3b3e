import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { dropIdleRuntimeImports, type RuntimeMetafile } from '../../../scripts/build/runtime-imports';

const outDir = mkdtempSync(path.resolve('.tmp/runtime-imports-'));
const out = (file: string) => path.relative(process.cwd(), path.join(outDir, file));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** A build as esbuild leaves it: its helpers' chunk imported from every file, used by one. */
const FILES: Record<string, string> = {
  'chunks/chunk-RUNTIME1.js': 'var a=(b,c)=>()=>c;export{a};',
  'chunks/chunk-USES0001.js': "import{a as r}from'./chunk-RUNTIME1.js';var x=r(1);export{x as a};",
  'chunks/de-TEXTS001.js': 'import\'./chunk-RUNTIME1.js\';var e={hello:"Hallo"};export{e as default};',
  'elements/choir-works.js':
    "export{a as X}from'../chunks/chunk-USES0001.js';import'../chunks/chunk-RUNTIME1.js';",
  'choir-coach.js': "import'./chunks/chunk-RUNTIME1.js';var t=new Set;export{t as whenDefined};",
};
const statics = (...paths: string[]) => paths.map((file) => ({ path: out(file), kind: 'import-statement' }));
const METAFILE: RuntimeMetafile = {
  outputs: {
    [out('chunks/chunk-RUNTIME1.js')]: { inputs: {}, imports: [] },
    [out('chunks/chunk-USES0001.js')]: {
      inputs: { 'src/a.ts': {} },
      imports: statics('chunks/chunk-RUNTIME1.js'),
    },
    [out('chunks/de-TEXTS001.js')]: {
      inputs: { 'src/de.ts': {} },
      imports: statics('chunks/chunk-RUNTIME1.js'),
    },
    [out('elements/choir-works.js')]: {
      entryPoint: 'src/elements/choir-works.ts',
      inputs: { 'src/elements/choir-works.ts': {} },
      imports: statics('chunks/chunk-USES0001.js', 'chunks/chunk-RUNTIME1.js'),
    },
    [out('choir-coach.js')]: {
      entryPoint: 'src/autoloader.ts',
      inputs: { 'src/autoloader.ts': {} },
      imports: statics('chunks/chunk-RUNTIME1.js'),
    },
  },
};

for (const [file, code] of Object.entries(FILES)) {
  mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
  writeFileSync(path.join(outDir, file), code);
}
// The texts' map: one segment where `var` starts (column 28), one at `"Hallo"` (column 41).
writeFileSync(
  path.join(outDir, 'chunks/de-TEXTS001.js.map'),
  JSON.stringify({
    version: 3,
    sources: ['src/de.ts'],
    names: [],
    mappings: encode([
      [
        [28, 0, 0, 0],
        [41, 0, 0, 15],
      ],
    ]),
  }),
);
const changed = dropIdleRuntimeImports(METAFILE)
  .map((file) => path.relative(outDir, file))
  .sort();
const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');

describe('the unused imports of esbuild’s helper chunk', () => {
  it('go from the files that load nothing using the helpers', () => {
    expect(changed).toEqual(['choir-coach.js', path.join('chunks', 'de-TEXTS001.js')]);
    expect(read('chunks/de-TEXTS001.js')).toBe('var e={hello:"Hallo"};export{e as default};');
    expect(read('choir-coach.js')).toBe('var t=new Set;export{t as whenDefined};');
  });

  it('stay where a file uses the helpers, or loads a file that does', () => {
    expect(read('chunks/chunk-USES0001.js')).toBe(FILES['chunks/chunk-USES0001.js']);
    expect(read('elements/choir-works.js')).toBe(FILES['elements/choir-works.js']);
  });

  it('take their place in the source map with them', () => {
    const map = JSON.parse(read('chunks/de-TEXTS001.js.map')) as { mappings: string };
    expect(decode(map.mappings)).toEqual([
      [
        [0, 0, 0, 0],
        [13, 0, 0, 15],
      ],
    ]);
    expect(read('chunks/de-TEXTS001.js').slice(13, 20)).toBe('"Hallo"');
  });
});

/**
 * The step patches esbuild's output as text: with the installed esbuild, a file that uses none of
 * its helpers still imports their chunk (evanw/esbuild#1892), written as the step expects. When an
 * esbuild update fixes that or writes it otherwise, this fails: then the step can go, or must change.
 */
describe('the helper-chunk import of the installed esbuild', () => {
  const dir = mkdtempSync(path.resolve('.tmp/runtime-esbuild-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const source: Record<string, string> = {
    'legacy.cjs': 'module.exports = { hello: 1 };',
    'uses-a.js': "import legacy from './legacy.cjs'; export const a = legacy.hello;",
    'uses-b.js': "import legacy from './legacy.cjs'; export const b = legacy.hello + 1;",
    'texts.js': 'export const texts = { hello: "Hallo" };',
  };

  it('is there in a file that uses no helper, and the step drops it', async () => {
    for (const [file, code] of Object.entries(source)) writeFileSync(path.join(dir, file), code);
    const result = await build({
      entryPoints: ['uses-a.js', 'uses-b.js', 'texts.js'].map((file) => path.join(dir, file)),
      outdir: path.join(dir, 'out'),
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      metafile: true,
      chunkNames: 'chunks/[name]-[hash]',
      logLevel: 'silent',
    });
    const texts = path.join(dir, 'out', 'texts.js');
    expect(readFileSync(texts, 'utf8')).toMatch(/^import"\.\/chunks\/chunk-\w+\.js";/);
    expect(dropIdleRuntimeImports(result.metafile)).toEqual([texts]);
    expect(readFileSync(texts, 'utf8')).toMatch(/^var \w+=\{hello:"Hallo"\};export\{/);
  });
});
