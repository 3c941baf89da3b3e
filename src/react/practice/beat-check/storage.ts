/**
 * The camera's delay belongs to the device (its camera), not to the person: it stays when one
 * person signs out and the next signs in, and nothing personal is written beside it.
 */
const DELAY_KEY = 'choir-coach.beat-check.camera-delay-ms';

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
