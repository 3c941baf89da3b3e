/**
 * The code cites the requirements by number (`(requirements R7.1)`), never an outside document: every
 * cited number must be defined in docs/requirements.md, and the old "SPEC" references must not return.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const REQUIREMENTS = 'docs/requirements.md';
const THIS_FILE = path.relative(root, import.meta.filename);
const SOURCE = /\.(ts|tsx|js|mjs|cjs|html|sh)$/;
const REFERENCE = /\bR\d+\.\d+\b/g;
const SPEC_REFERENCE = /\bSPEC\b/;

/** Tracked and new (not ignored) files, so node_modules, dist and .tmp stay out. */
const repositoryFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => SOURCE.test(file) && file !== THIS_FILE);

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Numbers defined by the document: the first cell of a table row. */
function definedNumbers(): string[] {
  return [...read(REQUIREMENTS).matchAll(/^\| (R\d+\.\d+) \|/gm)].map((match) => match[1]!);
}

/** `file:line: text` for every line of the scanned files (and the document itself) that matches. */
function linesCiting(files: string[], matches: (line: string) => boolean): string[] {
  return files.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, index) => (matches(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('requirement references', () => {
  const defined = new Set(definedNumbers());

  it('defines each number once', () => {
    expect(defined.size).toBeGreaterThan(100);
    expect(definedNumbers().length).toBe(defined.size);
  });

  it('cites only numbers that docs/requirements.md defines', () => {
    const undefinedReference = (line: string) =>
      [...line.matchAll(REFERENCE)].some(([number]) => !defined.has(number));
    expect(linesCiting([...repositoryFiles, REQUIREMENTS], undefinedReference)).toEqual([]);
  });

  it('cites no SPEC section (a document outside the repository)', () => {
    expect(linesCiting(repositoryFiles, (line) => SPEC_REFERENCE.test(line))).toEqual([]);
  });
});
