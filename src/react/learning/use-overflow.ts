import { type RefObject, useEffect, useRef, useState } from 'react';

interface Overflow {
  left: boolean;
  right: boolean;
  /** The reader has scrolled the score once: the hint has done its job. */
  scrolled: boolean;
}

/** Where a sideways-scrolling box has more to show, kept up to date on scroll and resize. */
export function useOverflow(node: RefObject<HTMLElement | null>, content: string) {
  const [overflow, setOverflow] = useState<Overflow>({ left: false, right: false, scrolled: false });
  const measure = (scrolled: boolean) => {
    const box = node.current;
    if (!box) return;
    const left = box.scrollLeft > 1;
    const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
    setOverflow((previous) =>
      previous.left === left && previous.right === right && (previous.scrolled || !scrolled)
        ? previous
        : { left, right, scrolled: previous.scrolled || scrolled },
    );
  };
  const measureRef = useRef(measure);
  measureRef.current = measure;
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the drawing changes.
  useEffect(() => {
    const box = node.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measureRef.current(false));
    observer.observe(box);
    return () => observer.disconnect();
  }, [node, content]);
  return { overflow, onScroll: () => measure(true) };
}
