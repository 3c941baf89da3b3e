import { VOICES } from './api';
import type { SyncBar, SyncMap, SyncNote } from './edition-format';

/**
 * The checked parse of a sync map in the browser: `SyncMapSchema` (edition-format.ts) written out
 * in a few lines, so the player and the musical examples do not ship zod. tests/unit/sync-map.test.ts
 * holds the two to the same answers.
 */
export function parseSyncMap(json: unknown): SyncMap {
  if (!isSyncMap(json)) throw new TypeError('Not a sync map (version 1 with bars and notes per voice)');
  return json;
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isTimed = (value: Loose) => isNumber(value.startMs) && isNumber(value.endMs);

const isBar = (bar: unknown): bar is SyncBar =>
  isObject(bar) &&
  isNumber(bar.index) &&
  typeof bar.measureId === 'string' &&
  typeof bar.n === 'string' &&
  isNumber(bar.page) &&
  isTimed(bar);

const isNote = (note: unknown): note is SyncNote =>
  isObject(note) && typeof note.id === 'string' && isTimed(note);

const isListOf = <T>(value: unknown, isItem: (item: unknown) => item is T): value is T[] =>
  Array.isArray(value) && value.every(isItem);

function isSyncMap(json: unknown): json is SyncMap {
  if (!isObject(json) || json.version !== 1 || !isNumber(json.part) || !isNumber(json.durationMs))
    return false;
  const voices = json.voices;
  return (
    isListOf(json.bars, isBar) && isObject(voices) && VOICES.every((voice) => isListOf(voices[voice], isNote))
  );
}
