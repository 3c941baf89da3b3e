/**
 * A thing going round and round is no hand: a spinning indicator on a screen, a fan, or the
 * rotating wedge of a browser's stand-in camera when nobody is in the picture (issue 40: it gave
 * 16 "beats"). A conducting hand turns back at every rebound: in the truth clips no two seconds
 * hold more than 1.7 turns around the motion's centre, and the most turning ones go the same way
 * round in at most 4 steps of 5. The stand-in camera's wedge makes 3 turns in two seconds, every
 * step the same way.
 */
import type { MotionSample } from './motion';

/** How far back the motion is looked at. */
export const SPIN_WINDOW_S = 2;
/** Net turns around the motion's centre within the window… */
const SPIN_TURNS = 1.5;
/** …with this share of the steps, or more, going the same way round. */
const ONE_WAY_SHARE = 0.95;
/** Samples this many times farther from the centre than the median are not the thing going round. */
const FAR_FROM_RING = 2.5;
/** Fewer samples than this in the window say nothing. */
const MIN_SAMPLES = 8;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * The angle steps of `samples` around their median point. Samples too near it have no direction;
 * those far outside the ring are something else that moved for a frame (the stand-in camera's
 * blinking corner): on a busy device, with a few frames a second, one such step among a dozen
 * made the wedge look like a hand.
 */
function stepsAround(samples: readonly MotionSample[]): number[] {
  const cx = median(samples.map((s) => s.x));
  const cy = median(samples.map((s) => s.y));
  const radii = samples.map((s) => Math.hypot(s.x - cx, s.y - cy));
  const typical = median(radii);
  const near = typical / 2;
  const far = typical * FAR_FROM_RING;
  const angle = (s: MotionSample) => Math.atan2(s.y - cy, s.x - cx);
  const steps: number[] = [];
  let previous: MotionSample | null = null;
  for (const [i, sample] of samples.entries()) {
    if (radii[i]! > far) continue;
    if (radii[i]! < near) {
      previous = null;
      continue;
    }
    if (previous) {
      let step = angle(sample) - angle(previous);
      if (step > Math.PI) step -= 2 * Math.PI;
      if (step < -Math.PI) step += 2 * Math.PI;
      steps.push(step);
    }
    previous = sample;
  }
  return steps;
}

/** Whether the motion of the last {@link SPIN_WINDOW_S} (samples oldest first) is a spinner's. */
export function isSpinning(samples: readonly MotionSample[]): boolean {
  if (samples.length < MIN_SAMPLES) return false;
  const steps = stepsAround(samples);
  if (steps.length === 0) return false;
  const turns = Math.abs(steps.reduce((sum, step) => sum + step, 0)) / (2 * Math.PI);
  const forward = steps.filter((step) => step > 0).length;
  return turns >= SPIN_TURNS && Math.max(forward, steps.length - forward) >= ONE_WAY_SHARE * steps.length;
}
