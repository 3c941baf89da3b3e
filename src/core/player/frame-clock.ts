/**
 * Where the audio will be when the next frame is seen (issue 15.4). A change made to the DOM in an
 * animation frame that began at `frameMs` is seen when the following frame begins, one frame
 * interval later; and the sounding bar should change in the frame nearest its start, not in the
 * first frame after it. Single readings of `<audio>.currentTime` jitter by a frame or more, so the
 * position comes from a running fit of the readings against the wall clock. Pure maths over numbers
 * (`performance.now()` and the audio clock, in ms), so it is tested without a browser.
 */

/** Readings the fit averages over (about one and a half seconds at 60 frames a second). */
const FIT_WINDOW = 90;
/** A reading this far from the fit is a seek, a stall or a loop jump: the fit starts again from it. */
const JUMP_TOLERANCE_MS = 80;
/**
 * Readings this soon after the clock (re)started run ahead of it (measured in Chromium: ~+20 ms
 * over the first 250 ms, then none): once a few later readings are in, they no longer count.
 */
const SETTLE_MS = 250;
/** Later readings needed before the early ones are left out. */
const SETTLED_READINGS = 3;
/** Frame intervals the frame length is the median of. */
const INTERVAL_WINDOW = 15;
/** Frame length assumed before two frames were seen (60 Hz). */
export const DEFAULT_FRAME_MS = 1000 / 60;

export interface ClockFit {
  /** Adds a reading `audioMs` of the audio clock taken at wall time `wallMs`, playing at `rate`. */
  add(wallMs: number, audioMs: number, rate: number): void;
  /** The audio position at wall time `wallMs` (NaN before the first reading). */
  at(wallMs: number): number;
  /** Forgets every reading (after a pause, a seek or a new source). */
  reset(): void;
}

/**
 * A straight line through recent readings: its slope is the playback rate (the audio clock runs at
 * the rate it is told), its offset the mean of the readings' offsets, so the jitter of single
 * readings averages out. A reading off the line by more than `JUMP_TOLERANCE_MS` starts a new line;
 * the first `SETTLE_MS` of a line count only until `SETTLED_READINGS` later ones are in.
 */
export function createClockFit(): ClockFit {
  const readings: { wallMs: number; offset: number }[] = [];
  let rate = 1;
  let startMs = Number.NaN;
  const offsetOf = (wallMs: number, audioMs: number) => audioMs - rate * wallMs;
  // Every frame while playing: one pass, nothing allocated.
  const meanOffset = () => {
    let all = 0;
    let settled = 0;
    let settledCount = 0;
    for (const reading of readings) {
      all += reading.offset;
      if (reading.wallMs - startMs >= SETTLE_MS) {
        settled += reading.offset;
        settledCount++;
      }
    }
    return settledCount >= SETTLED_READINGS ? settled / settledCount : all / readings.length;
  };
  const fit = {
    reset() {
      readings.length = 0;
      startMs = Number.NaN;
    },
    at(wallMs: number) {
      return readings.length === 0 ? Number.NaN : rate * wallMs + meanOffset();
    },
    add(wallMs: number, audioMs: number, nextRate: number) {
      if (nextRate !== rate || Math.abs(fit.at(wallMs) - audioMs) > JUMP_TOLERANCE_MS) {
        fit.reset();
        rate = nextRate;
      }
      if (readings.length === 0) startMs = wallMs;
      readings.push({ wallMs, offset: offsetOf(wallMs, audioMs) });
      if (readings.length > FIT_WINDOW) readings.shift();
    },
  };
  return fit;
}

export interface FrameTimer {
  /** Takes the timestamp of an animation frame; returns the frame length now assumed (ms). */
  frame(frameMs: number): number;
  reset(): void;
}

/** The frame length from the median of recent frame intervals (a skipped frame does not count). */
export function createFrameTimer(): FrameTimer {
  const intervals: number[] = [];
  let last = Number.NaN;
  let length = DEFAULT_FRAME_MS;
  return {
    frame(frameMs) {
      const interval = frameMs - last;
      last = frameMs;
      if (interval > 0 && interval < 4 * length) {
        intervals.push(interval);
        if (intervals.length > INTERVAL_WINDOW) intervals.shift();
        const sorted = [...intervals].sort((a, b) => a - b);
        length = sorted[sorted.length >> 1]!;
      }
      return length;
    },
    reset() {
      intervals.length = 0;
      last = Number.NaN;
    },
  };
}

/**
 * The audio time to show in the frame that began at `frameMs`: that frame is seen one frame later,
 * and showing the position half a frame after that puts each change in the frame nearest to it
 * (early or late by at most half a frame, instead of late by up to a whole one).
 */
export function presentedAudioMs(
  fit: ClockFit,
  frameMs: number,
  frameLengthMs: number,
  rate: number,
): number {
  return fit.at(frameMs + frameLengthMs) + (rate * frameLengthMs) / 2;
}
