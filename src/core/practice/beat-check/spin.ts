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
/** Fewer samples than this in the window say nothing. */
const MIN_SAMPLES = 8;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** The angle steps of `samples` around their median point (samples too near it have no direction). */
function stepsAround(samples: readonly MotionSample[]): number[] {
  const cx = median(samples.map((s) => s.x));
  const cy = median(samples.map((s) => s.y));
  const radii = samples.map((s) => Math.hypot(s.x - cx, s.y - cy));
  const near = median(radii) / 2;
  const angle = (s: MotionSample) => Math.atan2(s.y - cy, s.x - cx);
  const steps: number[] = [];
  for (let i = 1; i < samples.length; i++) {
    if (radii[i]! < near || radii[i - 1]! < near) continue;
    let step = angle(samples[i]!) - angle(samples[i - 1]!);
    if (step > Math.PI) step -= 2 * Math.PI;
    if (step < -Math.PI) step += 2 * Math.PI;
    steps.push(step);
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
