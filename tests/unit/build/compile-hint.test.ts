import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { addCompileHint, COMPILE_HINT, outputsHolding } from '../../../scripts/build/compile-hint';

const folder = mkdtempSync(path.resolve('.tmp/compile-hint-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const REACT_DOM = 'node_modules/react-dom/cjs/react-dom-client.production.js';

describe('the compile hint of files run at start', () => {
  it('finds the built files that hold a module', () => {
    const output = (...inputs: string[]) => ({
      bytes: 1,
      imports: [],
      exports: [],
      inputs: Object.fromEntries(inputs.map((input) => [input, { bytesInOutput: 1 }])),
    });
    const metafile = {
      inputs: {},
      outputs: {
        'dist/chunks/chunk-A.js': output(REACT_DOM, 'node_modules/scheduler/index.js'),
        'dist/chunks/chunk-A.js.map': output(REACT_DOM),
        'dist/chunks/chunk-B.js': output('src/core/core.ts'),
        'dist/elements/choir-works.js': output('src/elements/choir-works.ts'),
        // A build whose node_modules is a link elsewhere names the real path.
        'dist/chunks/chunk-C.js': output(`../../elsewhere/${REACT_DOM}`),
        'dist/chunks/chunk-D.js': output(`src/not-${REACT_DOM}`),
      },
    } as unknown as Metafile;
    expect(outputsHolding(metafile, REACT_DOM)).toEqual([
      path.resolve('dist/chunks/chunk-A.js'),
      path.resolve('dist/chunks/chunk-C.js'),
    ]);
    expect(outputsHolding(metafile, 'node_modules/plyr/dist/plyr.mjs')).toEqual([]);
  });

  it('goes first in the file, once, and the source map follows the code one line down', () => {
    const file = path.join(folder, 'chunk.js');
    writeFileSync(file, 'export const a=1;\nexport const b=2;');
    writeFileSync(`${file}.map`, JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA;AACA' }));
    addCompileHint(file);
    addCompileHint(file);
    expect(readFileSync(file, 'utf8')).toBe(`${COMPILE_HINT}\nexport const a=1;\nexport const b=2;`);
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { mappings: string; sources: string[] };
    expect(map.mappings).toBe(';AAAA;AACA');
    expect(map.sources).toEqual(['a.ts']);
  });

  it('leaves a file without a source map with just the hint added', () => {
    const file = path.join(folder, 'plain.js');
    writeFileSync(file, 'export {};');
    addCompileHint(file);
    expect(readFileSync(file, 'utf8')).toBe(`${COMPILE_HINT}\nexport {};`);
  });
});
