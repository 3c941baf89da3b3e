import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { linkAppBundle } from '../../../scripts/build/app-bundle';
import { COMPILE_HINT } from '../../../scripts/build/compile-hint';
import { appBundlePlan, firstViewManifest } from '../../../scripts/build/first-view-manifest';

const imports = (...paths: string[]) => paths.map((path) => ({ path, kind: 'import-statement' }));
const lazy = (...paths: string[]) => paths.map((path) => ({ path, kind: 'dynamic-import' }));

const outDir = mkdtempSync(path.resolve('.tmp/app-bundle-'));
const out = (file: string) => path.relative(process.cwd(), path.join(outDir, file));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** An area's or a library's own code, over the size under which the linker may merge a chunk into another. */
const AREA_CODE = 'x'.repeat(1500);

/** A small build as esbuild leaves it: the app element, shared chunks, a lazy area, texts per language. */
const FILES: Record<string, string> = {
  'elements/choir-app.js': `import { core } from '../chunks/core.js';
globalThis.started = core('app', () => import('../chunks/en-1.js'), () => import('../chunks/de-1.js'));
globalThis.area = () => import('../chunks/start-1.js');`,
  'chunks/core.js': `import { react } from './react.js';
export const core = (name, ...texts) => react(name, texts.length);`,
  'chunks/react.js': 'export const react = (name, count) => [name, count, "react"];',
  'chunks/en-1.js': 'export default { hello: "Hello" };',
  'chunks/de-1.js': 'export default { hello: "Hallo" };',
  'chunks/en-2.js': 'export default { topics: "Topics" };',
  'chunks/start-1.js': `import { core } from './core.js';
import { card } from './card.js';
export const start = () => [core('start'), card, import('./en-2.js'), import('./plyr.js'), "${AREA_CODE}"];`,
  'chunks/card.js': 'export const card = "card";',
  'chunks/plyr.js': `export const plyr = ["plyr", "${AREA_CODE}"];`,
};

const METAFILE = {
  outputs: {
    [out('elements/choir-app.js')]: {
      entryPoint: 'src/elements/choir-app.ts',
      imports: [
        ...imports(out('chunks/core.js')),
        ...lazy(out('chunks/en-1.js'), out('chunks/de-1.js'), out('chunks/start-1.js')),
      ],
    },
    [out('chunks/core.js')]: { imports: imports(out('chunks/react.js')) },
    [out('chunks/react.js')]: { imports: [] },
    [out('chunks/en-1.js')]: { entryPoint: 'src/core/i18n/resources/en.ts', imports: [] },
    [out('chunks/de-1.js')]: { entryPoint: 'src/core/i18n/resources/de.ts', imports: [] },
    [out('chunks/en-2.js')]: { entryPoint: 'src/core/i18n/features/learning/en.ts', imports: [] },
    [out('chunks/start-1.js')]: {
      entryPoint: 'src/react/areas/start.ts',
      imports: [
        ...imports(out('chunks/core.js'), out('chunks/card.js')),
        ...lazy(out('chunks/en-2.js'), out('chunks/plyr.js')),
      ],
    },
    [out('chunks/card.js')]: { imports: [] },
    [out('chunks/plyr.js')]: { entryPoint: 'src/react/components/video/plyr-setup.ts', imports: [] },
  },
};

function writeBuild(files: Record<string, string>) {
  rmSync(outDir, { recursive: true, force: true });
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), code);
  }
}

describe('the app bundle and its first-view manifest', () => {
  it('plans the app element’s static imports as one file and the texts by language and area', () => {
    const { plan, areas } = appBundlePlan(METAFILE);
    expect(plan.entry).toBe(path.join(outDir, 'elements/choir-app.js'));
    expect([...plan.together].map((file) => path.relative(outDir, file)).sort()).toEqual([
      'chunks/core.js',
      'chunks/react.js',
      'elements/choir-app.js',
    ]);
    expect([...plan.texts].map(([file, language]) => [path.relative(outDir, file), language])).toEqual([
      ['chunks/en-1.js', 'en'],
      ['chunks/de-1.js', 'de'],
      ['chunks/en-2.js', 'en'],
    ]);
    expect([...areas.values()]).toEqual(['start']);
    // The app element registers the base texts; the start area the learning texts, apart.
    expect([...plan.textGroups].map(([file, group]) => [path.relative(outDir, file), group])).toEqual([
      ['chunks/en-2.js', 'learning'],
    ]);
  });

  it('links the app’s first view into one file, its texts per language, an area’s texts apart, and lists them per route', async () => {
    writeBuild(FILES);
    const { plan, areas } = appBundlePlan(METAFILE);
    const manifest = firstViewManifest(await linkAppBundle(outDir, plan), areas);
    const app = manifest['choir-app']!;
    expect(app.en).toHaveLength(2);
    expect(app.en[0]).toMatch(/^app\/choir-app-[0-9a-f]{8}\.js$/);
    expect(app.en[1]).toMatch(/^app\/chunks\/texts-en-[0-9a-f]{8}\.js$/);
    expect(app.de[1]).toMatch(/^app\/chunks\/texts-de-[0-9a-f]{8}\.js$/);
    expect(app.fr).toEqual([app.en[0]]);
    const entry = readFileSync(path.join(outDir, app.en[0]!), 'utf8');
    // The shared chunks live in the entry now: no import of another file at load.
    expect(entry).toContain('"react"');
    expect(entry).not.toMatch(/^import /m);
    // The app's English texts in one file, the German ones apart; the start area's not with them.
    const english = readFileSync(path.join(outDir, app.en[1]!), 'utf8');
    expect(english).toContain('Hello');
    expect(english).not.toContain('Topics');
    expect(english).not.toContain('Hallo');
    // The entry, whose functions nearly all run at start, is compiled at once; the rest lazily.
    expect(entry.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(english).not.toContain(COMPILE_HINT);
    // The area: its own file with what it alone imports (the card), not Plyr (lazy); the core it
    // shares with the app comes from the app's file.
    const start = manifest['area:start']!;
    // The area's texts are named with it in their language, so the browser asks for them at once.
    const areaTexts = start.en.filter((file) =>
      /^app\/chunks\/texts-en-learning-[0-9a-f]{8}\.js$/.test(file),
    );
    expect(areaTexts).toHaveLength(1);
    expect(readFileSync(path.join(outDir, areaTexts[0]!), 'utf8')).toContain('Topics');
    expect(start.de.filter((file) => file.includes('texts-'))).toEqual([]);
    expect(start.en.filter((file) => !areaTexts.includes(file))).toEqual(start.de);
    const areaCode = start.de
      .filter((file) => file !== app.en[0])
      .map((file) => readFileSync(path.join(outDir, file), 'utf8'))
      .join('\n');
    expect(areaCode).toContain('"card"');
    expect(areaCode).not.toContain('"plyr"');
    expect(start.en).toContain(app.en[0]);
    expect(areaCode).not.toContain('"react"');
    expect(areaCode).not.toContain(COMPILE_HINT);
    // Source maps for every file, as for the rest of the build.
    const written = readdirSync(path.join(outDir, 'app'), { recursive: true, encoding: 'utf8' });
    for (const file of written.filter((name) => name.endsWith('.js')))
      expect(written).toContain(`${file}.map`);
  });

  it('names an area whose file also holds what a lazy part of it shares with it', async () => {
    // The area's lazy part (Plyr here, the musical example in the app) imports the card as well:
    // the linker puts the card into the area's file, which is then no plain facade of the area.
    writeBuild({
      ...FILES,
      'chunks/plyr.js': `import { card } from "./card.js"; export const plyr = ["plyr", card, "${AREA_CODE}"];`,
    });
    const metafile = structuredClone(METAFILE);
    metafile.outputs[out('chunks/plyr.js')]!.imports = imports(out('chunks/card.js'));
    const { plan, areas } = appBundlePlan(metafile);
    const manifest = firstViewManifest(await linkAppBundle(outDir, plan), areas);
    const start = manifest['area:start']!.en;
    const areaCode = start.map((file) => readFileSync(path.join(outDir, file), 'utf8')).join('\n');
    expect(areaCode).toContain('"card"');
    expect(areaCode).not.toContain('"plyr"');
  });

  it('gives a small shared chunk that only declares no file of its own', async () => {
    // Two areas share a small helper: esbuild's chunk of it would be one more request for each.
    writeBuild({
      ...FILES,
      'elements/choir-app.js': `${FILES['elements/choir-app.js']}
globalThis.other = () => import('../chunks/topic-1.js');`,
      'chunks/start-1.js': `import { core } from './core.js';
import { tiny } from './tiny.js';
export const start = () => [core('start'), tiny, "${AREA_CODE}"];`,
      'chunks/topic-1.js': `import { core } from './core.js';
import { tiny } from './tiny.js';
export const topic = () => [core('topic'), tiny, "${AREA_CODE}"];`,
      'chunks/tiny.js': 'export const tiny = (value) => ["tiny", value];',
    });
    const metafile = structuredClone(METAFILE);
    metafile.outputs[out('elements/choir-app.js')]!.imports.push(...lazy(out('chunks/topic-1.js')));
    metafile.outputs[out('chunks/start-1.js')]!.imports = imports(
      out('chunks/core.js'),
      out('chunks/tiny.js'),
    );
    metafile.outputs[out('chunks/topic-1.js')] = {
      entryPoint: 'src/react/areas/topic.ts',
      imports: imports(out('chunks/core.js'), out('chunks/tiny.js')),
    };
    metafile.outputs[out('chunks/tiny.js')] = { imports: [] };
    const { plan, areas } = appBundlePlan(metafile);
    const chunks = await linkAppBundle(outDir, plan);
    const holding = chunks.filter((chunk) => chunk.code.includes('"tiny"'));
    expect(holding).toHaveLength(1);
    expect(holding[0]!.code).toMatch(/core\('(start|topic)'\)/);
    const manifest = firstViewManifest(chunks, areas);
    // The area's first view: the app's files and one file of its own.
    const app = manifest['choir-app']!.en;
    expect(manifest['area:start']!.en.filter((file) => !app.includes(file))).toHaveLength(1);
  });

  it('gives the entry a new name when its code changes', async () => {
    writeBuild(FILES);
    const first = firstViewManifest(await linkAppBundle(outDir, appBundlePlan(METAFILE).plan), new Map());
    writeBuild({ ...FILES, 'chunks/react.js': 'export const react = (name) => name;' });
    const second = firstViewManifest(await linkAppBundle(outDir, appBundlePlan(METAFILE).plan), new Map());
    expect(second['choir-app']!.en[0]).not.toBe(first['choir-app']!.en[0]);
    expect(second['choir-app']!.en[1]).toBe(first['choir-app']!.en[1]);
  });
});
