import { useEffect, useState } from 'react';
import type { PlayerController } from '../../core/player/player-controller';
import { createRehearsal, type Rehearsal } from '../../core/player/rehearsal/rehearsal';

/**
 * The player's rehearsal helpers, while the player is shown, and their keys: G goes to a bar, C
 * counts in (again: stops), P plays the starting pitches one after another, Shift+P together.
 */
export function useRehearsal(
  player: PlayerController,
  openBarDialog: () => void,
): { rehearsal: Rehearsal; onKey(key: string): boolean } {
  const [rehearsal] = useState(() => createRehearsal(player));
  useEffect(() => rehearsal.connect(), [rehearsal]);
  return {
    rehearsal,
    /** Handles a key of the player; false when it is not one of these. */
    onKey(key) {
      if (key === 'g' || key === 'G') openBarDialog();
      else if (key === 'c' || key === 'C') rehearsal.countIn();
      else if (key === 'p') rehearsal.playStartingPitches('one-by-one');
      else if (key === 'P') rehearsal.playStartingPitches('together');
      else return false;
      return true;
    },
  };
}
