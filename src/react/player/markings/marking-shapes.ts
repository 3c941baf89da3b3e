import { anchorOnPage, type Box, strokeOnPage } from '../../../core/markings/anchoring';
import type { Marking, MarkingStamp } from '../../../core/markings/model';
import { strokeLine, strokeOutline } from '../../../core/markings/stroke-outline';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Sizes as fractions of the measure's height (a four-staff system's bar). */
export const PEN_SIZE = 0.012;
export const HIGHLIGHTER_SIZE = 0.06;
const TEXT_SIZE = 0.05;
const STAMP_SIZE = 0.07;

/** Stamps drawn as characters of the score's serif font (dynamics in bold italic, as engraved). */
const STAMP_TEXT: Partial<Record<MarkingStamp, string>> = {
  breath: '’',
  caesura: '//',
  pp: 'pp',
  p: 'p',
  mp: 'mp',
  mf: 'mf',
  f: 'f',
  ff: 'ff',
};

export function svgElement<K extends keyof SVGElementTagNameMap>(
  name: K,
  attributes: Record<string, string | number>,
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

/** A pen stroke's or highlighter's path, for a stroke drawn now (live) or stored. */
export function strokePath(kind: 'pen' | 'highlighter', colour: string, d: string, width: number) {
  return kind === 'pen'
    ? svgElement('path', { d, fill: colour })
    : svgElement('path', {
        d,
        fill: 'none',
        stroke: colour,
        'stroke-opacity': 0.35,
        'stroke-width': width,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      });
}

function stampShape(stamp: MarkingStamp, colour: string, box: Box, x: number, y: number): SVGElement {
  const size = box.height * STAMP_SIZE;
  if (stamp === 'crescendo' || stamp === 'diminuendo') {
    const [open, closed] = stamp === 'crescendo' ? [x + size * 3, x] : [x, x + size * 3];
    const h = size / 2.5;
    return svgElement('path', {
      d: `M${open} ${y - h}L${closed} ${y}L${open} ${y + h}`,
      fill: 'none',
      stroke: colour,
      'stroke-width': size / 12,
    });
  }
  // Signs without a character every system font has: drawn as lines.
  const line = { fill: 'none', stroke: colour, 'stroke-width': size / 10, 'stroke-linecap': 'round' };
  const r = size / 2;
  if (stamp === 'fermata') {
    const group = svgElement('g', {});
    group.append(
      svgElement('path', { ...line, d: `M${x - r} ${y + r / 2}A${r} ${r} 0 0 1 ${x + r} ${y + r / 2}` }),
      svgElement('circle', { cx: x, cy: y + r / 4, r: size / 12, fill: colour }),
    );
    return group;
  }
  // A cue: an arrow pointing down into the entry.
  if (stamp === 'cue')
    return svgElement('path', {
      ...line,
      d: `M${x - r} ${y - r}L${x + r / 2} ${y + r / 2}M${x - r / 4} ${y + r / 2}H${x + r / 2}V${y - r / 4}`,
    });
  // A cut-off: the conductor's closing hook.
  if (stamp === 'cut-off')
    return svgElement('path', {
      ...line,
      d: `M${x - r} ${y + r / 2}Q${x - r} ${y - r} ${x} ${y - r / 2}T${x + r} ${y + r / 2}`,
    });
  if (stamp === 'bar-line')
    return svgElement('line', {
      x1: x,
      x2: x,
      y1: box.y,
      y2: box.y + box.height,
      stroke: colour,
      'stroke-width': size / 5,
    });
  const letter = stamp.startsWith('letter-') ? stamp.slice('letter-'.length) : null;
  const text = svgElement('text', {
    x,
    y,
    fill: colour,
    'font-size': size,
    'font-family': 'Georgia, "Times New Roman", serif',
    'font-weight': 'bold',
    'font-style': letter ? 'normal' : 'italic',
    'text-anchor': 'middle',
    'dominant-baseline': 'central',
  });
  text.textContent = letter ?? STAMP_TEXT[stamp] ?? '';
  if (!letter) return text;
  // A rehearsal letter stands in a box, as printed.
  const group = svgElement('g', {});
  group.append(
    svgElement('rect', {
      x: x - size * 0.55,
      y: y - size * 0.6,
      width: size * 1.1,
      height: size * 1.2,
      fill: 'none',
      stroke: colour,
      'stroke-width': size / 14,
    }),
    text,
  );
  return group;
}

/** One marking as SVG in the page's units, laid on its measure's box as drawn now. */
export function markingShape(marking: Marking, box: Box): SVGElement {
  const width = (marking.size ?? (marking.kind === 'pen' ? PEN_SIZE : HIGHLIGHTER_SIZE)) * box.height;
  let shape: SVGElement;
  if (marking.kind === 'pen' || marking.kind === 'highlighter') {
    const points = strokeOnPage(box, marking);
    const d = marking.kind === 'pen' ? strokeOutline(points, width) : strokeLine(points);
    shape = strokePath(marking.kind, marking.colour, d, width);
  } else {
    const { x, y } = anchorOnPage(box, marking.anchor);
    if (marking.kind === 'stamp') shape = stampShape(marking.stamp ?? 'breath', marking.colour, box, x, y);
    else {
      shape = svgElement('text', {
        x,
        y,
        fill: marking.colour,
        'font-size': box.height * TEXT_SIZE,
        'font-family': 'system-ui, sans-serif',
        'dominant-baseline': 'central',
      });
      // textContent: a marking's text is never markup (the server strips it too).
      shape.textContent = marking.text ?? '';
    }
  }
  shape.setAttribute('data-marking-id', marking.id);
  return shape;
}
