/**
 * Camera frames in, ictus events out (the Beat check's eyes). Also tells whether the picture is
 * usable: too dark, or no hand moving for a while.
 */
import { createIctusFinder, type Ictus } from './ictus';
import { DARK_MEAN_LUMA, type LumaFrame, type MotionSample, meanLuma, motionBetween } from './motion';

export type PictureStatus = 'ok' | 'dark' | 'no-hand';

/** Without a moving hand for this long, the hand is taken to be out of the picture. */
export const NO_HAND_AFTER_S = 2;
/** The hand's last place guides the next sample only this long; then any motion may start a new track. */
const TRACK_MEMORY_S = 0.3;

export function createBeatDetector() {
  const finder = createIctusFinder();
  let previous: LumaFrame | null = null;
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
      latest = sample;
      if (sample) {
        lastMotion = frame.time;
        hand = sample;
      }
      if (meanLuma(frame) < DARK_MEAN_LUMA) status = 'dark';
      else if (frame.time - (lastMotion ?? firstFrame) > NO_HAND_AFTER_S) status = 'no-hand';
      else status = 'ok';
      return sample ? finder.push(sample) : [];
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
  };
}

/** Every ictus in a sequence of frames (tests, the bench). */
export function detectBeats(frames: Iterable<LumaFrame>): Ictus[] {
  const detector = createBeatDetector();
  const found: Ictus[] = [];
  for (const frame of frames) found.push(...detector.push(frame));
  return [...found, ...detector.finish()];
}

export type { Ictus } from './ictus';
export type { LumaFrame } from './motion';
