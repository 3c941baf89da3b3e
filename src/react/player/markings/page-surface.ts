import type { MeasureBox, PagePoint } from '../../../core/markings/anchoring';
import type { Marking } from '../../../core/markings/model';
import { markingShape, svgElement } from './marking-shapes';

/**
 * A drawn page's music as markings need it: the group the measures are drawn in (markings go into
 * it, so they scale with the page at every zoom), and each measure's box with its staves, in the
 * page's SVG units. Measured once per drawn page.
 */
export interface PageSurface {
  container: SVGGElement;
  measures: MeasureBox[];
  byId: Map<string, MeasureBox>;
}

const surfaces = new WeakMap<Element, PageSurface>();

export function pageSurface(sheet: Element): PageSurface | null {
  const known = surfaces.get(sheet);
  if (known?.container.isConnected) return known;
  const first = sheet.querySelector<SVGGElement>('g.measure');
  const container =
    first?.closest<SVGGElement>('g.page-margin') ??
    (first?.parentElement?.parentElement as SVGGElement | null);
  if (!first || !container) return null;
  const measures: MeasureBox[] = [...sheet.querySelectorAll<SVGGElement>('g.measure')].map((measure) => {
    const { x, y, width, height } = measure.getBBox();
    const staves = [...measure.children]
      .filter((child): child is SVGGElement => child.classList.contains('staff'))
      .map((staff) => {
        const box = staff.getBBox();
        return { x: box.x, y: box.y, width: box.width, height: box.height };
      });
    return { id: measure.id, x, y, width, height, staves };
  });
  const surface = { container, measures, byId: new Map(measures.map((m) => [m.id, m])) };
  surfaces.set(sheet, surface);
  return surface;
}

/** A pointer's place in the page's SVG units. */
export function pagePoint(surface: PageSurface, clientX: number, clientY: number): PagePoint | null {
  const matrix = surface.container.getScreenCTM();
  if (!matrix) return null;
  const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
  return { x: point.x, y: point.y };
}

/**
 * Draws the markings of this page into it, replacing what was drawn before: own markings (which
 * the eraser can pick) over the shared layers (read-only, a little lighter).
 */
export function drawMarkings(
  surface: PageSurface,
  own: readonly Marking[],
  shared: readonly Marking[],
  /** The eraser is in hand: own markings take the pointer (else it reaches the bars below). */
  erasable = false,
) {
  surface.container.querySelector(':scope > g[data-markings]')?.remove();
  const layer = svgElement('g', { 'data-markings': '', 'pointer-events': 'none' });
  const add = (markings: readonly Marking[], group: SVGGElement) => {
    for (const marking of markings) {
      const box = surface.byId.get(marking.anchor.measureId);
      if (box) group.append(markingShape(marking, box));
    }
    layer.append(group);
  };
  add(shared, svgElement('g', { 'data-shared': '', opacity: 0.75 }));
  add(own, svgElement('g', { 'data-own': '', ...(erasable ? { 'pointer-events': 'visiblePainted' } : {}) }));
  surface.container.append(layer);
}

export function clearMarkings(sheet: Element) {
  sheet.querySelector('g[data-markings]')?.remove();
}
