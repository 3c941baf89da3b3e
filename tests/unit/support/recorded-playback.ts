import type { PlaybackProgress } from '../../../src/core/progress/progress-reporter';

/** A playback progress that records every report, in order, for a test to compare. */
export function recordedPlayback() {
  const reports: unknown[] = [];
  const playback: PlaybackProgress = {
    time: (at) => reports.push(['time', at]),
    paused: (at) => reports.push(['paused', at]),
    ended: () => reports.push(['ended']),
    left: (at) => reports.push(['left', at]),
  };
  return { reports, playback };
}
