/**
 * Tests follow the code they test, so a file's tests are found from its path:
 * `tests/unit/<folder>/<module>[-<aspect>].test.ts` tests `src/core/<folder>/<module>.ts` (a few
 * top folders mirror other roots, see UNIT_ROOTS), and `tests/browser/<feature>/*.test.tsx` tests the
 * feature folder `src/react/<feature>` (or the custom elements, `src/elements`); end-to-end specs sit in
 * one folder per feature or area (`tests/e2e/<feature>/*.spec.ts`), their shared helpers in `support/`.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/** Top folders of tests/unit that mirror a source root other than src/core. */
const UNIT_ROOTS: Record<string, string> = {
  build: 'scripts/build',
  scripts: 'scripts',
  content: 'content',
  react: 'src/react',
  server: 'server',
  sw: 'src/sw',
};
/** Top folders of tests/unit that mirror no source: shared fakes and fixtures, tests of the docs. */
const UNIT_WITHOUT_SOURCE = new Set(['support', 'docs']);
const TEST = /\.test\.tsx?$/;

const filesBelow = (dir: string) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) =>
    file.split(path.sep),
  );

/** The source folder a unit test's folder mirrors (undefined when its top folder mirrors nothing). */
function mirroredFolder(folders: string[]): string | undefined {
  const [top, ...rest] = folders;
  if (top === undefined) return 'src/core';
  if (UNIT_WITHOUT_SOURCE.has(top)) return undefined;
  return top in UNIT_ROOTS ? path.join(UNIT_ROOTS[top]!, ...rest) : path.join('src/core', ...folders);
}

/** The module a test name points at: the whole name, or a leading part before a `-<aspect>`. */
function testedModule(folder: string, testName: string): string | undefined {
  const parts = testName.split('-');
  for (let length = parts.length; length > 0; length--) {
    const module = path.join(folder, parts.slice(0, length).join('-'));
    if (['.ts', '.tsx'].some((extension) => existsSync(path.join(root, module + extension)))) return module;
  }
  return undefined;
}

describe('the test layout', () => {
  it('names an existing source module in every unit test path', () => {
    const misplaced = filesBelow('tests/unit')
      .filter((parts) => TEST.test(parts.at(-1)!))
      .flatMap((parts) => {
        const folder = mirroredFolder(parts.slice(0, -1));
        if (folder === undefined) return [];
        const testName = parts.at(-1)!.replace(TEST, '');
        return testedModule(folder, testName)
          ? []
          : [`tests/unit/${parts.join('/')}: no ${folder}/${testName}.ts`];
      });
    expect(misplaced).toEqual([]);
  });

  it('keeps shared fakes and fixtures, not tests, in tests/unit/support', () => {
    const tests = filesBelow('tests/unit/support').filter((parts) => TEST.test(parts.at(-1)!));
    expect(tests.map((parts) => `tests/unit/support/${parts.join('/')}`)).toEqual([]);
  });

  it('puts every browser test in the folder of the feature it tests', () => {
    const features = new Set([
      'elements',
      ...readdirSync(path.join(root, 'src/react'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name),
    ]);
    const misplaced = filesBelow('tests/browser')
      .filter((parts) => TEST.test(parts.at(-1)!) && !(parts.length === 2 && features.has(parts[0]!)))
      .map((parts) => `tests/browser/${parts.join('/')}`);
    expect(misplaced).toEqual([]);
  });

  it('puts every end-to-end spec in a feature folder, not among the shared helpers', () => {
    const misplaced = filesBelow('tests/e2e')
      .filter((parts) => parts.at(-1)!.endsWith('.spec.ts') && (parts.length !== 2 || parts[0] === 'support'))
      .map((parts) => `tests/e2e/${parts.join('/')}`);
    expect(misplaced).toEqual([]);
  });
});
