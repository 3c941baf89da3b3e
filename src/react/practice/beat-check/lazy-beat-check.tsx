import { lazy, Suspense } from 'react';
import { withTexts } from '../../../core/i18n/register-texts';
import type { WebMetronome } from '../../../core/practice/web-audio';

// The Beat check (detector, scoring, its texts) loads only when opened: the tools' first view stays small.
const BeatCheckPanel = lazy(() =>
  import('./beat-check-panel').then(withTexts).then((module) => ({ default: module.BeatCheckPanel })),
);

/** The Beat check panel, loaded on first use. */
export function LazyBeatCheck({ metronome }: { metronome: WebMetronome }) {
  return (
    <Suspense fallback={null}>
      <BeatCheckPanel metronome={metronome} />
    </Suspense>
  );
}
