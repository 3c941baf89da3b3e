import { type PointerEvent, type RefObject, useRef } from 'react';
import { type GesturePoint, touchTurn } from '../../core/player/score-gestures';

/**
 * Swipes and taps on the outer thirds of the score turn pages (core/player/score-gestures.ts), with
 * a finger or a pen; a mouse clicks as before. The click a turning tap also fires is swallowed, so
 * it does not move the recording to the bar under the finger.
 */
export function useTouchTurns(root: RefObject<HTMLElement | null>, onTurn: (direction: 1 | -1) => void) {
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
          onTurn(direction);
        }
      },
      onPointerCancel() {
        start.current = null;
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
