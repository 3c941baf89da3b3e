/**
 * A pedal on a page taller than the score's box (a readable page on a tablet): "forward" first
 * scrolls down by a screenful while the shown page continues below the box, and turns only once the
 * page's bottom is in view; "back" mirrors it. As forScore and other stand apps do, the last system
 * read stays in view as the overlap, at the top of the next screenful, when that still brings the
 * next system whole into view. Pure maths in the box's scroll coordinates (CSS px from the top of
 * its scrolled content), tested without a browser.
 */

/** A system's top and bottom edge. */
export type Edges = readonly [top: number, bottom: number];

export interface ScrollState {
  /** The box's visible height. */
  height: number;
  /** Its scroll position. */
  scrollTop: number;
  /** The music drawn on the shown pages (title and systems): what must be seen before a turn. */
  content: Edges;
  /** The shown pages' systems, top to bottom. */
  systems: readonly Edges[];
}

/** Room left above a system landed on (its slurs, dynamics and lyrics' ascenders drawn whole). */
export const SYSTEM_MARGIN = 8;
/** A screenful without systems to land on: 90 % of the box, the rest kept as the overlap. */
const SCREENFUL = 0.9;
/** Rounding of layout: an edge this close to the box's counts as in view. */
const EDGE = 2;

/**
 * The scroll position one pedal press forwards (1) or back (-1) goes to, or null when the page is
 * read to its end that way and the press turns the page.
 */
export function scrollStep(state: ScrollState, direction: 1 | -1): number | null {
  return direction > 0 ? down(state) : up(state);
}

function down({ height, scrollTop, content, systems }: ScrollState): number | null {
  const bottom = scrollTop + height;
  if (content[1] <= bottom + EDGE) return null;
  const whole = systems.filter(([top, end]) => top >= scrollTop - EDGE && end <= bottom + EDGE);
  const cut = systems.find(([, end]) => end > bottom + EDGE);
  const overlap = whole.at(-1);
  let target = scrollTop + height * SCREENFUL;
  if (
    overlap &&
    cut &&
    overlap[0] - SYSTEM_MARGIN > scrollTop &&
    cut[1] <= overlap[0] - SYSTEM_MARGIN + height
  )
    target = overlap[0] - SYSTEM_MARGIN;
  else if (cut && cut[0] - SYSTEM_MARGIN > scrollTop) target = cut[0] - SYSTEM_MARGIN;
  // The last screenful ends at the music's end, not below it.
  return Math.min(target, content[1] + SYSTEM_MARGIN - height);
}

function up({ height, scrollTop, content, systems }: ScrollState): number | null {
  const bottom = scrollTop + height;
  if (content[0] >= scrollTop - EDGE) return null;
  const whole = systems.filter(([top, end]) => top >= scrollTop - EDGE && end <= bottom + EDGE);
  const cut = systems.findLast(([top]) => top < scrollTop - EDGE);
  const overlap = whole[0];
  let target = scrollTop - height * SCREENFUL;
  if (
    overlap &&
    cut &&
    overlap[1] + SYSTEM_MARGIN < bottom &&
    cut[0] - SYSTEM_MARGIN >= overlap[1] + SYSTEM_MARGIN - height
  )
    target = overlap[1] + SYSTEM_MARGIN - height;
  else if (cut && cut[1] + SYSTEM_MARGIN < bottom) target = cut[1] + SYSTEM_MARGIN - height;
  return Math.max(0, target, content[0] - SYSTEM_MARGIN);
}
