import { type TouchEvent, useRef } from 'react';

/** A pinch that changes the size by less than this is taken for an unsteady hand. */
const LEAST_SCALE = 0.08;

const spread = (touches: TouchEvent['touches']) =>
  Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);

/**
 * Two fingers spread or pinched on the score: `onPinch` gets the scale once they lift (a screen
 * layout's staff size follows it; the layout is made anew, so not while the fingers move).
 */
export function usePinch(onPinch: ((scale: number) => void) | undefined) {
  const start = useRef(0);
  const scale = useRef(1);
  if (!onPinch) return {};
  return {
    onTouchStart(event: TouchEvent) {
      start.current = event.touches.length === 2 ? spread(event.touches) : 0;
      scale.current = 1;
    },
    onTouchMove(event: TouchEvent) {
      if (start.current > 0 && event.touches.length === 2)
        scale.current = spread(event.touches) / start.current;
    },
    onTouchEnd(event: TouchEvent) {
      if (start.current === 0 || event.touches.length >= 2) return;
      start.current = 0;
      if (Math.abs(scale.current - 1) >= LEAST_SCALE) onPinch(scale.current);
    },
  };
}
