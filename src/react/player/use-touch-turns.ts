import { type PointerEvent, type RefObject, type TouchEvent, useRef } from 'react';
import { type GesturePoint, SWIPE_MIN_PX, touchTurn } from '../../core/player/score-gestures';

/**
 * Swipes and taps on the outer thirds of the score turn pages (core/player/score-gestures.ts), with
 * a finger or a pen; a mouse clicks as before. A turning tap is not a click on the bar under the
 * finger: a finger's makes none, a pen's click is swallowed. `tap` tells a tap (which steps like a
 * pedal) from a swipe (which turns).
 */
export function useTouchTurns(
  root: RefObject<HTMLElement | null>,
  onTurn: (direction: 1 | -1, tap: boolean) => void,
) {
  const start = useRef<(GesturePoint & { id: number }) | null>(null);
  const swallowClick = useRef(false);
  return {
    handlers: {
      onPointerDown(event: PointerEvent) {
        swallowClick.current = false;
        // A second finger (a pinch) ends the gesture.
        start.current =
          event.pointerType !== 'mouse' && event.isPrimary
            ? { id: event.pointerId, x: event.clientX, y: event.clientY, t: event.timeStamp }
            : null;
      },
      onPointerUp(event: PointerEvent) {
        const from = start.current;
        start.current = null;
        const host = root.current;
        if (!from || from.id !== event.pointerId || !host) return;
        const end = { x: event.clientX, y: event.clientY, t: event.timeStamp };
        const swipes = !host.hasAttribute('data-pans');
        const direction = touchTurn(from, end, host.getBoundingClientRect(), swipes);
        if (direction) {
          swallowClick.current = true;
          // A turn that moved less than a swipe was a tap.
          onTurn(direction, Math.abs(end.x - from.x) < SWIPE_MIN_PX);
        }
      },
      onPointerCancel() {
        start.current = null;
      },
      // A finger's turning tap: the touch ends here, so the browser makes no tap of it (no mouse
      // events, click, focus or selection to handle before the turned page is drawn).
      onTouchEnd(event: TouchEvent) {
        if (swallowClick.current && event.cancelable) event.preventDefault();
      },
    },
    /** True once after a turning tap: its click is not a click on a bar. */
    turned() {
      const turned = swallowClick.current;
      swallowClick.current = false;
      return turned;
    },
  };
}
