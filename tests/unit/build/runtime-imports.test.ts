import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decode, encode } from '@jridgewell/sourcemap-codec';
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
