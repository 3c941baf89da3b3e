/** A rectangle in SVG user units (a viewBox or a bounding box). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The viewBox that shows all of a drawing: the given one widened to the drawing's bounding box plus
 * a margin (engraved scores may reach past their own viewBox), or null when it already does.
 */
export function fittedViewBox(box: Rect, content: Rect, margin = 8): string | null {
  if (box.width === 0) return null;
  const x = Math.min(box.x, content.x - margin);
  const y = Math.min(box.y, content.y - margin);
  const right = Math.max(box.x + box.width, content.x + content.width + margin);
  const bottom = Math.max(box.y + box.height, content.y + content.height + margin);
  const widened = x < box.x || y < box.y || right > box.x + box.width || bottom > box.y + box.height;
  return widened ? `${x} ${y} ${right - x} ${bottom - y}` : null;
}
