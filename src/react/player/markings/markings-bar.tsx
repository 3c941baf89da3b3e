import { useSignals } from '@preact/signals-react/runtime';
import type { MarkingsController } from '../../../core/markings/markings-controller';
import type { Marking } from '../../../core/markings/model';
import { MarkingPalette } from './marking-palette';
import { printWithMarkings } from './print-markings';
import './texts';

const ofPart = (markings: readonly Marking[], part: number) =>
  markings.filter((marking) => (marking.anchor.part ?? 0) === part);

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
  const unplaced = markings.unplaced(part, new Set(measureIds)).length;
  return (
    <MarkingPalette
      markings={markings}
      unplaced={unplaced}
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
