import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  firstViewManifest,
  pinAppEntry,
  withPinnedAppEntry,
} from '../../../scripts/build/first-view-manifest';

const imports = (...paths: string[]) => paths.map((path) => ({ path, kind: 'import-statement' }));
const lazy = (...paths: string[]) => paths.map((path) => ({ path, kind: 'dynamic-import' }));

/** A small chunk graph as esbuild describes it: an element, a lazy area, text modules per language. */
const METAFILE = {
  outputs: {
    'dist/elements/choir-app.js': {
      entryPoint: 'src/elements/choir-app.ts',
      imports: [...imports('dist/chunks/react.js'), ...lazy('dist/chunks/start-1.js')],
    },
    'dist/chunks/react.js': {
      imports: [...imports('dist/chunks/core.js'), ...lazy('dist/chunks/en-1.js', 'dist/chunks/de-1.js')],
    },
    'dist/chunks/core.js': { imports: imports('dist/chunks/react.js') },
    'dist/chunks/en-1.js': { entryPoint: 'src/core/i18n/resources/en.ts', imports: [] },
    'dist/chunks/de-1.js': { entryPoint: 'src/core/i18n/resources/de.ts', imports: [] },
    'dist/chunks/start-1.js': {
      entryPoint: 'src/react/areas/start.ts',
      imports: [...imports('dist/chunks/react.js'), ...lazy('dist/chunks/en-2.js', 'dist/chunks/plyr.js')],
    },
    'dist/chunks/en-2.js': { entryPoint: 'src/core/i18n/features/learning/en.ts', imports: [] },
    'dist/chunks/plyr.js': { entryPoint: 'src/react/components/video/plyr-setup.ts', imports: [] },
  },
};

describe('the first-view manifest of the build', () => {
  it('lists each element’s and area’s static imports and its texts in one language, not other lazy code', () => {
    const manifest = firstViewManifest(METAFILE, 'dist');
    expect(manifest['choir-app']?.en).toEqual([
      'elements/choir-app.js',
      'chunks/react.js',
      'chunks/core.js',
      'chunks/en-1.js',
    ]);
    expect(manifest['choir-app']?.de).toEqual([
      'elements/choir-app.js',
      'chunks/react.js',
      'chunks/core.js',
      'chunks/de-1.js',
    ]);
    expect(manifest['area:start']?.en).toEqual([
      'chunks/start-1.js',
      'chunks/react.js',
      'chunks/core.js',
      'chunks/en-1.js',
      'chunks/en-2.js',
    ]);
    expect(manifest['area:start']?.fr).toEqual(['chunks/start-1.js', 'chunks/react.js', 'chunks/core.js']);
  });

  it('names the app’s entry by a copy with its content hash, a new name when the entry changes', () => {
    const outDir = mkdtempSync(path.resolve('.tmp/pinned-entry-'));
    try {
      mkdirSync(`${outDir}/elements`);
      writeFileSync(`${outDir}/elements/choir-app.js`, 'import "../chunks/react.js";');
      const pinned = pinAppEntry(outDir)!;
      expect(pinned).toMatch(/^elements\/choir-app-[0-9A-F]{8}\.js$/);
      expect(readFileSync(`${outDir}/${pinned}`, 'utf8')).toBe('import "../chunks/react.js";');
      const manifest = withPinnedAppEntry(firstViewManifest(METAFILE, 'dist'), pinned);
      expect(manifest['choir-app']?.en).toEqual([
        pinned,
        'chunks/react.js',
        'chunks/core.js',
        'chunks/en-1.js',
      ]);
      expect(manifest['area:start']?.en).not.toContain(pinned);
      writeFileSync(`${outDir}/elements/choir-app.js`, 'import "../chunks/react2.js";');
      expect(pinAppEntry(outDir)).not.toBe(pinned);
      rmSync(`${outDir}/elements/choir-app.js`);
      expect(pinAppEntry(outDir)).toBeNull();
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
