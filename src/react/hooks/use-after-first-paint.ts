import { startTransition, useEffect, useState } from 'react';

/**
 * False in the first render, true once the browser has painted it (a frame, then a task), set as a
 * transition: for what nobody sees at first (closed dialogs), so a page's first view does not wait
 * for it. `neededNow` (e.g. a dialog was asked to open) makes it true at once: a transition may be
 * put off again and again while a busy page renders, and a click must not wait for it.
 */
export function useAfterFirstPaint(neededNow = false): boolean {
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
  return painted || neededNow;
}
