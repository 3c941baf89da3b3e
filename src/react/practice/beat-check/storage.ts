import type { BeatCheckScore } from '../../../core/practice/beat-check/scoring';

/**
 * The Beat check keeps its camera delay and last summary on the device: the lesson progress
 * format has no place for them without a migration.
 */
const DELAY_KEY = 'choir-coach.beat-check.camera-delay-ms';
const SUMMARY_KEY = 'choir-coach.beat-check.last-summary';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // Storage blocked (private mode, sandboxed frame): nothing is kept.
  }
}

export function loadCameraDelay(): number {
  const value = Number(storage()?.getItem(DELAY_KEY));
  return Number.isFinite(value) ? value : 0;
}

export function saveCameraDelay(ms: number): void {
  storage()?.setItem(DELAY_KEY, String(ms));
}

export function saveSummary(score: BeatCheckScore): void {
  const { results, ...summary } = score;
  storage()?.setItem(
    SUMMARY_KEY,
    JSON.stringify({ at: new Date().toISOString(), beats: results.length, ...summary }),
  );
}
