import type { PagePoint } from './anchoring';

type Pressed = PagePoint & { pressure: number };

/** Half the line's width at a point: thin at a light touch, full at a firm one (mouse: 0.5). */
const halfWidth = (width: number, pressure: number) => (width / 2) * (0.4 + 1.2 * pressure);

const fixed = (value: number) => Math.round(value * 10) / 10;

/**
 * A pen stroke as the outline of a line whose width follows the pressure: one filled SVG path,
 * drawn in one go (a path per segment would be thousands of elements). A single point is a dot.
 */
export function strokeOutline(points: readonly Pressed[], width: number): string {
  const first = points[0];
  if (!first) return '';
  if (points.length === 1) {
    const r = fixed(halfWidth(width, first.pressure));
    return `M${fixed(first.x - r)} ${fixed(first.y)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
  }
  const left: string[] = [];
  const right: string[] = [];
  points.forEach((point, i) => {
    const before = points[Math.max(0, i - 1)]!;
    const after = points[Math.min(points.length - 1, i + 1)]!;
    const dx = after.x - before.x;
    const dy = after.y - before.y;
    const length = Math.hypot(dx, dy) || 1;
    const h = halfWidth(width, point.pressure);
    const nx = (-dy / length) * h;
    const ny = (dx / length) * h;
    left.push(`${fixed(point.x + nx)} ${fixed(point.y + ny)}`);
    right.push(`${fixed(point.x - nx)} ${fixed(point.y - ny)}`);
  });
  return `M${left.join('L')}L${right.reverse().join('L')}Z`;
}

/** A highlighter's line through the points (its width is the element's stroke width). */
export const strokeLine = (points: readonly PagePoint[]): string =>
  points.map((point, i) => `${i === 0 ? 'M' : 'L'}${fixed(point.x)} ${fixed(point.y)}`).join('');
