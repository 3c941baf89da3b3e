import { useSignals } from '@preact/signals-react/runtime';
import type { RefObject } from 'react';
import type { MarkingsController } from '../../../core/markings/markings-controller';
import { MarkingsBar } from './markings-bar';
import { useMarkingPointer } from './use-marking-pointer';
import './texts';

export interface MarkingsToolsProps {
  markings: MarkingsController;
  host: RefObject<HTMLElement | null>;
  part: number;
  pages: readonly { svg: string }[];
  measureIds: readonly string[];
  open: boolean;
  onClose(): void;
}

/**
 * The marking tools (a chunk of its own, use-lazy-markings.ts): the score's pointer as pen,
 * highlighter, eraser, text or stamp while a tool is in hand, and the palette where it stands when
 * open.
 */
export function MarkingsTools({
  markings,
  host,
  part,
  pages,
  measureIds,
  open,
  onClose,
}: MarkingsToolsProps) {
  useSignals();
  useMarkingPointer(host, markings, part, pages);
  return open ? (
    <MarkingsBar markings={markings} part={part} pages={pages} measureIds={measureIds} onClose={onClose} />
  ) : null;
}
