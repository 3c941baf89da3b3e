/**
 * Wire shape of `GET /api/topics/{learnElementId}/example` (a musical example: score, audio, sync
 * map). Plain types only, so the server may import it. Candidate for src/core/contract/api.ts.
 */
import type { L10n } from '../contract/api';

export interface ExampleDto {
  learnElementId: number;
  id: string;
  title: L10n;
  description: L10n;
  timeSignature: string;
  bpm: number;
  durationMs: number;
  /** Public SVG of the score and its viewBox size. */
  score: { src: string; width: number; height: number };
  /** Public sync map (bars and notes with start/end times). */
  sync: string;
  /** Signed, expiring audio link. */
  audio: { src: string; type: string };
}

/** One performed bar of an example's sync map (same format as the editions). */
export interface ExampleSyncBar {
  index: number;
  measureId: string;
  n: string;
  page: number;
  startMs: number;
  endMs: number;
}

export interface ExampleSyncMap {
  durationMs: number;
  bars: ExampleSyncBar[];
  voices?: Record<string, { id: string; startMs: number; endMs: number }[]>;
}

/** The bar that sounds at `timeMs` (binary search over bars sorted by start), or null. */
export function barAt(bars: readonly ExampleSyncBar[], timeMs: number): ExampleSyncBar | null {
  let low = 0;
  let high = bars.length - 1;
  let found: ExampleSyncBar | null = null;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const bar = bars[mid]!;
    if (bar.startMs <= timeMs) {
      found = bar;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return found && timeMs < found.endMs ? found : null;
}
