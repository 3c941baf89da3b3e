/**
 * No source file grows over 400 lines (small modules with one job): a longer file is split by subject.
 * Only generated copies of outside code may be longer, each named here and marked as generated.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const LIMIT = 400;
const SOURCE = /\.(ts|tsx|js|mjs|cjs|sh|css)$/;

/** Generated files whose length follows what they copy, not our code. */
const GENERATED = new Set([
  // Plyr's own stylesheet, copied by its test (plyr-css.test.ts) to be put into shadow roots.
  'src/react/components/video/plyr-css.ts',
]);

/** Names .gitignore lists plainly (`dist/`, `node_modules`...), skipped when the tree is walked without git. */
function ignoredFolders(): Set<string> {
  const lines = readFileSync(path.join(root, '.gitignore'), 'utf8').split('\n');
  const folders = lines.filter((line) => /^[\w.-]+\/?$/.test(line)).map((line) => line.replace(/\/$/, ''));
  return new Set(['.git', ...folders]);
}

/** Every file below the root but the ignored folders, as paths with `/`. */
function walk(dir = '', skip = ignoredFolders()): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (skip.has(entry.name)) return [];
    if (entry.isDirectory()) return walk(file, skip);
    return entry.isFile() ? [file] : [];
  });
}

/** Tracked and new (not ignored) files; the whole tree but the ignored folders where git is absent. */
function repositoryFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .split('\n')
      .filter(Boolean);
  } catch {
    return walk();
  }
}

const lineCount = (file: string) => {
  const text = readFileSync(path.join(root, file), 'utf8');
  return text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
};

// A file deleted but not yet staged is still listed by git.
const sourceFiles = repositoryFiles().filter(
  (file) => SOURCE.test(file) && existsSync(path.join(root, file)),
);

describe('the length of source files', () => {
  it(`keeps every source file at ${LIMIT} lines or fewer`, () => {
    const tooLong = sourceFiles
      .filter((file) => !GENERATED.has(file))
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > LIMIT)
      .map(({ file, lines }) => `${file}: ${lines} lines (over ${LIMIT}; split it by subject)`);
    expect(tooLong).toEqual([]);
  });

  it('lets only existing files marked as generated be longer', () => {
    const unmarked = [...GENERATED].filter(
      (file) =>
        !existsSync(path.join(root, file)) ||
        !/^\/\*\* Generated .*Do not edit\./.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(unmarked).toEqual([]);
  });
});
