/**
 * Where the webcam overlay sits on the 16:9 stage: its box from the user's size and position, the
 * four corners it snaps to, and the position a drag leads to. Plain numbers and CSS lengths.
 */

export interface OverlayPosition {
  x: number;
  y: number;
}

export const OVERLAY_CORNERS = [
  { key: 'topLeft', x: 0, y: 0, arrow: '↖' },
  { key: 'topRight', x: 1, y: 0, arrow: '↗' },
  { key: 'bottomLeft', x: 0, y: 1, arrow: '↙' },
  { key: 'bottomRight', x: 1, y: 1, arrow: '↘' },
] as const;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** A position kept inside the stage (0…1 on both axes). */
export const clampedPosition = (x: number, y: number): OverlayPosition => ({ x: clamp01(x), y: clamp01(y) });

/**
 * The overlay's box in the 16:9 stage: `size` of its width at most, never over the bottom
 * `controlsHeight` px, placed by `position` (0…1) in the space left.
 */
export function overlayPlace(size: number, position: OverlayPosition, controlsHeight: number) {
  const freeWidth = `max(${(1 - size) * 100}%, ${(controlsHeight * 16) / 9}px)`;
  return {
    width: `calc(100% - ${freeWidth})`,
    left: `calc(${freeWidth} * ${position.x})`,
    top: `calc(max(0px, ${(1 - size) * 100}% - ${controlsHeight}px) * ${position.y})`,
  };
}

/**
 * The position a drag leads to: the pointer's travel since `start` as a share of the free space
 * (px the overlay can still move along each axis), kept inside the stage.
 */
export function draggedPosition(
  start: OverlayPosition & { pointerX: number; pointerY: number },
  pointer: { x: number; y: number },
  free: { x: number; y: number },
): OverlayPosition {
  return clampedPosition(
    start.x + (pointer.x - start.pointerX) / Math.max(1, free.x),
    start.y + (pointer.y - start.pointerY) / Math.max(1, free.y),
  );
}
