import { type RefObject, useLayoutEffect, useState } from 'react';

/** Below this height a picture is too small to practise with: the page scrolls instead. */
const LEAST_HEIGHT = 240;
/** Room kept between the picture and the screen's bottom edge. */
const BOTTOM_ROOM = 12;

/**
 * The height the stage (the 16:9 picture) may take so that it ends above the bottom of the first
 * screenful: a lesson's title, tools and video then show together without scrolling (issue 40).
 * Measured from the stage's place in the page, so it holds whatever the header above it wraps to;
 * null where the stage starts below the first screenful (an element embedded far down a page),
 * which then keeps its full width.
 */
export function useStageFit(stage: RefObject<HTMLElement | null>, on: boolean): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!on) return setHeight(null);
    const measure = () => {
      const element = stage.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      const screen = window.innerHeight;
      setHeight(top >= screen ? null : Math.max(LEAST_HEIGHT, Math.floor(screen - top - BOTTOM_ROOM)));
    };
    measure();
    // The header above can change its height (fonts, a title that wraps, a notice): the page's
    // size changes with it. Capping the stage never moves its own top, so this settles at once.
    const observer = new ResizeObserver(measure);
    observer.observe(document.documentElement);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [stage, on]);
  return height;
}
