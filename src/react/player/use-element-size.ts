import { useEffect, useState } from 'react';

/**
 * The size of an element, followed as it changes. Read when the observer reports (its first report
 * comes with the first layout), never in the effect: reading it there made the browser lay out the
 * whole page at once, a second time (~150 ms on a phone as the player opens).
 */
export function useElementSize(): [(node: HTMLElement | null) => void, { width: number; height: number }] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    if (!node) return;
    const measure = () => setSize({ width: node.clientWidth, height: node.clientHeight });
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return [setNode, size];
}
