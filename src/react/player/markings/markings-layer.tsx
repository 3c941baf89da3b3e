import { useSignals } from '@preact/signals-react/runtime';
import type { RefObject } from 'react';
import { useCore } from '../../hooks/use-core';
import { useLazyMarkingTools } from './use-lazy-marking-tools';
import { useMarkings } from './use-markings';
import { useMarkingsDrawing } from './use-markings-drawing';

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
  /** The tools may load now (with the player's dialogs); an open palette loads them too. */
  toolsWanted: boolean;
  onClose(): void;
}

/**
 * The markings of the open edition (a chunk of its own, loaded by use-lazy-markings.ts when the
 * score is shown): read and drawn on the score at once; the tools and the palette (a chunk of their
 * own, markings-tools.tsx) follow when wanted.
 */
export function MarkingsLayer({
  articleId,
  host,
  part,
  pages,
  measureIds,
  open,
  toolsWanted,
  onClose,
}: MarkingsLayerProps) {
  useSignals();
  const core = useCore();
  const markings = useMarkings(articleId);
  useMarkingsDrawing(host, markings, part);
  const Tools = useLazyMarkingTools(toolsWanted || open, (error) => {
    core.env.log('The marking tools could not be loaded', error);
    onClose();
  });
  return Tools ? (
    <Tools
      markings={markings}
      host={host}
      part={part}
      pages={pages}
      measureIds={measureIds}
      open={open}
      onClose={onClose}
    />
  ) : null;
}
