import { describe, expect, it } from 'vitest';
import { type ScrollState, scrollStep } from '../../../src/core/player/page-scroll';

/**
 * Edition 10001's first page on an iPad held sideways (1180 x 820): a box 583 px high, the page's
 * title from 27 px, two systems, the music ending at 1206 px.
 */
const IPAD: Omit<ScrollState, 'scrollTop'> = {
  height: 583,
  content: [27, 1206],
  systems: [
    [125, 670],
    [699, 1206],
  ],
};

const at = (scrollTop: number) => ({ ...IPAD, scrollTop });

describe('a pedal on a page taller than the box', () => {
  it('scrolls forwards by screenfuls, landing on a system, then turns at the page’s end', () => {
    // The first system is cut by the box's bottom: it comes up to the top, whole.
    expect(scrollStep(at(0), 1)).toBe(117);
    // The second does not fit below it: it lands at the top, the music's end bounding the scroll.
    expect(scrollStep(at(117), 1)).toBe(631);
    expect(scrollStep(at(631), 1)).toBeNull();
  });

  it('scrolls back up the same way, then turns back at the page’s top (its title in view)', () => {
    expect(scrollStep(at(631), -1)).toBe(95);
    expect(scrollStep(at(95), -1)).toBe(19);
    expect(scrollStep(at(19), -1)).toBeNull();
    expect(scrollStep(at(0), -1)).toBeNull();
  });

  it('keeps the last system read in view when the next one then fits whole below it', () => {
    const short: ScrollState = {
      height: 600,
      scrollTop: 0,
      content: [10, 1080],
      systems: [
        [20, 270],
        [290, 540],
        [560, 810],
        [830, 1080],
      ],
    };
    // Systems 1 and 2 read: system 2 moves to the top, system 3 comes whole below it.
    expect(scrollStep(short, 1)).toBe(282);
    // From there, system 3 at the top and system 4 below: the music's end.
    expect(scrollStep({ ...short, scrollTop: 282 }, 1)).toBe(488);
    expect(scrollStep({ ...short, scrollTop: 488 }, 1)).toBeNull();
    // Back: the first system shown stays at the bottom while the one above comes whole.
    expect(scrollStep({ ...short, scrollTop: 488 }, -1)).toBe(218);
  });

  it('without a system to land on, scrolls 90 % of the box', () => {
    const tall: ScrollState = { height: 600, scrollTop: 0, content: [0, 2000], systems: [[0, 2000]] };
    expect(scrollStep(tall, 1)).toBe(540);
    expect(scrollStep({ ...tall, scrollTop: 1400 }, 1)).toBeNull();
    expect(scrollStep({ ...tall, scrollTop: 1000 }, -1)).toBe(460);
    expect(scrollStep({ ...tall, systems: [] }, 1)).toBe(540);
  });

  it('turns at once where the page fits the box', () => {
    const fits: ScrollState = { height: 900, scrollTop: 0, content: [20, 880], systems: [[100, 880]] };
    expect(scrollStep(fits, 1)).toBeNull();
    expect(scrollStep(fits, -1)).toBeNull();
  });
});
