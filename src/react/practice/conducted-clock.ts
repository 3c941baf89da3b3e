import { useMemo } from 'react';
import { conductedPosition } from '../../core/practice/metres';
import type { WebMetronome } from '../../core/practice/web-audio';
import type { MetronomeClock } from './pattern-overlay';

/**
 * The metronome as the pattern's clock: its clicks grouped into the conductor's beats (6/8 in two
 * moves the point from beat to beat over three clicks).
 */
export function useConductedClock(metronome: WebMetronome): MetronomeClock {
  return useMemo(
    () => ({
      position: () => conductedPosition(metronome.metre.peek(), metronome.position()),
      restartBar: () => metronome.restartBar(),
    }),
    [metronome],
  );
}
