import { effect } from '@preact/signals-core';
import { type RefObject, useLayoutEffect } from 'react';
import type { MarkingsController } from '../../../core/markings/markings-controller';
import type { Marking } from '../../../core/markings/model';
import { clearMarkings, drawMarkings, pageSurface } from './page-surface';

export const ofPart = (markings: readonly Marking[], part: number) =>
  markings.filter((marking) => (marking.anchor.part ?? 0) === part);

/**
 * Draws the markings into each drawn page's SVG below `host` (so they stay on their bars at every
 * zoom and in every layout) whenever they, the tool or the pages change: a page drawn anew gets
 * them before it is painted.
 */
export function useMarkingsDrawing(
  host: RefObject<HTMLElement | null>,
  markings: MarkingsController,
  part: number,
) {
  useLayoutEffect(() => {
    const root = host.current;
    if (!root) return;
    const draw = () => {
      const shown = markings.shown.value;
      const erasable = markings.tool.value === 'eraser';
      const own = ofPart(markings.own.value, part);
      const shared = ofPart(
        markings.shared.value.flatMap((layer) => layer.markings),
        part,
      );
      for (const sheet of root.querySelectorAll('[data-sheet]')) {
        const surface = shown ? pageSurface(sheet) : null;
        if (surface) drawMarkings(surface, own, shared, erasable);
        else clearMarkings(sheet);
      }
    };
    const stop = effect(draw);
    const observer = new MutationObserver((records) => {
      const newPage = records.some((record) =>
        [...record.addedNodes].some(
          (node) => node instanceof Element && (node.localName === 'svg' || node.querySelector('svg')),
        ),
      );
      if (newPage) draw();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      stop();
      observer.disconnect();
      for (const sheet of root.querySelectorAll('[data-sheet]')) clearMarkings(sheet);
    };
  }, [host, markings, part]);
}
