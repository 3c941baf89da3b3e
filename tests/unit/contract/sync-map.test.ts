import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SyncMapSchema } from '../../../src/core/contract/edition-format';
import { parseSyncMap } from '../../../src/core/contract/sync-map';

const syncFiles = [
  ...readdirSync('content/examples', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `content/examples/${entry.name}/sync.json`),
  ...readdirSync('content/editions', { recursive: true, encoding: 'utf8' })
    .filter((file) => /sync\/part\d+\.json$/.test(file))
    .map((file) => `content/editions/${file}`),
];

const small = {
  version: 1,
  part: 0,
  durationMs: 2000,
  bars: [{ index: 0, measureId: 'm0', n: '1', page: 1, startMs: 0, endMs: 2000, meter: '3/4' }],
  voices: { soprano: [{ id: 'n1', startMs: 0, endMs: 1000, pitch: 67 }], alto: [], tenore: [], basso: [] },
};

/** The map with one field (at a path) removed or given a wrong value, for every field there is. */
function brokenCopies(value: unknown, path: string[] = []): { path: string; map: unknown }[] {
  if (typeof value !== 'object' || value === null) return [];
  const copies: { path: string; map: unknown }[] = [];
  for (const [key, child] of Object.entries(value)) {
    const at = [...path, key];
    for (const replacement of [undefined, 'x', null, {}, Number.NaN, 2])
      if (replacement !== child) copies.push({ path: at.join('.'), map: replaced(small, at, replacement) });
    copies.push(...brokenCopies(child, at));
  }
  return copies;
}

function replaced(root: unknown, path: string[], replacement: unknown): unknown {
  const copy = structuredClone(root) as Record<string, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = path[path.length - 1]!;
  if (replacement === undefined && !Array.isArray(parent)) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

const guardAccepts = (map: unknown) => {
  try {
    parseSyncMap(map);
    return true;
  } catch {
    return false;
  }
};

describe('the checked sync-map parse', () => {
  it('accepts every sync map the pipeline wrote, as the schema does', () => {
    expect(syncFiles.length).toBeGreaterThan(10);
    for (const file of syncFiles) {
      const map = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      expect(SyncMapSchema.safeParse(map).success, file).toBe(true);
      expect(parseSyncMap(map), file).toBe(map);
    }
  });

  it('refuses what the schema refuses: a missing field or a wrong value anywhere', () => {
    const copies = brokenCopies(small);
    expect(copies.length).toBeGreaterThan(60);
    for (const { path, map } of copies)
      expect(guardAccepts(map), path).toBe(SyncMapSchema.safeParse(map).success);
    for (const map of [null, [], 'x', { ...small, version: 2 }, { ...small, voices: { soprano: [] } }])
      expect([guardAccepts(map), SyncMapSchema.safeParse(map).success]).toEqual([false, false]);
  });

  it('takes a pitch (MIDI 0-127) and a time signature, optional both, as the schema does', () => {
    const withNote = (pitch: unknown) => replaced(small, ['voices', 'soprano', '0', 'pitch'], pitch);
    const withMeter = (meter: unknown) => replaced(small, ['bars', '0', 'meter'], meter);
    for (const map of [
      withNote(0),
      withNote(127),
      withMeter('6/8'),
      withMeter('12/8'),
      withMeter('3+2/4'),
      withMeter(undefined),
    ])
      expect([guardAccepts(map), SyncMapSchema.safeParse(map).success]).toEqual([true, true]);
    for (const map of [
      withNote(128),
      withNote(-1),
      withNote(60.5),
      withMeter('0/4'),
      withMeter('4'),
      withMeter('C'),
      withMeter('3+/4'),
    ])
      expect([guardAccepts(map), SyncMapSchema.safeParse(map).success]).toEqual([false, false]);
  });
});
