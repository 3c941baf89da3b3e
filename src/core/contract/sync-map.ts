import { VOICES } from './constants';
import type { SyncBar, SyncMap, SyncNote } from './edition-format';
import { sortedByStart } from './sorted-by-start';
import { METER_PATTERN, MIDI_PITCH_MAX } from './sync-fields';

/**
 * The checked read of a sync map in the browser. The player seeks, highlights and turns pages by
 * it, so a file of another shape (a broken build, a truncated download) is refused before it is
 * used. The rules are `SyncMapSchema`'s (edition-format.ts) written out in a few lines, so the
 * player and the musical examples do not ship zod; tests/unit/contract/sync-map.test.ts holds the two to
 * the same results.
 */
export class SyncMapError extends Error {
  constructor(reason: string) {
    super(`Not a valid sync map: ${reason}`);
    this.name = 'SyncMapError';
  }
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isWhole = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** A timed span (a bar or a note): start and end are times, the end not before the start. */
const isSpan = (item: Fields) => isTime(item.startMs) && isTime(item.endMs) && item.endMs >= item.startMs;

const isBar = (item: unknown, position: number): item is SyncBar =>
  isObject(item) &&
  item.index === position &&
  typeof item.measureId === 'string' &&
  typeof item.n === 'string' &&
  isWhole(item.page) &&
  item.page >= 1 &&
  isSpan(item) &&
  (item.meter === undefined || (typeof item.meter === 'string' && METER_PATTERN.test(item.meter)));

const isNote = (item: unknown): item is SyncNote =>
  isObject(item) &&
  typeof item.id === 'string' &&
  isSpan(item) &&
  (item.pitch === undefined || (isWhole(item.pitch) && item.pitch <= MIDI_PITCH_MAX));

/** Checks parsed JSON; throws a `SyncMapError` saying what is wrong. */
export function parseSyncMap(data: unknown): SyncMap {
  if (!isObject(data) || data.version !== 1) throw new SyncMapError('unknown version');
  if (!isWhole(data.part) || !isTime(data.durationMs)) throw new SyncMapError('no part or duration');
  const bars = data.bars;
  if (!Array.isArray(bars) || bars.length === 0) throw new SyncMapError('no bars');
  const bad = bars.findIndex((bar, position) => !isBar(bar, position));
  if (bad >= 0) throw new SyncMapError(`bar ${bad} is malformed`);
  if (!sortedByStart(bars as SyncBar[])) throw new SyncMapError('bars out of order');
  const voices = data.voices;
  if (!isObject(voices)) throw new SyncMapError('no voices');
  for (const voice of VOICES) {
    const notes = voices[voice];
    if (!Array.isArray(notes) || !notes.every(isNote)) throw new SyncMapError(`${voice} notes are malformed`);
    if (!sortedByStart(notes as SyncNote[])) throw new SyncMapError(`${voice} notes out of order`);
  }
  return data as unknown as SyncMap;
}

/** Reads a sync map from its JSON text. */
export function readSyncMap(text: string): SyncMap {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new SyncMapError('not JSON');
  }
  return parseSyncMap(data);
}
