import { css } from '@emotion/react';
import { effect } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import type { MarkingsController } from '../../../core/markings/markings-controller';
import type { Marking } from '../../../core/markings/model';
import { clearMarkings, drawMarkings, pageSurface } from './page-surface';
import { useMarkingPointer } from './use-marking-pointer';

/** No box of its own: the score lays out as without it. */
const contents = css`
  display: contents;
  [data-markings] {
    pointer-events: none;
  }
  &[data-erasing] [data-own] {
    pointer-events: visiblePainted;
    cursor: crosshair;
  }
  &[data-tool] [part='score'] {
    cursor: crosshair;
  }
  @media print {
    &:not([data-print-markings]) [data-markings] {
      display: none;
    }
  }
`;

const ofPart = (markings: readonly Marking[], part: number) =>
  markings.filter((marking) => (marking.anchor.part ?? 0) === part);

/**
 * Wraps the score: draws the markings into each drawn page's SVG (so they stay on their bars at
 * every zoom and in every layout) whenever they or the pages change, and takes the pointer while
 * a marking tool is in hand (use-marking-pointer.ts).
 */
export function MarkingsSurface({
  markings,
  part,
  pages,
  children,
}: {
  markings: MarkingsController;
  part: number;
  pages: unknown;
  children: ReactNode;
}) {
  useSignals();
  const host = useRef<HTMLDivElement>(null);
  useMarkingPointer(host, markings, part, pages);

  useLayoutEffect(() => {
    const root = host.current;
    if (!root) return;
    const draw = () => {
      const shown = markings.shown.value;
      const own = ofPart(markings.own.value, part);
      const shared = ofPart(
        markings.shared.value.flatMap((layer) => layer.markings),
        part,
      );
      for (const sheet of root.querySelectorAll('[data-sheet]')) {
        const surface = shown ? pageSurface(sheet) : null;
        if (surface) drawMarkings(surface, own, shared);
        else clearMarkings(sheet);
      }
    };
    const stop = effect(draw);
    // A page drawn anew (turned to, another zoom's clone) gets its markings before it is painted.
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
    };
  }, [markings, part]);

  const tool = markings.tool.value;
  return (
    <div
      ref={host}
      css={contents}
      data-tool={tool ?? undefined}
      data-erasing={tool === 'eraser' || undefined}
      data-markings-shown={markings.shown.value || undefined}
    >
      {children}
    </div>
  );
}
