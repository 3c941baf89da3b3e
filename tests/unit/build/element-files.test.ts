import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { elementFilesPlan, linkElementFiles } from '../../../scripts/build/element-files';

const outDir = mkdtempSync(path.resolve('.tmp/element-files-'));
const out = (file: string) => path.relative(process.cwd(), path.join(outDir, file));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/**
 * Two elements as esbuild leaves them: each element's own code in a chunk it shares with
 * `choir-coach.all.js` (its entry file only re-exports it), a chunk both share, and a small chunk of
 * its own for what element A shares with its lazy area (an entry to esbuild).
 */
const files = (stamp: string): Record<string, string> => ({
  'choir-coach.js': 'globalThis.autoloader = () => import(new URL("./elements/x.js", import.meta.url).href);',
  'elements/choir-a.js': `export{a as ChoirA}from'../chunks/chunk-AAAAAAAA.js';import'../chunks/chunk-SSSSSSSS.js';\n${stamp}`,
  'elements/choir-b.js': `export{b as ChoirB}from'../chunks/chunk-BBBBBBBB.js';import'../chunks/chunk-SSSSSSSS.js';\n${stamp}`,
  'choir-coach.all.js': `export{a as ChoirA}from'./chunks/chunk-AAAAAAAA.js';export{b as ChoirB}from'./chunks/chunk-BBBBBBBB.js';import'./chunks/chunk-SSSSSSSS.js';\n${stamp}`,
  'chunks/chunk-AAAAAAAA.js': `import{s}from'./chunk-SSSSSSSS.js';import{t}from'./chunk-TTTTTTTT.js';export const a=()=>[s,t,"a-own",import('./area-AAAAAAAA.js')];`,
  'chunks/chunk-BBBBBBBB.js': `import{s}from'./chunk-SSSSSSSS.js';export const b=()=>[s,"b-own"];`,
  'chunks/chunk-SSSSSSSS.js': 'export const s="shared";',
  'chunks/chunk-TTTTTTTT.js': 'export const t="tiny";',
  'chunks/area-AAAAAAAA.js': `import{t}from'./chunk-TTTTTTTT.js';export const area=[t,"area-own"];`,
});

const ENTRIES: Record<string, string> = {
  'choir-coach.js': 'src/autoloader.ts',
  'elements/choir-a.js': 'src/elements/choir-a.ts',
  'elements/choir-b.js': 'src/elements/choir-b.ts',
  'choir-coach.all.js': 'src/elements/index.ts',
  'chunks/area-AAAAAAAA.js': 'src/react/areas/a.ts',
};

const METAFILE = {
  outputs: Object.fromEntries(
    Object.keys(files('')).flatMap((file) => [
      [out(file), ENTRIES[file] ? { entryPoint: ENTRIES[file] } : {}],
      [out(`${file}.map`), {}],
    ]),
  ),
};

async function link(stamp: string) {
  rmSync(outDir, { recursive: true, force: true });
  for (const [file, code] of Object.entries(files(stamp))) {
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), code);
  }
  return linkElementFiles(outDir, elementFilesPlan(METAFILE, out('.')));
}

const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');

describe('the per-element files, linked again', () => {
  it('plans the autoloader, the elements and the file of all of them as entries, not the lazy chunks', () => {
    const plan = elementFilesPlan(METAFILE, out('.'));
    expect(Object.keys(plan.entries).sort()).toEqual([
      'choir-coach',
      'choir-coach.all',
      'elements/choir-a',
      'elements/choir-b',
    ]);
    expect(plan.elements).toHaveLength(2);
    expect(plan.replaced).toHaveLength(Object.keys(files('')).length * 2);
  });

  it("puts an element's own code in its own file and what every element needs in one chunk", async () => {
    await link('globalThis.sha="1";');
    const a = read('elements/choir-a.js');
    // Its own code, and what it shares only with its lazy area (loaded after it, always).
    expect(a).toContain('"a-own"');
    expect(a).toContain('"tiny"');
    expect(a).not.toContain('"b-own"');
    expect(a).toMatch(/export\s*{[^}]*ChoirA/);
    const chunks = readdirSync(path.join(outDir, 'chunks')).filter((file) => file.endsWith('.js'));
    // esbuild's files are gone; the shared code and the area are rollup's, one file each.
    expect(chunks.every((file) => /-[0-9a-f]{8}\.js$/.test(file))).toBe(true);
    expect(chunks.filter((file) => read(`chunks/${file}`).includes('"shared"'))).toHaveLength(1);
    expect(chunks.filter((file) => file.startsWith('area-'))).toHaveLength(1);
    // All of them: the elements' files, and the same classes.
    const all = read('choir-coach.all.js');
    expect(all).toContain('./elements/choir-a.js');
    expect(all).toMatch(/ChoirA/);
    expect(all).toMatch(/ChoirB/);
    expect(read('choir-coach.js')).toContain('import.meta.url');
  });

  it('renames no chunk when only the commit stamp of the entries changes, even one importing an entry', async () => {
    const names = async (stamp: string) => {
      const chunks = await link(stamp);
      // The area takes what it shares with its element from the element's file.
      const area = chunks.find((chunk) => chunk.fileName.startsWith('chunks/area-'));
      expect(area?.imports).toContain('elements/choir-a.js');
      return chunks
        .filter((chunk) => !chunk.isEntry)
        .map((chunk) => chunk.fileName)
        .sort();
    };
    expect(await names('globalThis.sha="1";')).toEqual(await names('globalThis.sha="2";'));
  });
});
