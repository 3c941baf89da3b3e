import type { Marking, MarkingAnchor, MarkingPoint } from './model';

/** A rectangle in a page's SVG units. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A measure's box on a page, with its staves' boxes (top to bottom). */
export interface MeasureBox extends Box {
  id: string;
  staves: Box[];
}

export interface PagePoint {
  x: number;
  y: number;
}

/** A point given as fractions of a box, in page units. */
export const toPage = (box: Box, fx: number, fy: number): PagePoint => ({
  x: box.x + fx * box.width,
  y: box.y + fy * box.height,
});

/** A page point as fractions of a box (0-1 inside it). */
export const fromPage = (box: Box, point: PagePoint): { x: number; y: number } => ({
  x: box.width ? (point.x - box.x) / box.width : 0,
  y: box.height ? (point.y - box.y) / box.height : 0,
});

/** How far a point lies outside a box (0 inside). */
function distance(box: Box, point: PagePoint): number {
  const dx = Math.max(box.x - point.x, 0, point.x - (box.x + box.width));
  const dy = Math.max(box.y - point.y, 0, point.y - (box.y + box.height));
  return Math.hypot(dx, dy);
}

function nearest<T extends Box>(boxes: readonly T[], point: PagePoint): T | undefined {
  let best: T | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const box of boxes) {
    const d = distance(box, point);
    if (d < bestDistance) [best, bestDistance] = [box, d];
  }
  return best;
}

/**
 * Where a page point belongs: the measure that holds it (else the nearest on the page), the
 * position as fractions of that measure's box, and the staff it lies on (else the nearest one).
 * Null on a page without measures.
 */
export function anchorAt(measures: readonly MeasureBox[], point: PagePoint): MarkingAnchor | null {
  const measure = nearest(measures, point);
  if (!measure) return null;
  const staff = nearest(measure.staves, point);
  return {
    measureId: measure.id,
    ...fromPage(measure, point),
    ...(staff ? { staff: measure.staves.indexOf(staff) + 1 } : {}),
  };
}

/** A stroke's page points as fractions of its anchor measure's box, pressure kept. */
export const strokeFromPage = (
  box: Box,
  points: readonly (PagePoint & { pressure: number })[],
): MarkingPoint[] =>
  points.map((point) => {
    const { x, y } = fromPage(box, point);
    return [round(x), round(y), round(point.pressure)];
  });

/** A stroke's points on the page, for the measure's box as drawn now (any zoom: page units scale). */
export const strokeOnPage = (box: Box, marking: Marking): (PagePoint & { pressure: number })[] =>
  (marking.points ?? []).map(([x, y, pressure]) => ({ ...toPage(box, x, y), pressure }));

/** Where a text or stamp stands on the page. */
export const anchorOnPage = (box: Box, anchor: MarkingAnchor): PagePoint => toPage(box, anchor.x, anchor.y);

/** Five decimals: a ten-thousandth of a measure is far below a pixel, and the JSON stays small. */
const round = (value: number) => Math.round(value * 100_000) / 100_000;
