import { startTransition, useEffect, useState } from 'react';

/**
 * False in the first render, true once the browser has painted it (a frame, then a task), set as a
 * transition: for what nobody sees at first (closed dialogs), so a page's first view does not wait
 * for it. A dialog asked to open meanwhile opens when it mounts.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return painted;
}
