/**
 * Touch gestures on the score: a swipe to the left turns forwards, to the right back; a tap on the
 * outer third of the score turns (left back, right forwards); a tap on the middle third is an
 * ordinary click (on a bar: the recording goes there). Pure, tested without a browser.
 */

export interface GesturePoint {
  x: number;
  y: number;
  /** Milliseconds (an event's timeStamp). */
  t: number;
}

/** A swipe moves at least this far sideways, */
export const SWIPE_MIN_PX = 40;
/** at least twice as far as up or down (else it scrolls), */
const SWIPE_SLOPE = 2;
/** within this time. */
const SWIPE_MAX_MS = 800;
/** A tap moves less than this and is shorter than a long press. */
export const TAP_SLOP_PX = 12;
const TAP_MAX_MS = 500;

/**
 * The turn a touch from `start` to `end` asks for: 1 forwards, -1 back, null for anything else (a
 * tap on the middle third, which clicks; scrolling; a long press). `box` is the score's box on the
 * screen; `swipes` is false where the score scrolls sideways (zoomed in), so a swipe scrolls it.
 */
export function touchTurn(
  start: GesturePoint,
  end: GesturePoint,
  box: { left: number; width: number },
  swipes: boolean,
): 1 | -1 | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const duration = end.t - start.t;
  if (Math.abs(dx) < TAP_SLOP_PX && Math.abs(dy) < TAP_SLOP_PX) {
    if (duration > TAP_MAX_MS || box.width <= 0) return null;
    const at = (end.x - box.left) / box.width;
    return at < 1 / 3 ? -1 : at > 2 / 3 ? 1 : null;
  }
  if (!swipes || duration > SWIPE_MAX_MS) return null;
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < SWIPE_SLOPE * Math.abs(dy)) return null;
  return dx < 0 ? 1 : -1;
}
