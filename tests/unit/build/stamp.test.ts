/** `npm start` builds only the parts whose inputs changed (scripts/build/stamp.ts, issue 15 point 5, issue 37). */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  type BuildOutputs,
  fingerprints,
  pendingWork,
  recordBuilt,
  staleReason,
  writeStamp,
} from '../../../scripts/build/stamp';

let root = '';
let outputs: BuildOutputs;

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'choir-coach-stamp-'));
  write('src/a.ts', 'export const a = 1;\n');
  write('server/db/migrations/001.ts', 'export {};\n');
  write('server/main.ts', 'export {};\n');
  write('package-lock.json', '{}\n');
  write('.build/server/main.js', 'export {};\n');
  outputs = { distDir: path.join(root, 'dist'), databaseSnapshotDir: path.join(root, '.build', 'snapshot') };
  mkdirSync(outputs.distDir);
  mkdirSync(outputs.databaseSnapshotDir, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('skips the build after a build when nothing changed', () => {
  expect(staleReason(root, outputs)).toBe('no build stamp');
  writeStamp(root, outputs);
  expect(staleReason(root, outputs)).toBeNull();
  expect(pendingWork(root, outputs)).toEqual({ bundle: null, snapshot: null, server: null, finishing: null });
});

it('builds when a source, the lock file or the list of sources changed', () => {
  writeStamp(root, outputs);
  utimesSync(path.join(root, 'src', 'a.ts'), new Date(), new Date(Date.now() + 5000));
  expect(staleReason(root, outputs)).toBe('sources changed since the last build');
  writeStamp(root, outputs);
  write('package-lock.json', '{"changed":true}\n');
  expect(staleReason(root, outputs)).toBe('sources changed since the last build');
  writeStamp(root, outputs);
  write('src/b.ts', 'export const b = 2;\n');
  expect(staleReason(root, outputs)).toBe('sources changed since the last build');
});

it('builds when an output is missing or went elsewhere', () => {
  writeStamp(root, outputs);
  expect(staleReason(root, { ...outputs, distDir: path.join(root, '.build') })).toMatch(
    /^the last build went to /,
  );
  rmSync(path.join(root, '.build', 'server'), { recursive: true });
  expect(staleReason(root, outputs)).toBe('no server build yet');
  rmSync(outputs.databaseSnapshotDir, { recursive: true });
  expect(staleReason(root, outputs)).toBe('no database snapshot yet');
  rmSync(outputs.distDir, { recursive: true });
  expect(staleReason(root, outputs)).toBe('no build yet');
});

it('keeps the database snapshot when only the sources changed, and remakes it for a new migration', () => {
  writeStamp(root, outputs);
  write('src/b.ts', 'export const b = 2;\n');
  expect(pendingWork(root, outputs)).toMatchObject({ bundle: expect.any(String), snapshot: null });
  writeStamp(root, outputs);
  write('server/db/migrations/002.ts', 'export {};\n');
  expect(pendingWork(root, outputs)).toMatchObject({ bundle: null, snapshot: expect.any(String) });
});

it('builds the server alone when only the server changed, and with the bundle for shared code', () => {
  writeStamp(root, outputs);
  write('server/main.ts', 'export const changed = true;\n');
  expect(pendingWork(root, outputs)).toMatchObject({
    bundle: null,
    snapshot: null,
    server: expect.any(String),
  });
  writeStamp(root, outputs);
  write('src/core/contract/api.ts', 'export {};\n');
  expect(pendingWork(root, outputs)).toMatchObject({
    bundle: expect.any(String),
    snapshot: null,
    server: 'the server changed since its last build',
  });
});

it('finishes a new bundle (typings, compression) only once that is recorded too', () => {
  const made = fingerprints(root);
  recordBuilt(root, outputs, made);
  expect(pendingWork(root, outputs).finishing).toBe('the last start stopped before compressing');
  recordBuilt(root, outputs, { finished: made.bundle });
  expect(pendingWork(root, outputs).finishing).toBeNull();
  // A newer bundle is unfinished again.
  write('src/b.ts', 'export const b = 2;\n');
  recordBuilt(root, outputs, { bundle: fingerprints(root).bundle });
  expect(pendingWork(root, outputs).finishing).not.toBeNull();
});
