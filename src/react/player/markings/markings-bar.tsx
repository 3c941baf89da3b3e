import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import type { SeatPackDto } from '../../../core/contract/api';
import type { MarkingsController } from '../../../core/markings/markings-controller';
import { useCore } from '../../hooks/use-core';
import { MarkingPalette } from './marking-palette';
import { printWithMarkings } from './print-markings';
import { ofPart } from './use-markings-drawing';

export interface MarkingsBarProps {
  markings: MarkingsController;
  part: number;
  /** The open part's pages and the ids of its measures. */
  pages: readonly { svg: string }[];
  measureIds: readonly string[];
  onClose(): void;
}

/** The palette for the open part: how many markings it cannot place, and printing its pages. */
export function MarkingsBar({ markings, part, pages, measureIds, onClose }: MarkingsBarProps) {
  useSignals();
  const core = useCore();
  const [pack, setPack] = useState<string | null>(null);
  // The buyer of a choir pack may share the markings with its seat holders.
  useEffect(() => {
    core
      .request<SeatPackDto[]>('/purchases/packs')
      .then((packs) => setPack(packs[0]?.articleId ?? null))
      .catch((error: unknown) => core.env.log('Choir packs could not be read', error));
  }, [core]);
  const unplaced = markings.unplaced(part, new Set(measureIds)).length;
  return (
    <MarkingPalette
      markings={markings}
      unplaced={unplaced}
      pack={pack}
      onPrint={() =>
        printWithMarkings(
          pages,
          ofPart(markings.own.value, part),
          ofPart(
            markings.shared.value.flatMap((layer) => layer.markings),
            part,
          ),
        )
      }
      onClose={() => {
        markings.tool.value = null;
        onClose();
      }}
    />
  );
}
