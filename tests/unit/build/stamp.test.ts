/** `npm start` builds only when an input of the build changed (scripts/build/stamp.ts, issue 15 point 5). */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { type BuildOutputs, staleReason, writeStamp } from '../../../scripts/build/stamp';

let root = '';
let outputs: BuildOutputs;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'choir-coach-stamp-'));
  mkdirSync(path.join(root, 'src'));
  writeFileSync(path.join(root, 'src', 'a.ts'), 'export const a = 1;\n');
  writeFileSync(path.join(root, 'package-lock.json'), '{}\n');
  outputs = { distDir: path.join(root, 'dist'), databaseSnapshotDir: path.join(root, '.build', 'snapshot') };
  mkdirSync(outputs.distDir);
  mkdirSync(outputs.databaseSnapshotDir, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('skips the build after a build when nothing changed', () => {
  expect(staleReason(root, outputs)).toBe('no build stamp');
  writeStamp(root, outputs);
  expect(staleReason(root, outputs)).toBeNull();
});

it('builds when a source, the lock file or the list of sources changed', () => {
  writeStamp(root, outputs);
  utimesSync(path.join(root, 'src', 'a.ts'), new Date(), new Date(Date.now() + 5000));
  expect(staleReason(root, outputs)).toBe('sources changed since the last build');
  writeStamp(root, outputs);
  writeFileSync(path.join(root, 'package-lock.json'), '{"changed":true}\n');
  expect(staleReason(root, outputs)).toBe('sources changed since the last build');
  writeStamp(root, outputs);
  writeFileSync(path.join(root, 'src', 'b.ts'), 'export const b = 2;\n');
  expect(staleReason(root, outputs)).toBe('sources changed since the last build');
});

it('builds when an output is missing or went elsewhere', () => {
  writeStamp(root, outputs);
  expect(staleReason(root, { ...outputs, distDir: path.join(root, '.build') })).toMatch(
    /^the last build went to /,
  );
  rmSync(outputs.databaseSnapshotDir, { recursive: true });
  expect(staleReason(root, outputs)).toBe('no build yet');
});
