import { type TouchEvent, useRef } from 'react';

/** A pinch that changes the size by less than this is taken for an unsteady hand. */
const LEAST_SCALE = 0.08;

const spread = (touches: TouchEvent['touches']) =>
  Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);

/**
 * Two fingers spread or pinched on the score: `onPinch` gets the scale once they lift (a screen
 * layout's staff size follows it; the layout is made anew, so not while the fingers move). While
 * they move, the drawing is scaled by the CSS variable `--choir-pinch` as a preview.
 */
export function usePinch(onPinch: ((scale: number) => void) | undefined) {
  const start = useRef<number | null>(null);
  const scale = useRef(1);
  if (!onPinch) return {};
  return {
    onTouchStart(event: TouchEvent<HTMLElement>) {
      if (event.touches.length !== 2) return;
      start.current = spread(event.touches);
      scale.current = 1;
    },
    onTouchMove(event: TouchEvent<HTMLElement>) {
      if (start.current === null || event.touches.length !== 2 || start.current <= 0) return;
      scale.current = spread(event.touches) / start.current;
      event.currentTarget.style.setProperty('--choir-pinch', String(scale.current));
    },
    onTouchEnd(event: TouchEvent<HTMLElement>) {
      if (start.current === null || event.touches.length >= 2) return;
      start.current = null;
      event.currentTarget.style.removeProperty('--choir-pinch');
      if (Math.abs(scale.current - 1) >= LEAST_SCALE) onPinch(scale.current);
    },
  };
}
