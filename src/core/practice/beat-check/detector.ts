/**
 * Camera frames in, ictus events out (the Beat check's eyes). Also tells whether the picture is
 * usable: too dark, or no hand moving for a while. A spinner (spin.ts) is no hand: its motion
 * makes no beat, and the beats it made before it was recognised are withdrawn.
 */
import { createIctusFinder, type Ictus } from './ictus';
import { DARK_MEAN_LUMA, type LumaFrame, type MotionSample, meanLuma, motionBetween } from './motion';
import { isSpinning, SPIN_WINDOW_S } from './spin';

export type PictureStatus = 'ok' | 'dark' | 'no-hand';

/** Without a moving hand for this long, the hand is taken to be out of the picture. */
export const NO_HAND_AFTER_S = 2;
/** The hand's last place guides the next sample only this long; then any motion may start a new track. */
const TRACK_MEMORY_S = 0.3;

export function createBeatDetector() {
  let finder = createIctusFinder();
  let previous: LumaFrame | null = null;
  /** The motion of the last {@link SPIN_WINDOW_S}, oldest first. */
  let recent: MotionSample[] = [];
  /** Since when the motion is a spinner's (null: a hand's, or nothing). */
  let spinningSince: number | null = null;
  let lastMotion: number | null = null;
  let hand: MotionSample | null = null;
  /** The hand's sample of the last frame pushed (null when nothing hand-like moved in it). */
  let latest: MotionSample | null = null;
  let firstFrame: number | null = null;
  let status: PictureStatus = 'ok';

  return {
    /** One frame (frames in capture order); returns the beats confirmed by it. */
    push(frame: LumaFrame): Ictus[] {
      firstFrame ??= frame.time;
      const near = hand && frame.time - hand.time < TRACK_MEMORY_S ? hand : null;
      const sample = previous ? motionBetween(previous, frame, near) : null;
      previous = frame;
      if (sample) {
        hand = sample;
        recent = [...recent.filter((s) => s.time > sample.time - SPIN_WINDOW_S), sample];
        if (!isSpinning(recent)) spinningSince = null;
        else if (spinningSince === null) {
          spinningSince = recent[0]!.time;
          // What it was following was the spinner: its beats so far are withdrawn (notHandSince).
          finder = createIctusFinder();
        }
      }
      const handSample = spinningSince === null ? sample : null;
      latest = handSample;
      if (handSample) lastMotion = frame.time;
      if (meanLuma(frame) < DARK_MEAN_LUMA) status = 'dark';
      else if (spinningSince !== null || frame.time - (lastMotion ?? firstFrame) > NO_HAND_AFTER_S)
        status = 'no-hand';
      else status = 'ok';
      return handSample ? finder.push(handSample) : [];
    },
    finish(): Ictus[] {
      return finder.finish();
    },
    status(): PictureStatus {
      return status;
    },
    /** Where the hand moved in the last frame (0…1 of the frame), or null. */
    latestSample(): MotionSample | null {
      return latest;
    },
    /** While a spinner moves: the time from which the beats found were its, not a hand's. */
    notHandSince(): number | null {
      return spinningSince;
    },
  };
}

/** Every ictus in a sequence of frames (tests, the bench). */
export function detectBeats(frames: Iterable<LumaFrame>): Ictus[] {
  const detector = createBeatDetector();
  let found: Ictus[] = [];
  for (const frame of frames) {
    found.push(...detector.push(frame));
    const since = detector.notHandSince();
    if (since !== null) found = found.filter((beat) => beat.time < since);
  }
  return [...found, ...detector.finish()];
}

export type { Ictus } from './ictus';
export type { LumaFrame } from './motion';
