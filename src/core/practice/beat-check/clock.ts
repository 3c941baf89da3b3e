/**
 * The camera's frames and the metronome's clicks on one clock. A frame carries its capture time on
 * the page's clock (`requestVideoFrameCallback` metadata: `captureTime`, else `expectedDisplayTime`),
 * the clicks are on the audio clock; `AudioContext.getOutputTimestamp()` pairs the two. What remains
 * (the camera's own delay before it stamps a frame, or a browser without capture times) is measured
 * once: the conductor taps the screen with the beat hand a few times, and the delay is how much later
 * the camera sees those taps' ictus than the touch screen felt them.
 */

/** `AudioContext.getOutputTimestamp()`: the same moment on both clocks. */
export interface ClockPair {
  /** Audio clock, s. */
  contextTime: number;
  /** Page clock (`performance.now()`), ms. */
  performanceTime: number;
}

/** A time of the page clock (ms) on the audio clock (s). */
export function pageToAudioTime(pageMs: number, pair: ClockPair): number {
  return pair.contextTime + (pageMs - pair.performanceTime) / 1000;
}

export interface FrameMetadata {
  captureTime?: number;
  /** The frame's own timestamp in the stream (s): spaced like the camera took them. */
  mediaTime?: number;
  /** When the frame reached the page (ms, page clock). */
  expectedDisplayTime: number;
}

/**
 * When a frame was taken, page clock ms: the capture time where the browser gives one; else the
 * frame's own timestamp (`mediaTime`: a video frame callback's, or a `VideoFrame.timestamp` from
 * the track processor, on the camera's clock) placed on the page clock by the smallest lag seen so
 * far between it and the frame's arrival (`expectedDisplayTime`: a display time or when the frame
 * was read). Arrival times vary with the page's load and the screen's refresh; the smallest lag is
 * the camera's steady delivery delay.
 */
export function createFrameClock() {
  let lag = Number.POSITIVE_INFINITY;
  return (metadata: FrameMetadata): number => {
    if (metadata.captureTime !== undefined && metadata.captureTime > 0) return metadata.captureTime;
    if (metadata.mediaTime === undefined) return metadata.expectedDisplayTime;
    lag = Math.min(lag, metadata.expectedDisplayTime - metadata.mediaTime * 1000);
    return metadata.mediaTime * 1000 + lag;
  };
}

/** A tap this far from every ictus the camera saw was not seen: it does not count. */
const TAP_MATCH_S = 0.3;
/** Taps needed for a calibration. */
export const CALIBRATION_TAPS = 4;

/**
 * The camera's delay (s) from taps (when the screen was touched) and the ictus times the camera
 * found, both on one clock: the median lag of the ictus nearest each tap. Null with fewer than
 * CALIBRATION_TAPS taps seen.
 */
export function cameraDelay(taps: readonly number[], ictusTimes: readonly number[]): number | null {
  const lags: number[] = [];
  for (const tap of taps) {
    let nearest: number | null = null;
    for (const ictus of ictusTimes) {
      if (nearest === null || Math.abs(ictus - tap) < Math.abs(nearest - tap)) nearest = ictus;
    }
    if (nearest !== null && Math.abs(nearest - tap) <= TAP_MATCH_S) lags.push(nearest - tap);
  }
  if (lags.length < CALIBRATION_TAPS) return null;
  lags.sort((a, b) => a - b);
  const middle = lags.length / 2;
  return lags.length % 2 ? lags[Math.floor(middle)]! : (lags[middle - 1]! + lags[middle]!) / 2;
}
