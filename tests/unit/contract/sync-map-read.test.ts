import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSyncMap, SyncMapError } from '../../../src/core/contract/sync-map';

const EDITIONS = 'content/editions';

/** Every sync map of the repository's editions and previews. */
function syncFiles(dir = EDITIONS): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return syncFiles(path);
    return path.includes('/sync/') && entry.name.endsWith('.json') ? [path] : [];
  });
}

const lorelei = readFileSync(`${EDITIONS}/10003/1.0.0/sync/part0.json`, 'utf8');
const changed = (change: (map: Record<string, unknown> & { bars: Record<string, unknown>[] }) => void) => {
  const map = JSON.parse(lorelei);
  change(map);
  return JSON.stringify(map);
};

describe('the checked sync map read', () => {
  it('reads every sync map the pipeline wrote', () => {
    const files = syncFiles();
    expect(files.length).toBeGreaterThan(8);
    for (const file of files) expect(readSyncMap(readFileSync(file, 'utf8')).version, file).toBe(1);
  });

  it.each([
    ['not JSON', '{"version": 1, "bars": ['],
    ['another version', changed((map) => (map.version = 2))],
    ['no bars', changed((map) => (map.bars = []))],
    ['a bar without its times', changed((map) => delete map.bars[3]!.endMs)],
    ['a bar numbered out of place', changed((map) => (map.bars[3]!.index = 7))],
    ['a bar ending before it starts', changed((map) => (map.bars[3]!.endMs = 1))],
    ['bars out of order', changed((map) => (map.bars[3]!.startMs = 99_999))],
    ['a page number that is no page', changed((map) => (map.bars[3]!.page = 0))],
    ['a voice missing', changed((map) => delete (map.voices as Record<string, unknown>).alto)],
    [
      'a note without an id',
      changed((map) => delete (map.voices as { basso: { id?: string }[] }).basso[0]!.id),
    ],
  ])('refuses %s', (_, text) => {
    expect(() => readSyncMap(text)).toThrow(SyncMapError);
  });
});
