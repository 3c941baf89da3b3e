import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commitStamp, stampCommit } from '../../../scripts/build/commit-stamp';
import { clientSha } from '../../../src/core/build-info';

const dir = mkdtempSync(path.resolve('.tmp/commit-stamp-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const stamped = (code: string) => {
  const file = path.join(dir, 'entry.js');
  writeFileSync(file, code);
  stampCommit([file], 'abc1234');
  return readFileSync(file, 'utf8');
};

describe('the build’s commit in its entry files', () => {
  it('is appended on a line of its own, before the source map comments, without moving a mapping', () => {
    expect(stamped("export{a}from'./chunk.js';")).toBe(
      `export{a}from'./chunk.js';\n${commitStamp('abc1234')}`,
    );
    expect(stamped('(()=>{})();\n//# sourceMappingURL=x.js.map\n//# sourceMappingURL=x.js.map')).toBe(
      `(()=>{})();\n${commitStamp('abc1234')}\n//# sourceMappingURL=x.js.map\n//# sourceMappingURL=x.js.map`,
    );
    expect(stamped('(()=>{})();\n')).toBe(`(()=>{})();\n${commitStamp('abc1234')}`);
  });

  it('is what the client sends once the entry has run (and `dev` before)', () => {
    expect(clientSha()).toBe('dev');
    new Function(commitStamp('abc1234'))();
    try {
      expect(clientSha()).toBe('abc1234');
    } finally {
      delete (globalThis as Record<string, unknown>).__choirCoachSha;
    }
  });
});
