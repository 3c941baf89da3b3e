import { useSignals } from '@preact/signals-react/runtime';
import type { RefObject } from 'react';
import { MarkingsBar } from './markings-bar';
import { useMarkingPointer } from './use-marking-pointer';
import { useMarkings } from './use-markings';
import { useMarkingsDrawing } from './use-markings-drawing';
import './texts';

export interface MarkingsLayerProps {
  articleId: string;
  /** The player: its score's pages are drawn on, its pointer taken while a tool is in hand. */
  host: RefObject<HTMLElement | null>;
  part: number;
  /** The open part's pages and the ids of its measures. */
  pages: readonly { svg: string }[];
  measureIds: readonly string[];
  /** Whether the palette is open. */
  open: boolean;
  onClose(): void;
}

/**
 * The markings of the open edition (a chunk of its own, loaded by use-lazy-markings.ts): drawn on
 * the score, the palette where it stands when open.
 */
export function MarkingsLayer({
  articleId,
  host,
  part,
  pages,
  measureIds,
  open,
  onClose,
}: MarkingsLayerProps) {
  useSignals();
  const markings = useMarkings(articleId);
  useMarkingsDrawing(host, markings, part);
  useMarkingPointer(host, markings, part, pages);
  return open ? (
    <MarkingsBar markings={markings} part={part} pages={pages} measureIds={measureIds} onClose={onClose} />
  ) : null;
}
